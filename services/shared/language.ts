import type { FastifyRequest } from "fastify";
import type { Lang } from "../../domain/enums.ts";
import { localizeHeadline, localizeProblem } from "../../domain/problems.ts";
import type { FieldError } from "./errors.ts";

/**
 * The language a request is answered in (issue 11 B4): the signed-in user's choice on
 * /settings once the request is authenticated, else the browser's Accept-Language (login,
 * which the gateway forwards), else English.
 */
const chosen = new WeakMap<FastifyRequest, Lang>();

/** Called where a request's principal is found: its language wins over the header. */
export function rememberLanguage(request: FastifyRequest, language: Lang): void {
  chosen.set(request, language);
}

export function wasLanguageChosen(request: FastifyRequest): boolean {
  return chosen.has(request);
}

export function languageOf(request: FastifyRequest): Lang {
  return chosen.get(request) ?? acceptedLanguage(request.headers["accept-language"]);
}

/**
 * The language an Accept-Language header prefers among ours: the highest q of `id` (or the
 * legacy `in`) and `en`, ties to the first listed; anything else is English.
 */
export function acceptedLanguage(header: string | string[] | undefined): Lang {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  let best: { language: Lang; q: number } | null = null;
  for (const part of text.split(",").slice(0, 20)) {
    const [range = "", ...options] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const language: Lang | null =
      primary === "id" || primary === "in" ? "id" : primary === "en" ? "en" : null;
    if (!language) continue;
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith("q="));
    const q = qOption === undefined ? 1 : Number(qOption.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? "en";
}

type ErrorBody = { message: string; detail?: unknown; errors?: readonly FieldError[] };

const isFieldError = (item: unknown): item is FieldError =>
  typeof item === "object" &&
  item !== null &&
  typeof (item as FieldError).field === "string" &&
  typeof (item as FieldError).message === "string";

const localizeList = (language: Lang, list: readonly unknown[]) =>
  list.map((item) =>
    isFieldError(item) ? { ...item, message: localizeProblem(language, item.message) } : item,
  );

/**
 * An error answer of `status` with its field problems (`errors`, and `detail` when it is the
 * same list) in `language`, and the headline of a refused form (400, 409: "Failed to Create
 * Agent"). Other headlines stay: clients match some of them (the SPEC §2 inactivation texts
 * on a 403 become the gateway's CLIENT_INACTIVE / ACCOUNT_INACTIVE codes).
 */
export function localizeErrorBody<T extends ErrorBody>(body: T, language: Lang, status = 400): T {
  if (language === "en") return body;
  const refusedForm = status === 400 || status === 409;
  // An answer that carries its own wording in both languages (the account lock, issue 11 A6).
  const own = (body.detail as { messages?: Partial<Record<Lang, unknown>> } | undefined)
    ?.messages?.[language];
  return {
    ...body,
    ...(refusedForm ? { message: localizeHeadline(language, body.message) } : {}),
    ...(typeof own === "string" ? { message: own } : {}),
    ...(Array.isArray(body.detail) ? { detail: localizeList(language, body.detail) } : {}),
    ...(body.errors ? { errors: localizeList(language, body.errors) } : {}),
  };
}
