import { Ajv, type ErrorObject } from "ajv";
import type { FastifySchemaCompiler } from "fastify";
import type { TSchema } from "typebox";
import { DAILY_RECIPIENTS, MONTHLY_RECIPIENTS } from "../../../domain/tax/index.ts";
import {
  BpjsBpuRequest,
  type BpjsBpuRequestBody,
  BpjsWageRequest,
  type BpjsWageRequestBody,
  DailyRequest,
  type DailyRequestBody,
  MonthlyRequest,
  type MonthlyRequestBody,
  PaymentRequest,
  type PaymentRequestBody,
  RECIPIENTS,
} from "./schemas.ts";

/**
 * Staged validation of the simulators' union bodies. ajv checking a union reports every
 * branch's complaints ("must match exactly one schema", three sets of missing fields); a
 * caller needs one field and one reason. So the discriminator is checked first (`recipient`,
 * or `scheme` for BPJS), then its variant's schema, then the rules a schema cannot say
 * (months ascending and unique, no month after lastPeriod, years the rate data covers).
 *
 * Problems are ajv-shaped, so the server's error handler answers them like any schema
 * failure: 400 `{ message: "Invalid body: periods.2.month must be <= 12", detail, errors }`.
 */
export type Issue = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
};

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** The years a simulation may ask for: those the engine's dated rate data covers. */
export type YearRange = { first: number; last: number };

// The same options as the server's body validator: exact types, defaults filled in.
const ajv = new Ajv({
  allErrors: true,
  useDefaults: true,
  strict: false,
  coerceTypes: false,
  removeAdditional: false,
});

function compile<T>(schema: TSchema) {
  const validate = ajv.compile(schema);
  return (data: unknown): Checked<T> =>
    validate(data)
      ? { ok: true, value: data as T }
      : { ok: false, issues: (validate.errors ?? []).map(clarify) };
}

const checkMonthly = compile<MonthlyRequestBody>(MonthlyRequest);
const checkDaily = compile<DailyRequestBody>(DailyRequest);
const checkPayment = compile<PaymentRequestBody>(PaymentRequest);
const checkBpjsWage = compile<BpjsWageRequestBody>(BpjsWageRequest);
const checkBpjsBpu = compile<BpjsBpuRequestBody>(BpjsBpuRequest);

const issue = (path: string, message: string, keyword = "x-rule"): Issue => ({
  instancePath: path,
  keyword,
  params: {},
  message,
});

const oneOf = (values: readonly unknown[]) => `must be one of ${values.join(", ")}`;

/** ajv's enum/const wording names no value; say which are allowed. */
function clarify(error: ErrorObject): Issue {
  const base = {
    instancePath: error.instancePath,
    keyword: error.keyword,
    params: error.params as Record<string, unknown>,
  };
  if (error.keyword === "enum")
    return { ...base, message: oneOf(error.params["allowedValues"] as unknown[]) };
  if (error.keyword === "const")
    return { ...base, message: `must be ${String(error.params["allowedValue"])}` };
  return { ...base, message: error.message ?? "is invalid" };
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body);

const NOT_AN_OBJECT: Checked<never> = {
  ok: false,
  issues: [issue("", "must be a JSON object", "type")],
};

const missing = (property: string): Issue => ({
  instancePath: "",
  keyword: "required",
  params: { missingProperty: property },
  message: "is required",
});

function yearIssue(year: number, years: YearRange, path = "/year"): Issue | null {
  if (year >= years.first && year <= years.last) return null;
  return issue(
    path,
    `must be between ${years.first} and ${years.last} (the years the rate data covers)`,
  );
}

export type Pph21Body =
  | { shape: "monthly"; body: MonthlyRequestBody }
  | { shape: "daily"; body: DailyRequestBody }
  | { shape: "payment"; body: PaymentRequestBody };

const includes = (list: readonly string[], value: unknown): boolean =>
  typeof value === "string" && list.includes(value);

/** The PPh 21 simulator's body: `recipient` first, then its variant, then the cross-field rules. */
export function checkPph21(body: unknown, years: YearRange): Checked<Pph21Body> {
  if (!isObject(body)) return NOT_AN_OBJECT;
  const object = body;
  const recipient = object["recipient"];
  if (recipient === undefined) return { ok: false, issues: [missing("recipient")] };
  if (!includes(RECIPIENTS, recipient))
    return { ok: false, issues: [issue("/recipient", oneOf(RECIPIENTS), "enum")] };

  if (includes(MONTHLY_RECIPIENTS, recipient)) {
    const checked = checkMonthly(object);
    if (!checked.ok) return checked;
    const issues = monthlyRules(checked.value, years);
    return issues.length
      ? { ok: false, issues }
      : { ok: true, value: { shape: "monthly", body: checked.value } };
  }
  if (includes(DAILY_RECIPIENTS, recipient)) {
    const checked = checkDaily(object);
    if (!checked.ok) return checked;
    const issues = dailyRules(checked.value, years);
    return issues.length
      ? { ok: false, issues }
      : { ok: true, value: { shape: "daily", body: checked.value } };
  }
  const checked = checkPayment(object);
  if (!checked.ok) return checked;
  const issues = paymentRules(checked.value, years);
  return issues.length
    ? { ok: false, issues }
    : { ok: true, value: { shape: "payment", body: checked.value } };
}

