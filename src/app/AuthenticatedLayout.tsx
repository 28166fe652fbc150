import { Suspense, useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import {
  hasSidebar,
  MAIN_PADDING,
  ROUTES,
  routeAccess,
  SIDEBAR_OFFSET,
} from "../../domain/navigation.ts";
import { css } from "../../styled-system/css";
import { useI18n } from "../i18n/index.ts";
import { SkeletonLines, showToast } from "../ui/index.ts";
import { LeaveGuardProvider } from "./leaveGuard.tsx";
import { screenFor } from "./routes.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { useSessionActor } from "./session/SessionProvider.tsx";
import type { SessionView } from "./session/useSessionView.ts";

/**
 * The signed-in frame: the route guard of the one navigation definition, the sidebar and the
 * lazily loaded screens of the SPEC §2 route table.
 */
export function AuthenticatedLayout({ view, path }: { view: SessionView; path: string }) {
  const session = useSessionActor();
  const decision = routeAccess(path, { menus: view.menus, flags: view.flags });
  if (decision.kind === "redirect")
    return <GuardRedirect to={decision.to} toast={decision.toast} />;
  const routes = (
    <Suspense fallback={<SkeletonLines count={6} />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.pattern} path={route.pattern}>
            {screenFor(route, view.user)}
          </Route>
        ))}
        <Route>
          <Redirect to="/not-found" replace />
        </Route>
      </Switch>
    </Suspense>
  );
  if (!hasSidebar(path, view.session !== null)) return routes;
  return (
    <LeaveGuardProvider>
      <Sidebar
        key={view.signOutCount}
        view={view}
        path={path}
        onLogout={() => session.send({ type: "session.logout" })}
      />
      <main className={main} style={{ marginLeft: SIDEBAR_OFFSET.default, padding: MAIN_PADDING }}>
        {routes}
      </main>
    </LeaveGuardProvider>
  );
}

function GuardRedirect({ to, toast }: { to: string; toast?: string | undefined }) {
  const { t } = useI18n();
  useEffect(() => {
    if (toast) showToast("error", t("toast.noAccess"));
  }, [toast, t]);
  return <Redirect to={to} replace />;
}

// Layout sizes come from domain/navigation.ts as inline styles: Panda extracts only literals.
const main = css({ minHeight: "100vh", bg: "canvas", fontFamily: "body", color: "ink" });
