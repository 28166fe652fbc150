import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from "fastify";
import { hasMenu, type MenuId } from "../domain/menus.ts";
import { menuFlagGates } from "../domain/navigation.ts";
import { MAX_REQUEST_BYTES, requestTooLargeBody } from "../gateway/guards.ts";
import type { LocalServices, ServiceName, ServiceUrls } from "../gateway/services.ts";
import { createGateway } from "../gateway/yoga.ts";
import type { Db } from "../services/db/pool.ts";
import { FILE_PREFIX, fileService } from "../services/file/plugin.ts";
import { Payouts } from "../services/hcm/payouts/provider.ts";
import { providerSimulator, SIMULATOR_PREFIX } from "../services/hcm/payouts/simulator/plugin.ts";
import { HCM_PREFIX, hcmService } from "../services/hcm/plugin.ts";
import type { JobQueue } from "../services/jobs/runtime.ts";
import { agentPage } from "../services/main/agents/routes/list.ts";
import { AgentListQuery } from "../services/main/agents/schemas.ts";
import { meOf } from "../services/main/auth/routes/me.ts";
import { modulesOf } from "../services/main/client/routes.ts";
import type { EventHub } from "../services/main/events/hub.ts";
import { MAIN_PREFIX, mainService } from "../services/main/plugin.ts";
import { publicRoutes } from "../services/shared/access.ts";
import { healthRoutes } from "../services/shared/health.ts";
import {
  closeLocalScope,
  LOCAL_SCOPE_HEADER,
  openLocalScope,
  sharedInLocalScope,
} from "../services/shared/localScope.ts";
import { activeCallerOf, type Principal } from "../services/shared/principal.ts";
import {
  createBaseServer,
  queryValidator,
  unstorableTextField,
} from "../services/shared/server.ts";
import { consoleSecurityHeaders } from "./security-headers.ts";

export type AppOptions = {
  db: Db;
  hub: EventHub;
  environment: string;
  /** Where the gateway finds the services; defaults to this server's own address. */
  serviceUrls?: Partial<ServiceUrls>;
  /** The built console (dist/); null serves the APIs only. */
  consoleDir?: string | null;
  logger?: boolean;
  /** Background jobs (pg-boss) the services enqueue work on; see services/jobs. */
  jobs?: JobQueue;
  /** Where uploaded files are stored (default FILE_STORAGE_DIR or .data/files). */
  fileStorageDir?: string;
  /** Issue 18: payouts (provider settings, this process's address); default from the environment. */
  payouts?: Payouts;
};

