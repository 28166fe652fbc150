/**
 * npm run bench:gateway-floor -- [--requests 20000] [--concurrency 50] [--rounds 3]
 *                                 [--email admin@maju.test] [--password Tenaga-demo-1]
 *
 * Issue 19: what a GraphQL request costs in this process before any resolver runs, measured
 * without sockets (Fastify's inject, `--concurrency` requests in flight) so that only Node's
 * own work counts. Side by side, each the best of `--rounds`:
 *
 *   fastify route        the cheapest route Fastify can answer (a constant, no hooks)
 *   bare yoga            graphql-yoga with no plugins, a one-field schema, mounted in Fastify
 *                        as server/app.ts mounts the gateway: `{ __typename }`
 *   gateway __typename   the product's gateway (its plugins, context, limits): `{ __typename }`
 *   REST modules         GET /api/main/v1/client/modules, signed in (a session look-up)
 *   GraphQL me           the console's `me` query through the gateway (the same look-up)
 *
 * "bare yoga" minus "fastify route" is the floor graphql-yoga itself sets for any operation;
 * the target for `me` (60 % of the modules call's throughput) needs `me` to cost at
 * most 1/0.6 of the modules call. Uses DATABASE_URL or the embedded PostgreSQL and the demo
 * data (signed in as --email), like `npm start`. No assertions: the figures go to the closing note.
 */
import { parseArgs } from "node:util";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { createSchema, createYoga } from "graphql-yoga";
import { buildApp, mountGateway } from "../../server/app.ts";
import { exitIfDatabaseLocked } from "../../services/db/target.ts";
import { EventHub } from "../../services/main/events/hub.ts";
import { prepareDatabase } from "../../services/shared/runtime.ts";
import { ADMIN_LOGIN, exitOnHelp, machineLine } from "./support.ts";

exitOnHelp(
  "usage: npm run bench:gateway-floor -- [--requests 20000] [--concurrency 50] [--rounds 3] [--email admin@maju.test] [--password Tenaga-demo-1]",
);
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    email: { type: "string", default: ADMIN_LOGIN.email },
    password: { type: "string", default: ADMIN_LOGIN.password },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const ROUNDS = Number(values.rounds);

/** A Fastify with one constant route and graphql-yoga at /graphql, nothing else. */
async function bareServer(): Promise<FastifyInstance> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: "type Query { hello: String }" }),
    graphiql: false,
    landingPage: false,
    logging: false,
    cors: false,
  });
  const bare = Fastify();
  bare.get("/constant", async () => ({ status: "ok" }));
  // Mounted as the product mounts its gateway (server/app.ts).
  mountGateway(bare, yoga as never);
  await bare.ready();
  return bare;
}

/** µs of wall time a request, `CONCURRENCY` in flight; throws on any answer but 200. */
async function measure(app: FastifyInstance, request: InjectOptions): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const answer = await app.inject(request);
        if (answer.statusCode !== 200 || answer.body.includes('"errors"'))
          throw new Error(`${request.url} answered ${answer.statusCode}: ${answer.body}`);
      }
    }),
  );
  return ((performance.now() - started) * 1000) / REQUESTS;
}

const { target, db } = await prepareDatabase().catch(exitIfDatabaseLocked);
const hub = new EventHub(target.appUrl, db);
await hub.start();
const app = await buildApp({ db, hub, environment: "development", consoleDir: null });
await app.ready();
const bare = await bareServer();

const login = await app.inject({
  method: "POST",
  url: "/api/main/v1/auth/login",
  payload: { email: values.email, password: values.password },
});
if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
const token = (login.json() as { data: { token: string } }).data.token;
const signedIn = { authorization: `Bearer ${token}` };
const json = { "content-type": "application/json" };
const typename = JSON.stringify({ query: "query T { __typename }", operationName: "T" });
const me = JSON.stringify({
  query:
    "query Me { me { user { id clientId email fullname avatarUrl hasMenus roles sso } modules { roles menus } } }",
  operationName: "Me",
});

const cases: [string, FastifyInstance, InjectOptions][] = [
  ["fastify route", bare, { method: "GET", url: "/constant" }],
  ["bare yoga", bare, { method: "POST", url: "/graphql", headers: json, payload: typename }],
  [
    "gateway __typename",
    app,
    { method: "POST", url: "/graphql", headers: { ...json, ...signedIn }, payload: typename },
  ],
  ["REST modules", app, { method: "GET", url: "/api/main/v1/client/modules", headers: signedIn }],
  [
    "GraphQL me",
    app,
    { method: "POST", url: "/graphql", headers: { ...json, ...signedIn }, payload: me },
  ],
];

console.log(`bench:gateway-floor, ${REQUESTS} requests × ${ROUNDS} rounds, ${CONCURRENCY} at once`);
console.log(machineLine());
const best = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++)
  for (const [name, server, request] of cases) {
    const us = await measure(server, request);
    best.set(name, Math.min(best.get(name) ?? Number.POSITIVE_INFINITY, us));
  }
const floor = best.get("fastify route")!;
console.table(
  cases.map(([name]) => ({
    case: name,
    "µs/req": Math.round(best.get(name)! * 10) / 10,
    "above the fastify route": Math.round((best.get(name)! - floor) * 10) / 10,
  })),
);
const ratio = best.get("REST modules")! / best.get("GraphQL me")!;
console.log(
  `GraphQL me at ${Math.round(ratio * 100)} % of the REST modules call's rate (in-process)`,
);

await bare.close();
await app.close();
await hub.stop();
await db.close();
await target.stop();
