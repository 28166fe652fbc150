import { lazy, Suspense, useState } from "react";
import { Provider } from "urql";
import { Redirect, Route, Switch } from "wouter";
import { LoginPage } from "../features/auth/index.ts";
import { readToken } from "./authCookie.ts";
import { createUrqlClient } from "./urqlClient.ts";

const HomePage = lazy(() =>
  import("../features/home/index.ts").then((m) => ({ default: m.HomePage })),
);

export function App() {
  // A new client (and so an empty cache) for every login: one user never sees another's data.
  const [client, setClient] = useState(createUrqlClient);
  const resetClient = () => setClient(createUrqlClient());

  return (
    <Provider value={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <Switch>
          <Route path="/login">
            {readToken() ? <Redirect to="/" /> : <LoginPage onLoggedIn={resetClient} />}
          </Route>
          <Route path="/">
            {readToken() ? <HomePage onLoggedOut={resetClient} /> : <Redirect to="/login" />}
          </Route>
          <Route>
            <Redirect to="/" />
          </Route>
        </Switch>
      </Suspense>
    </Provider>
  );
}
