import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MAX_REQUEST_BYTES, requestTooLargeBody } from "../gateway/guards.ts";
import type { ServiceUrls } from "../gateway/services.ts";
import { createGateway } from "../gateway/yoga.ts";
import type { Db } from "../services/db/pool.ts";
import { FILE_PREFIX, fileService } from "../services/file/plugin.ts";
import { Payouts } from "../services/hcm/payouts/provider.ts";
import { providerSimulator, SIMULATOR_PREFIX } from "../services/hcm/payouts/simulator/plugin.ts";
import { HCM_PREFIX, hcmService } from "../services/hcm/plugin.ts";
import type { JobQueue } from "../services/jobs/runtime.ts";
import type { EventHub } from "../services/main/events/hub.ts";
import { MAIN_PREFIX, mainService } from "../services/main/plugin.ts";
import { publicRoutes } from "../services/shared/access.ts";
import { healthRoutes } from "../services/shared/health.ts";
import { createBaseServer } from "../services/shared/server.ts";
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

  const ownUrls = (): ServiceUrls => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    return {
      main: options.serviceUrls?.main ?? `${base}${MAIN_PREFIX}`,
      hcm: options.serviceUrls?.hcm ?? `${base}${HCM_PREFIX}`,
      file: options.serviceUrls?.file ?? `${base}${FILE_PREFIX}`,
    };
  };
  mountGateway(app, createGateway({ services: ownUrls }));

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
      reply.send(response.body);
      return reply;
    },
  });
}
