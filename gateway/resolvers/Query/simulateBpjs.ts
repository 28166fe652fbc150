import type { BpjsResult } from "../../../domain/tax/index.ts";
import type { GatewayContext } from "../../context.ts";
import { restBody } from "./simulatePph21.ts";

/** One month's BPJS contributions through hcm's REST simulator. */
export async function simulateBpjs(
  _parent: unknown,
  args: { input: Record<string, unknown> },
  context: GatewayContext,
) {
  const result = await context.services.post<BpjsResult>(
    "hcm",
    "/bpjs/simulate",
    restBody(args.input),
  );
  return {
    __typename: result.scheme === "bpu" ? "BpjsBpuSimulation" : "BpjsWageSimulation",
    ...result,
  };
}
