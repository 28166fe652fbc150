import { shallowEqual, useSelector } from "@xstate/react";
import type { ActiveUser } from "../../machines/sessionMachine.ts";
import { type SessionSnapshot, useSessionActor } from "./SessionProvider.tsx";

export type SessionStatus =
  | "loading"
  | "loggedOut"
  | "authenticating"
  | "authenticated"
  | "maintenance"
  | "clientInactivated"
  | "accountInactivated"
  | "signingOut";

export type SessionView = {
  status: SessionStatus;
  /** This tab's session handle (the token is an HttpOnly cookie the console never sees). */
  session: string | null;
  user: ActiveUser;
  menus: string[];
  flags: Record<string, boolean>;
  loginError: string | null;
  signOutCount: number;
};

/** The session as the shell reads it: asks tags and top-level states, never deep paths. */
export function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.hasTag("loading")) return "loading";
  if (snapshot.matches("authenticating")) return "authenticating";
  if (snapshot.hasTag("loggedOut")) return "loggedOut";
  if (snapshot.matches("clientInactivated")) return "clientInactivated";
  if (snapshot.matches("accountInactivated")) return "accountInactivated";
  if (snapshot.matches("signingOut")) return "signingOut";
  if (snapshot.hasTag("maintenance")) return "maintenance";
  // Routes depend on flags: until the first system config answers, the shell waits.
  if (!snapshot.context.configLoaded) return "loading";
  return "authenticated";
}

export function useSessionView(): SessionView {
  return useSelector(
    useSessionActor(),
    (snapshot) => ({
      status: statusOf(snapshot),
      session: snapshot.context.session,
      user: snapshot.context.user,
      menus: snapshot.context.modules.menus,
      flags: snapshot.context.flags,
      loginError: snapshot.context.loginError,
      signOutCount: snapshot.context.signOutCount,
    }),
    shallowEqual,
  );
}