/**
 * Everything in one Fastify instance: the three REST services on their prefixes, the gateway
 * at /graphql and the built console at / (SPA fallback to index.html).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const consoleDir = options.consoleDir ? path.resolve(options.consoleDir) : null;
  const app = await createBaseServer({
    db: options.db,
    environment: options.environment,
    logger: options.logger ?? false,
    fallback: consoleDir ? serveConsoleIndex : undefined,
  });
  healthRoutes(app, options.db);

  const payouts = options.payouts ?? new Payouts();
  await app.register(async (scope) => mainService(scope, options), { prefix: MAIN_PREFIX });
  await app.register(async (scope) => hcmService(scope, { ...options, payouts }), {
    prefix: HCM_PREFIX,
  });
  await app.register(async (scope) => fileService(scope, options), { prefix: FILE_PREFIX });
  // Issue 18, the local payout provider simulator (not in production) at /provider-sim:
  const jobs = options.jobs;
  if (payouts.settings.simulator && options.environment !== "production" && jobs)
    await app.register(
      async (scope) => providerSimulator(scope, { db: options.db, jobs, payouts }),
      {
        prefix: SIMULATOR_PREFIX,
      },
    );
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (typeof address === "object" && address)
      payouts.listening(`http://127.0.0.1:${address.port}`);
  });

  // Read once the server listens (issue 19: server.address() on every gateway request was
  // 3 % of the `me` query's CPU in a profile); the port does not change after that.
  let listeningUrls: ServiceUrls | null = null;
  const ownUrls = (): ServiceUrls => {
    if (listeningUrls) return listeningUrls;
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const urls = {
      main: options.serviceUrls?.main ?? `${base}${MAIN_PREFIX}`,
      hcm: options.serviceUrls?.hcm ?? `${base}${HCM_PREFIX}`,
      file: options.serviceUrls?.file ?? `${base}${FILE_PREFIX}`,
    };
    if (port !== 0) listeningUrls = urls;
    return urls;
  };
  mountGateway(app, createGateway({ services: ownUrls, local: localServices(app, options) }));

  if (consoleDir) {
    consoleSecurityHeaders(app);
    // The console's files need no session (the app behind them asks for one). Registered on
    // the root, not in a scope: the SPA fallback (the not-found handler) uses its sendFile.
    await publicRoutes(app, () =>
      app.register(fastifyStatic, {
        root: consoleDir,
        wildcard: false,
        setHeaders(res, filePath) {
          res.setHeader(
            "cache-control",
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? "public, max-age=31536000, immutable"
              : "no-cache",
          );
        },
      }),
    );
  }
  return app;
}

const PREFIXES: Record<ServiceName, string> = {
  main: MAIN_PREFIX,
  hcm: HCM_PREFIX,
  file: FILE_PREFIX,
};

/**
 * A GET the gateway of this process answers without running its route (LocalScope.read),
 * with the function the route answers with, so the two cannot drift apart:
 * - no `menu` and no `query`: the caller's own data, for a route with `config.session`;
 * - `menu` and `query`: for a route whose access is exactly that menu (one with no feature
 *   flags) and whose query string schema is this very object. The query is held to the
 *   route's own validator (coerced, defaults filled in) and `when` says which validated
 *   queries are read here; `read` throwing (a filter the route refuses) means the route
 *   answers instead.
 */
type LocalRead =
  | { read: (principal: Principal) => unknown }
  | {
      menu: MenuId;
      query: object;
      when: (query: Record<string, unknown>) => boolean;
      read: (principal: Principal, query: never, db: Db) => Promise<unknown>;
    };

const LOCAL_READS: Record<string, LocalRead> = {
  [`${MAIN_PREFIX}/auth/me`]: { read: meOf },
  [`${MAIN_PREFIX}/client/modules`]: { read: modulesOf },
  // The employee list's summary view: the console's list, pickers and searches (issue 19).
  [`${MAIN_PREFIX}/agents`]: {
    menu: "employee-list",
    query: AgentListQuery,
    when: (query) => query["view"] === "summary",
    read: (principal, query, db) => agentPage(db, principal, query),
  },
};

/**
 * Refuses to start when a route of LOCAL_READS is gone, or its access or query schema is no
 * longer what its read checks.
 */
function assertLocalReads(app: FastifyInstance): void {
  for (const [url, local] of Object.entries(LOCAL_READS)) {
    const route = app.registeredRoutes.find((each) => each.method === "GET" && each.url === url);
    if (!("menu" in local)) {
      if (route?.access.kind !== "session" || route.querystring !== undefined)
        throw new Error(`${url}: an in-process read needs a GET route with config.session`);
      continue;
    }
    const menus = route?.access.kind === "menu" ? route.access.menus : null;
    if (!Array.isArray(menus) || menus.length !== 1 || menus[0] !== local.menu)
      throw new Error(`${url}: the in-process read checks menu ${local.menu}, the route does not`);
    if (menuFlagGates(local.menu).length > 0)
      throw new Error(`${url}: an in-process read does not check ${local.menu}'s feature flags`);
    if (route?.querystring !== local.query)
      throw new Error(`${url}: the in-process read's query schema is not the route's`);
  }
}

