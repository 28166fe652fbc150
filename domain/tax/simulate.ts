/**
 * The two simulator entry points (issue 6). Pure and total for valid input; they throw an
 * `Error` with a clear message for logically impossible input (month out of range, a period
 * after the last period, an unknown JKK class…). Shape validation is the REST boundary's job.
 */
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

export * from "./types.ts";

/** PPh 21 / PPh 26 of one recipient: month by month, day by day or payment by payment. */
export function simulatePph21(request: MonthlyPph21Request): Pph21Response<MonthlyPph21Result>;
export function simulatePph21(request: DailyPph21Request): Pph21Response<DailyPph21Result>;
export function simulatePph21(request: PaymentPph21Request): Pph21Response<PaymentPph21Result>;
export function simulatePph21(request: Pph21Request): Pph21Response;
export function simulatePph21(_request: Pph21Request): Pph21Response {
  throw new Error("simulatePph21: not implemented yet");
}

/** BPJS contributions of one month (wage earners) or of a BPU participant. */
export function simulateBpjs(request: BpjsWageRequest): BpjsResponse<BpjsWageResult>;
export function simulateBpjs(request: BpjsBpuRequest): BpjsResponse<BpjsBpuResult>;
export function simulateBpjs(request: BpjsRequest): BpjsResponse;
export function simulateBpjs(_request: BpjsRequest): BpjsResponse {
  throw new Error("simulateBpjs: not implemented yet");
}
