import type { FastifyInstance } from "fastify";
import { pendingMigrations } from "../db/migrate.ts";
import type { Db } from "../db/pool.ts";

/** /healthz: the process answers. /readyz: the database answers and every migration is applied. */
export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get("/healthz", { schema: { hide: true }, config: { public: true } }, async () => ({
    status: "ok",
  }));
  app.get(
    "/readyz",
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) => {
      try {
        const pending = await db.global((tx) => pendingMigrations(tx));
        if (pending > 0)
          return reply.status(503).send({ message: `${pending} migrations pending` });
        return { status: "ready" };
      } catch {
        return reply.status(503).send({ message: "database unreachable" });
      }
    },
  );
}
