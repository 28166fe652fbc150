/**
 * The two simulator entry points (issue 6). Pure and total for valid input; they throw an
 * `Error` with a clear message for logically impossible input (month out of range, a period
 * after the last period, an unknown JKK class…). Shape validation is the REST boundary's job.
 */
import { bpjsBpu, bpjsWage } from "./bpjs.ts";
import { dailyPph21, monthlyPph21, paymentPph21 } from "./pph21.ts";
import type {
  BpjsBpuRequest,
  BpjsBpuResult,
  BpjsRequest,
  BpjsResponse,
  BpjsWageRequest,
  BpjsWageResult,
  DailyPph21Request,
  DailyPph21Result,
  MonthlyPph21Request,
  MonthlyPph21Result,
  PaymentPph21Request,
  PaymentPph21Result,
  Pph21Request,
  Pph21Response,
} from "./types.ts";
import { DAILY_RECIPIENTS, MONTHLY_RECIPIENTS, PAYMENT_RECIPIENTS } from "./types.ts";

export * from "./types.ts";

/** PPh 21 / PPh 26 of one recipient: month by month, day by day or payment by payment. */
export function simulatePph21(request: MonthlyPph21Request): Pph21Response<MonthlyPph21Result>;
export function simulatePph21(request: DailyPph21Request): Pph21Response<DailyPph21Result>;
export function simulatePph21(request: PaymentPph21Request): Pph21Response<PaymentPph21Result>;
export function simulatePph21(request: Pph21Request): Pph21Response;
export function simulatePph21(request: Pph21Request): Pph21Response {
  if (request === null || typeof request !== "object") throw new Error("request must be an object");
  const recipient: string = request.recipient;
  if (isOneOf(MONTHLY_RECIPIENTS, recipient)) {
    return { data: monthlyPph21(request as MonthlyPph21Request) };
  }
  if (isOneOf(DAILY_RECIPIENTS, recipient))
    return { data: dailyPph21(request as DailyPph21Request) };
  if (isOneOf(PAYMENT_RECIPIENTS, recipient)) {
    return { data: paymentPph21(request as PaymentPph21Request) };
  }
  throw new Error(`Unknown recipient "${recipient}"`);
}

/** BPJS contributions of one month (wage earners) or of a BPU participant. */
export function simulateBpjs(request: BpjsWageRequest): BpjsResponse<BpjsWageResult>;
export function simulateBpjs(request: BpjsBpuRequest): BpjsResponse<BpjsBpuResult>;
export function simulateBpjs(request: BpjsRequest): BpjsResponse;
export function simulateBpjs(request: BpjsRequest): BpjsResponse {
  if (request === null || typeof request !== "object") throw new Error("request must be an object");
  if (request.scheme === "bpu") return { data: bpjsBpu(request) };
  if (request.scheme !== undefined && request.scheme !== "pu") {
    throw new Error(`Unknown BPJS scheme "${String(request.scheme)}" (pu or bpu)`);
  }
  return { data: bpjsWage(request) };
}

const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);
