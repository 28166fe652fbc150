import { useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { fetchErrorToast } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import { destroyToken } from "../../../app/authCookie.ts";
import { graphql } from "../../../gql";

const HomeQuery = graphql(/* GraphQL */ `
  query Home {
    me {
      user {
        id
        fullname
        email
        roles
      }
      modules {
        menus
      }
    }
  }
`);

const LogoutMutation = graphql(/* GraphQL */ `
  mutation Logout {
    logout
  }
`);

export type HomePageProps = { onLoggedOut: () => void };

/** A placeholder home until the console shell lands: who is signed in, and a way out. */
export function HomePage({ onLoggedOut }: HomePageProps) {
  const [, navigate] = useLocation();
  const [{ data, fetching, error }] = useQuery({ query: HomeQuery });
  const [{ fetching: loggingOut }, logout] = useMutation(LogoutMutation);

  const leave = () => {
    destroyToken();
    onLoggedOut();
    navigate("/login", { replace: true });
  };

  // SPEC §8: a 401 ends the session.
  if (error?.graphQLErrors.some((e) => e.extensions["code"] === "UNAUTHENTICATED")) {
    leave();
    return null;
  }

  return (
    <main className={page}>
      <header className={header}>
        <span className={brand}>Tenaga</span>
        <button
          type="button"
          className={button}
          disabled={loggingOut}
          onClick={async () => {
            await logout({});
            leave();
          }}
        >
          {loggingOut ? "Logging out..." : "Log out"}
        </button>
      </header>
      {fetching && <p aria-busy="true">Loading...</p>}
      {error && !fetching && <p role="alert">{fetchErrorToast(error)}</p>}
      {data && (
        <section>
          <h1 className={heading}>Welcome, {data.me.user.fullname}</h1>
          <p className={muted}>
            {data.me.user.email} · {data.me.user.roles} · {data.me.modules.menus.length} menus
          </p>
        </section>
      )}
    </main>
  );
}

const page = css({
  minHeight: "100vh",
  bg: "canvas",
  fontFamily: "body",
  color: "ink",
  padding: "4em 4em 8em",
});
const header = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  marginBottom: "32",
});
const brand = css({ fontFamily: "heading", fontWeight: "700", fontSize: "xl", color: "brand" });
const heading = css({ fontSize: "2xl", fontWeight: "700" });
const muted = css({ color: "muted", marginTop: "8" });
const button = css({
  border: "1px solid token(colors.line)",
  bg: "white",
  borderRadius: "semi-rounded",
  padding: "8 16",
  cursor: "pointer",
  _hover: { borderColor: "brand" },
});
