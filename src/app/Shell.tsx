import { lazy, Suspense, useRef } from "react";
import { Redirect, useLocation } from "wouter";
import { css } from "../../styled-system/css";
import { LoginPage } from "../features/auth/index.ts";
import { MaintenancePage } from "../features/system/components/MessagePage.tsx";
import { I18nProvider, useI18n } from "../i18n/index.ts";
import { AppToaster, BlockingModal, SkeletonLines } from "../ui/index.ts";
import { useSessionActor } from "./session/SessionProvider.tsx";
import { type SessionView, useSessionView } from "./session/useSessionView.ts";

// The sidebar, the route table and every screen load after login: the login bundle stays small.
const AuthenticatedLayout = lazy(() =>
  import("./AuthenticatedLayout.tsx").then((m) => ({ default: m.AuthenticatedLayout })),
);
const LOGIN_PATH = "/login";
const MAINTENANCE_PATH = "/maintenance";

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
      return (
        <Suspense fallback={<FullPageLoading />}>
          <AuthenticatedLayout view={view} path={path} />
        </Suspense>
      );
  }
}

function FullPageLoading() {
  return (
    <main className={loading} aria-busy="true">
      <SkeletonLines count={8} />
    </main>
  );
}

const loading = css({ padding: "4em", fontFamily: "body" });
