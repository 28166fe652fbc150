import { useActorRef, useSelector } from "@xstate/react";
import { createContext, type ReactNode, use, useRef, useState } from "react";
import { Provider as UrqlProvider } from "urql";
import { useLocation } from "wouter";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { extractErrorMessage } from "../../../domain/errors.ts";
import { NO_ACCESS_PATH } from "../../../domain/navigation.ts";
import { translate } from "../../i18n/index.ts";
import { sessionMachine } from "../../machines/sessionMachine.ts";
import { showToast } from "../../ui/toast.tsx";
import { destroyActiveUser, writeActiveUser } from "../authCookie.ts";
import type { Inspect } from "../inspector.ts";
import { createUrqlClient, SESSION_HANDLE_HEADER } from "../urqlClient.ts";
import { LogoutMutation } from "./documents.ts";
import { createSessionActors } from "./sessionActors.ts";

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

export type SessionProviderProps = {
  children: ReactNode;
  /** The Stately inspector, attached in development builds only (see inspector.ts). */
  inspect?: Inspect | undefined;
};

/**
 * Owns the session actor and the urql client. Signing out (or "To Login Page") replaces the
 * client, so its normalised cache goes with the session (SPEC §4).
 */
export function SessionProvider({ children, inspect }: SessionProviderProps) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const actorRef = useRef<SessionActor | null>(null);
  const language = () => actorRef.current?.getSnapshot().context.user.language ?? "en";

  const makeClient = () =>
    createUrqlClient(
      {
        unauthorized: () => actorRef.current?.send({ type: "session.unauthorized" }),
        sessionChanged: () => {
          const actor = actorRef.current;
          if (!actor?.getSnapshot().matches("authenticated")) return;
          showToast("error", translate(language(), "toast.sessionChanged"));
          actor.send({ type: "session.changed" });
        },
        forbidden: () => {
          navigateRef.current("/");
          showToast("error", translate(language(), "toast.permissionDenied"));
        },
        noAccess: (operation) => {
          showToast("error", translate(language(), "toast.noAccess"));
          if (operation.kind === "query") navigateRef.current(NO_ACCESS_PATH);
        },
        inactive: (which) =>
          actorRef.current?.send({
            type: "stream.status",
            clientStatus: which === "client" ? "inactive" : "active",
            accountStatus: which === "account" ? "inactive" : "active",
          }),
        failed: (error) =>
          showToast(
            "error",
            translate(language(), "toast.somethingWentWrong", {
              message: extractErrorMessage(error),
            }),
          ),
      },
      () => actorRef.current?.getSnapshot().context.session ?? null,
    );

  const [client, setClient] = useState(makeClient);
  const clientRef = useRef(client);
  clientRef.current = client;

  const actor = useActorRef(
    sessionMachine.provide({
      actors: createSessionActors(() => clientRef.current),
      actions: {
        // The session cookie is the server's (HttpOnly, issue 11 A4); only the Active user
        // cookie of SPEC §3 is written here.
        persistSession: ({ context }) => writeActiveUser(context.user),
        persistLogin: ({ context }) => writeActiveUser(context.user),
        endServerSession: (_, { session }) => {
          if (!session) return;
          void clientRef.current
            .mutation(
              LogoutMutation,
              {},
              { fetchOptions: { headers: { [SESSION_HANDLE_HEADER]: session } } },
            )
            .toPromise();
        },
        clearStoredSession: () => {
          destroyActiveUser();
          const fresh = makeClient();
          clientRef.current = fresh;
          setClient(fresh);
        },
        notifyError: (_, params) =>
          showToast(
            "error",
            translate(language(), "toast.somethingWentWrong", { message: params.message }),
          ),
      },
    }),
    inspect ? { inspect } : {},
  );
  actorRef.current = actor;

  return (
    <SessionContext value={actor}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </SessionContext>
  );
}

export function useSessionActor(): SessionActor {
  const actor = use(SessionContext);
  if (!actor) throw new Error("useSessionActor must be used inside <SessionProvider>");
  return actor;
}

/** Reads a slice of the session; re-renders only when the slice changes. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}
