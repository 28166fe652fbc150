import type { FastifyInstance } from "fastify";
import type { Db } from "../db/pool.ts";
import { rememberLanguage, wasLanguageChosen } from "./language.ts";
import { findPrincipal, tokenOf } from "./principal.ts";

/**
 * Errors raised before a route found its caller (the JSON-schema check runs before the
 * handler) still answer in the signed-in user's language: on an error only, the session
 * behind the bearer token is read for it. Hooks run before the error handler.
 */
export function answerInSessionLanguage(app: FastifyInstance, db: Db): void {
  app.addHook("onError", async (request) => {
    if (wasLanguageChosen(request)) return;
    const token = tokenOf(request);
    if (!token) return;
    const principal = await findPrincipal(db, token).catch(() => null);
    if (principal) rememberLanguage(request, principal.language);
  });
}
