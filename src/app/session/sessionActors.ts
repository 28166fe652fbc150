import type { Client, CombinedError } from "urql";
import { fromCallback, fromPromise } from "xstate";
import { extractErrorMessage } from "../../../domain/errors.ts";
import { type FragmentType, useFragment as readFragment } from "../../gql";
import type { ActiveUserFieldsFragment } from "../../gql/graphql.ts";
import type {
  ActiveUser,
  LoginResult,
  Modules,
  Restored,
  SessionError,
  StreamEvent,
  SystemConfig,
} from "../../machines/sessionMachine.ts";
import {
  ActiveUserFields,
  LoginMutation,
  LogoutMutation,
  ModulesQuery,
  RestoreSessionQuery,
  SystemConfigQuery,
} from "./documents.ts";
import { announceLiveChange } from "./liveChanges.ts";

/** The live "something changed" pointers pages subscribe to (services/shared/live.ts). */
const LIVE_CHANGE_TYPES = ["attendance", "attendance_request", "leave", "overtime"];

/** A failed GraphQL call as the session machine classifies it (SPEC §8). */
export function toSessionError(error: CombinedError): SessionError {
  const code = error.graphQLErrors[0]?.extensions["code"];
  return {
    code:
      typeof code === "string"
        ? code
        : error.networkError
          ? "NETWORK_ERROR"
          : "INTERNAL_SERVER_ERROR",
    message: extractErrorMessage(error),
  };
}

/** GraphQL's Active user → the SPEC §3 shape the console keeps. */
export function toActiveUser(fragment: FragmentType<typeof ActiveUserFields>): ActiveUser {
  const user: ActiveUserFieldsFragment = readFragment(ActiveUserFields, fragment);
  return {
    avatarURL: user.avatarUrl,
    client_id: user.clientId,
    email: user.email,
    fullname: user.fullname,
    id: user.id,
    has_menus: [...user.hasMenus],
    roles: user.roles,
    sso: user.sso,
    language: user.language,
  };
}

async function unwrap<T>(promise: Promise<{ data?: T; error?: CombinedError }>): Promise<T> {
  const result = await promise;
  if (result.error) throw toSessionError(result.error);
  if (!result.data)
    throw { code: "INTERNAL_SERVER_ERROR", message: "Empty response" } satisfies SessionError;
  return result.data;
}

/** Fresh from the server, and silent: the session machine reports its own failures. */
const NETWORK_ONLY = { requestPolicy: "network-only", silent: true } as const;

/** The session machine's side effects, over the console's current urql client. */
export function createSessionActors(client: () => Client) {
  return {
    restoreSession: fromPromise<Restored, Record<string, never>>(async () => {
      const data = await unwrap(client().query(RestoreSessionQuery, {}, NETWORK_ONLY).toPromise());
      return {
        user: toActiveUser(data.me.user),
        modules: { ...data.me.modules, menus: [...data.me.modules.menus] },
        session: data.me.session,
      };
    }),
    login: fromPromise<LoginResult, { email: string; password: string }>(async ({ input }) => {
      const data = await unwrap(client().mutation(LoginMutation, input).toPromise());
      return { session: data.login.session, user: toActiveUser(data.login.user) };
    }),
    fetchModules: fromPromise<Modules, { session: string }>(async () => {
      const data = await unwrap(client().query(ModulesQuery, {}, NETWORK_ONLY).toPromise());
      return { roles: data.modules.roles, menus: [...data.modules.menus] };
    }),
    fetchSystemConfig: fromPromise<SystemConfig, { session: string }>(async () => {
      const data = await unwrap(client().query(SystemConfigQuery, {}, NETWORK_ONLY).toPromise());
      return {
        maintenance: data.systemConfig.maintenance.fullMaintenance,
        flags: Object.fromEntries(
          data.systemConfig.featureFlags.map((flag) => [flag.name, flag.enabled]),
        ),
      };
    }),
    logout: fromPromise<void, { session: string }>(async () => {
      await client().mutation(LogoutMutation, {}).toPromise();
    }),
    /**
     * SPEC §4/§7: the live stream at /api/main/v1/events, authenticated by the session cookie
     * (EventSource sends it); `session` names this tab's session, so a stream reopened after
     * another tab signed in as someone else is refused. END closes it for good.
     */
    eventStream: fromCallback<StreamEvent, { session: string }>(({ sendBack, input }) => {
      const source = new EventSource(
        `/api/main/v1/events?session=${encodeURIComponent(input.session)}`,
      );
      source.onmessage = (message) => {
        if (message.lastEventId === "END") {
          source.close();
          sendBack({ type: "stream.end" });
          return;
        }
        const payload = JSON.parse(message.data) as Record<string, unknown>;
        if (payload["type"] === "session_status") {
          sendBack({
            type: "stream.status",
            clientStatus: String(payload["client_status"]),
            accountStatus: String(payload["client_account_status"]),
          });
        } else if (payload["type"] === "system_config") {
          sendBack({ type: "stream.config" });
        } else if (payload["type"] === "modules") {
          sendBack({ type: "stream.modules" });
        } else if (LIVE_CHANGE_TYPES.includes(String(payload["type"]))) {
          // Issue 14: pages showing attendance refetch (liveChanges.ts); issue 15: leave and
          // overtime pages too (services/shared/live.ts LiveChange).
          announceLiveChange({
            type: String(payload["type"]),
            dates: Array.isArray(payload["dates"]) ? payload["dates"].map(String) : [],
          });
        }
      };
      // EventSource retries by itself; CLOSED means it gave up (a non-200 answer).
      source.onerror = () => {
        if (source.readyState === EventSource.CLOSED) sendBack({ type: "stream.lost" });
      };
      return () => source.close();
    }),
  };
}