function monthlyRules(body: MonthlyRequestBody, years: YearRange): Issue[] {
  const issues: Issue[] = [];
  const year = yearIssue(body.year, years);
  if (year) issues.push(year);
  const seen = new Map<number, number>();
  body.periods.forEach((period, index) => {
    const earlier = seen.get(period.month);
    const previous = body.periods[index - 1];
    if (earlier !== undefined)
      issues.push(
        issue(`/periods/${index}/month`, `repeats periods.${earlier}.month (${period.month})`),
      );
    else if (previous && period.month < previous.month)
      issues.push(
        issue(
          `/periods/${index}/month`,
          `must come after periods.${index - 1}.month (${previous.month}): months ascending`,
        ),
      );
    seen.set(period.month, index);
  });
  // One shape for every monthly recipient (issue 6): lastPeriod and subjectiveChange are taken
  // from all four; the engine reconciles permanent employees and pensioners only and answers a
  // note for the others. lastPeriod must still agree with the periods, whoever sends it.
  const lastMonth = body.periods.at(-1)?.month ?? 0;
  if (body.lastPeriod != null && body.lastPeriod < lastMonth)
    issues.push(
      issue(
        "/lastPeriod",
        `must not be before the last month given (${lastMonth}): no period comes after the last tax period`,
      ),
    );
  return issues;
}

function dailyRules(body: DailyRequestBody, years: YearRange): Issue[] {
  const issues: Issue[] = [];
  const year = yearIssue(body.year, years);
  if (year) issues.push(year);
  if (body.days === undefined && body.pieceRate === undefined)
    issues.push(issue("/days", "is required (or pieceRate)"));
  if (body.days !== undefined && body.pieceRate !== undefined)
    issues.push(issue("/pieceRate", "cannot be given with days: send one of them"));
  return issues;
}

function paymentRules(body: PaymentRequestBody, years: YearRange): Issue[] {
  const issues: Issue[] = [];
  const year = yearIssue(body.year, years);
  if (year) issues.push(year);
  // paidToWorkers + materials may exceed the gross (a loss): the base is then 0, not an error.
  if (body.recipient !== "non_employee")
    body.payments.forEach((payment, index) => {
      for (const field of ["paidToWorkers", "materials"] as const)
        if (payment[field] !== undefined)
          issues.push(issue(`/payments/${index}/${field}`, "applies to non_employee only"));
    });
  return issues;
}

export type BpjsBody =
  | { scheme: "pu"; body: BpjsWageRequestBody }
  | { scheme: "bpu"; body: BpjsBpuRequestBody };

/** The BPJS simulator's body: `scheme` first (absent = wage earners), then its shape. */
export function checkBpjs(body: unknown, years: YearRange): Checked<BpjsBody> {
  if (!isObject(body)) return NOT_AN_OBJECT;
  const object = body;
  const scheme = object["scheme"];
  if (scheme === "bpu") {
    const checked = checkBpjsBpu(object);
    if (!checked.ok) return checked;
    const { year, month } = checked.value;
    const issues: Issue[] = [];
    if (year !== undefined) {
      const wrong = yearIssue(year, years);
      if (wrong) issues.push(wrong);
    } else if (month !== undefined) issues.push(issue("/year", "is required with month"));
    return issues.length
      ? { ok: false, issues }
      : { ok: true, value: { scheme: "bpu", body: checked.value } };
  }
  if (scheme !== undefined && scheme !== "pu")
    return { ok: false, issues: [issue("/scheme", oneOf(["pu", "bpu"]), "enum")] };
  const checked = checkBpjsWage(object);
  if (!checked.ok) return checked;
  const year = yearIssue(checked.value.year, years);
  return year
    ? { ok: false, issues: [year] }
    : { ok: true, value: { scheme: "pu", body: checked.value } };
}

/**
 * A Fastify validator compiler for one route's body: runs `check` and hands Fastify the issues
 * (which the server's error handler answers as the usual 400) or the checked value, which
 * becomes `request.body`.
 */
export function stagedBodyValidator<T>(
  check: (body: unknown) => Checked<T>,
): FastifySchemaCompiler<unknown> {
  return ({ httpPart }) => {
    if (httpPart !== "body") return () => true;
    return (data: unknown) => {
      const checked = check(data);
      if (checked.ok) return { value: checked.value };
      return { error: checked.issues.map((found) => ({ ...found, schemaPath: "" })) };
    };
  };
}
