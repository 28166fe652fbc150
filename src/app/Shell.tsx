import { Suspense, useEffect, useRef } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import {
  hasSidebar,
  LOGIN_PATH,
  MAIN_PADDING,
  MAINTENANCE_PATH,
  ROUTES,
  routeAccess,
  SIDEBAR_OFFSET,
} from "../../domain/navigation.ts";
import { css } from "../../styled-system/css";
import { LoginPage } from "../features/auth/index.ts";
import { MaintenancePage } from "../features/system/components/MessagePage.tsx";
import { I18nProvider, useI18n } from "../i18n/index.ts";
import { AppToaster, BlockingModal, SkeletonLines, showToast } from "../ui/index.ts";
import { screenFor } from "./routes.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { useSessionActor } from "./session/SessionProvider.tsx";
import { type SessionView, useSessionView } from "./session/useSessionView.ts";

/** The frame every screen lives in: language, toasts, blocking modals, guards and layout. */
export function Shell() {
  const view = useSessionView();
  return (
    <I18nProvider language={view.user.language}>
      <AppToaster />
      <InactivationModals view={view} />
      <Frame view={view} />
    </I18nProvider>
  );
}

function InactivationModals({ view }: { view: SessionView }) {
  const { t } = useI18n();
  const session = useSessionActor();
  const toLogin = () => session.send({ type: "session.toLogin" });
  return (
    <>
      <BlockingModal
        open={view.status === "clientInactivated"}
        title={t("modal.clientInactive.title")}
        message={t("modal.clientInactive.message")}
        actionLabel={t("modal.toLoginPage")}
        onAction={toLogin}
      />
      <BlockingModal
        open={view.status === "accountInactivated"}
        title={t("modal.accountInactive.title")}
        message={t("modal.accountInactive.message")}
        actionLabel={t("modal.toLoginPage")}
        onAction={toLogin}
      />
    </>
  );
}

function Frame({ view }: { view: SessionView }) {
  const [path] = useLocation();
  const session = useSessionActor();
  const beforeMaintenance = useRef<string>("/");

  switch (view.status) {
    case "loading":
    case "signingOut":
      return <FullPageLoading />;
    case "clientInactivated":
    case "accountInactivated":
      return null;
    case "loggedOut":
    case "authenticating":
      if (path !== LOGIN_PATH) return <Redirect to={LOGIN_PATH} replace />;
      return (
        <LoginPage
          busy={view.status === "authenticating"}
          error={view.loginError}
          onSubmit={(email, password) => session.send({ type: "session.login", email, password })}
        />
      );
    case "maintenance":
      // SPEC §2: the maintenance flag forces the maintenance route; we come back when it lifts.
      if (path !== MAINTENANCE_PATH) {
        beforeMaintenance.current = path;
        return <Redirect to={MAINTENANCE_PATH} replace />;
      }
      return <MaintenancePage />;
    case "authenticated":
      if (path === LOGIN_PATH) return <Redirect to="/" replace />;
      if (path === MAINTENANCE_PATH) return <Redirect to={beforeMaintenance.current} replace />;
      return <GuardedRoutes view={view} path={path} />;
  }
}

function GuardedRoutes({ view, path }: { view: SessionView; path: string }) {
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
  if (!hasSidebar(path, view.token !== null)) return routes;
  return (
    <div>
      <Sidebar
        key={view.signOutCount}
        view={view}
        path={path}
        onLogout={() => session.send({ type: "session.logout" })}
      />
      <main className={main} style={{ marginLeft: SIDEBAR_OFFSET.default, padding: MAIN_PADDING }}>
        {routes}
      </main>
    </div>
  );
}

function GuardRedirect({ to, toast }: { to: string; toast?: string | undefined }) {
  const { t } = useI18n();
  useEffect(() => {
    if (toast) showToast("error", t("toast.noAccess"));
  }, [toast, t]);
  return <Redirect to={to} replace />;
}

function FullPageLoading() {
  return (
    <main className={loading} aria-busy="true">
      <SkeletonLines count={8} />
    </main>
  );
}

const main = css({
  marginLeft: SIDEBAR_OFFSET.default,
  padding: MAIN_PADDING,
  minHeight: "100vh",
  bg: "canvas",
  fontFamily: "body",
  color: "ink",
});
const loading = css({ padding: "4em", fontFamily: "body" });
