import {
  DAILY_RECIPIENTS,
  MONTHLY_RECIPIENTS,
  type Pph21Result,
} from "../../../domain/tax/index.ts";
import type { GatewayContext } from "../../context.ts";

/**
 * An input object as the REST body: null fields dropped (GraphQL's "not given"), so the
 * service applies its defaults and names what is really missing.
 */
export function restBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restBody);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined)
      .map(([key, field]) => [key, restBody(field)]),
  );
}

const typename = (result: Pph21Result) =>
  (MONTHLY_RECIPIENTS as readonly string[]).includes(result.recipient)
    ? "MonthlyPph21Simulation"
    : (DAILY_RECIPIENTS as readonly string[]).includes(result.recipient)
      ? "DailyPph21Simulation"
      : "PaymentPph21Simulation";

/** PPh 21 simulation through hcm's REST simulator; its 400s arrive as BAD_USER_INPUT. */
export async function simulatePph21(
  _parent: unknown,
  args: { input: Record<string, unknown> },
  context: GatewayContext,
) {
  const result = await context.services.post<Pph21Result>(
    "hcm",
    "/tax/pph21/simulate",
    restBody(args.input),
  );
  return { __typename: typename(result), ...result };
}