/** The query as the route would see it: each value as text, as a URL carries it. */
function asQueryString(query: Readonly<Record<string, string | number>>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) text[key] = String(value);
  return text;
}

/**
 * Issue 19: the gateway calls the services of this process through Fastify's inject, with no
 * socket, no HTTP parsing and no second pass through the kernel; the whole route still runs
 * (hooks, access, validation, serialisation), exactly as over HTTP. A service given another
 * address (`serviceUrls`) is called there over HTTP. Each gateway request opens a local scope
 * (services/shared/localScope.ts): its calls share one session lookup.
 */
function localServices(app: FastifyInstance, options: AppOptions): LocalServices {
  assertLocalReads(app);
  const validators = new Map<object, (input: unknown) => boolean>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = queryValidator(schema);
      validators.set(schema, validate);
    }
    return validate;
  };
  return {
    has: (service) => options.serviceUrls?.[service] === undefined,
    open() {
      const scope = openLocalScope();
      return {
        async read(service, path, headers, query = {}) {
          const local = LOCAL_READS[`${PREFIXES[service]}${path}`];
          if (!local) return null;
          const plain = !("menu" in local);
          if (plain && Object.keys(query).length > 0) return null;
          const caller = await activeCallerOf(options.db, headers, (key, compute) =>
            sharedInLocalScope(scope, key, compute),
          );
          if (!caller) return null;
          if (plain) return { data: local.read(caller) };
          // Anything the route would refuse, the route answers (its status, text, language).
          if (!hasMenu(caller.menus, local.menu)) return null;
          const input: Record<string, unknown> = asQueryString(query);
          if (unstorableTextField(input) !== null) return null;
          if (!validatorOf(local.query)(input) || !local.when(input)) return null;
          try {
            return { data: await local.read(caller, input as never, options.db) };
          } catch {
            return null;
          }
        },
        async call(service, call) {
          const answer = await app.inject({
            method: call.method as InjectOptions["method"],
            url: `${PREFIXES[service]}${call.path}`,
            headers: { ...call.headers, [LOCAL_SCOPE_HEADER]: scope },
            ...(call.body === undefined ? {} : { payload: call.body }),
          });
          const cookies = answer.headers["set-cookie"];
          return {
            status: answer.statusCode,
            text: answer.payload,
            setCookie: cookies === undefined ? [] : [cookies].flat(),
          };
        },
        close: () => closeLocalScope(scope),
      };
    },
  };
}

function serveConsoleIndex(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.url;
  if (request.method !== "GET" || url.startsWith("/api/") || url.startsWith("/graphql"))
    return false;
  void reply.header("cache-control", "no-cache").sendFile("index.html");
  return true;
}

/** graphql-yoga inside Fastify, as its integration guide does it. */
export function mountGateway(app: FastifyInstance, yoga: ReturnType<typeof createGateway>): void {
  app.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    schema: { hide: true },
    // Fastify reads the body before yoga sees it: refuse a big one here (gateway/guards.ts).
    bodyLimit: MAX_REQUEST_BYTES,
    errorHandler: (error, _request, reply) => {
      if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
      return reply.status(413).send(requestTooLargeBody());
    },
    // The gateway authenticates each call by forwarding the caller's token to the services.
    config: { public: true },
    handler: async (request, reply) => {
      // The server context carries the Fastify request, whose `ip` (TRUST_PROXY applied) the
      // gateway forwards so the services rate-limit per browser, not per gateway.
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        req: request,
      } as never);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Issue 19: a whole answer goes out in one write with its headers. Handing Fastify the
      // body stream wrote each chunk on its own (writev was a fifth of the CPU at 50
      // connections); only a subscription's event stream needs streaming.
      const type = response.headers.get("content-type") ?? "";
      if (type.startsWith("text/event-stream") || type.startsWith("multipart/"))
        reply.send(response.body);
      else reply.send(await response.text());
      return reply;
    },
  });
}
