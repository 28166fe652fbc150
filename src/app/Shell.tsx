import { lazy, Suspense, useEffect, useRef } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { css } from "../../styled-system/css";
import { LoginPage } from "../features/auth/index.ts";
import { MaintenancePage } from "../features/system/components/MessagePage.tsx";
import { I18nProvider, useI18n } from "../i18n/index.ts";
import { SkeletonLines } from "../ui/Skeleton.tsx";
import { AppToaster } from "../ui/toast.tsx";
import { afterLoginPath, LOGIN_PATH, loginPathFor, MAINTENANCE_PATH } from "./returnPath.ts";
import { useSessionActor } from "./session/SessionProvider.tsx";
import { type SessionView, useSessionView } from "./session/useSessionView.ts";

// The sidebar, the route table and every screen load after login: the login bundle stays small.
const AuthenticatedLayout = lazy(() =>
  import("./AuthenticatedLayout.tsx").then((m) => ({ default: m.AuthenticatedLayout })),
);
// The blocking modals are rare: their dialog code loads when one opens.
const BlockingModal = lazy(() =>
  import("../ui/BlockingModal.tsx").then((m) => ({ default: m.BlockingModal })),
);
// The widget gallery exists in development and test builds only; elsewhere this is dead code.
const UI_KIT_ENABLED = import.meta.env.DEV || import.meta.env.VITE_UI_KIT === "1";
/** Statuses a logout is chosen from: the next login starts at home, not where the user was. */
const DELIBERATE_EXITS: readonly SessionView["status"][] = [
  "signingOut",
  "clientInactivated",
  "accountInactivated",
];
const UiKitPage = UI_KIT_ENABLED
  ? lazy(() => import("../features/ui-kit/index.ts").then((m) => ({ default: m.UiKitPage })))
  : null;

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
  const blocked = view.status === "clientInactivated" || view.status === "accountInactivated";
  if (!blocked) return null;
  const which = view.status === "clientInactivated" ? "clientInactive" : "accountInactive";
  return (
    <Suspense fallback={null}>
      <BlockingModal
        open
        title={t(`modal.${which}.title`)}
        message={t(`modal.${which}.message`)}
        actionLabel={t("modal.toLoginPage")}
        onAction={toLogin}
      />
    </Suspense>
  );
}

function Frame({ view }: { view: SessionView }) {
  const [path] = useLocation();
  const search = useSearch();
  const session = useSessionActor();
  const beforeMaintenance = useRef<string>("/");
  // The status of the last render: a deliberate exit (log out, the blocking modals' button)
  // starts afresh at /login; a deep link or an ended session comes back to its page.
  const previous = useRef(view.status);
  useEffect(() => {
    previous.current = view.status;
  });

  if (UiKitPage && path === "/ui-kit") {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <UiKitPage />
      </Suspense>
    );
  }
  switch (view.status) {
    case "loading":
    case "signingOut":
      return <FullPageLoading />;
    case "clientInactivated":
    case "accountInactivated":
      return null;
    case "loggedOut":
    case "authenticating":
      if (path !== LOGIN_PATH) {
        const here = `${path}${search ? `?${search}` : ""}${window.location.hash}`;
        const to = DELIBERATE_EXITS.includes(previous.current) ? LOGIN_PATH : loginPathFor(here);
        return <Redirect to={to} replace />;
      }
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
      if (path === LOGIN_PATH) return <Redirect to={afterLoginPath(search)} replace />;
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
