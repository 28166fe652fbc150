import type { OvertimeResult } from "../../../domain/overtime/calculator.ts";
import type { ThrResult } from "../../../domain/overtime/thr.ts";
import type { GatewayContext } from "../../context.ts";
import { restBody } from "./simulatePph21.ts";

/** Issue 15: overtime pay through hcm's REST calculator; its 400s arrive as BAD_USER_INPUT. */
export function simulateOvertime(
  _parent: unknown,
  args: { input: Record<string, unknown> },
  context: GatewayContext,
) {
  return context.services.post<OvertimeResult>("hcm", "/overtime/simulate", restBody(args.input));
}

/** Issue 15: THR through hcm's REST calculator. */
export function simulateThr(
  _parent: unknown,
  args: { input: Record<string, unknown> },
  context: GatewayContext,
) {
  return context.services.post<ThrResult>("hcm", "/thr/simulate", restBody(args.input));
}
