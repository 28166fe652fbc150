import { createHash, timingSafeEqual } from "node:crypto";
import {
  type AccountInquiryResult,
  type CreatePayoutRequest,
  type CreatePayoutResult,
  type Payout,
  type PayoutEvent,
  type PayoutProvider,
  type PayoutStatus,
  PayoutUnavailable,
} from "./provider.ts";

/**
 * Xendit payouts v2 (RUNS.md §2.1; https://docs.xendit.co/apidocs/create-payout):
 * `POST /v2/payouts` with the `Idempotency-key` header and basic auth (the secret key as
 * the user name, no password), `GET /v2/payouts/{id}` and `GET /v2/payouts?reference_id=`;
 * webhooks carry `x-callback-token` (https://docs.xendit.co/apidocs/payout-webhook-notification.md).
 * Account-name inquiry through Xendit's name validator, `POST /bank_account_data_requests`.
 * Every call has a timeout (AbortSignal.timeout); a timeout, a network failure, a 429 or a
 * 5xx is PayoutUnavailable (the caller retries later with the same key).
 */
export class XenditProvider implements PayoutProvider {
  readonly name = "xendit";
  readonly #baseUrl: string;
  readonly #authorization: string;
  readonly #webhookTokenDigest: Buffer;
  readonly #timeoutMs: number;

  constructor(options: {
    baseUrl: string;
    secretKey: string;
    webhookToken: string;
    timeoutMs: number;
  }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
    this.#webhookTokenDigest = digest(options.webhookToken);
    this.#timeoutMs = options.timeoutMs;
  }

  async createPayout(request: CreatePayoutRequest): Promise<CreatePayoutResult> {
    const response = await this.#call("POST", "/v2/payouts", {
      headers: { "Idempotency-key": request.idempotencyKey },
      body: {
        reference_id: request.referenceId,
        channel_code: request.channelCode,
        channel_properties: {
          account_holder_name: request.accountHolderName,
          account_number: request.accountNumber,
        },
        amount: request.amount,
        currency: "IDR",
        description: request.description,
      },
    });
    if (response.status === 200 || response.status === 201)
      return { kind: "payout", payout: payoutOf(response.body) };
    const code = errorCodeOf(response.body) ?? `HTTP_${response.status}`;
    // The key was used with another body: the payout this key made is the line's payout.
    if (response.status === 409 && code === "DUPLICATE_IDEMPOTENCY_KEY") {
      const existing = await this.getPayout({ id: null, referenceId: request.referenceId });
      if (existing) return { kind: "payout", payout: existing };
    }
    if (response.status === 401 || response.status === 403)
      throw new PayoutUnavailable(`the provider refused our credentials (${response.status})`);
    return { kind: "refused", code, message: errorMessageOf(response.body) ?? code };
  }

  async getPayout(lookup: { id: string | null; referenceId: string }): Promise<Payout | null> {
    if (lookup.id) {
      const response = await this.#call("GET", `/v2/payouts/${encodeURIComponent(lookup.id)}`);
      if (response.status === 200) return payoutOf(response.body);
      if (response.status !== 404) throw unexpected(response.status);
    }
    const response = await this.#call(
      "GET",
      `/v2/payouts?reference_id=${encodeURIComponent(lookup.referenceId)}`,
    );
    if (response.status === 404) return null;
    if (response.status !== 200 || !Array.isArray(response.body)) throw unexpected(response.status);
    const payouts = (response.body as unknown[]).map(payoutOf);
    // The newest is the one that counts (a reference has one payout when keys are stable).
    return payouts.sort((a, b) => b.updated.localeCompare(a.updated))[0] ?? null;
  }

  async inquireAccount(account: {
    channelCode: string;
    accountNumber: string;
  }): Promise<AccountInquiryResult> {
    const response = await this.#call("POST", "/bank_account_data_requests", {
      body: { bank_account_number: account.accountNumber, bank_code: account.channelCode },
    });
    if (response.status !== 200) {
      if (response.status === 404) return { result: "not_found", accountName: null };
      throw unexpected(response.status);
    }
    const body = response.body as {
      status?: string;
      bank_account_holder_name?: string | null;
      failure_reason?: string | null;
    };
    if (body.status === "SUCCESS")
      return body.bank_account_holder_name
        ? { result: "found", accountName: body.bank_account_holder_name }
        : { result: "unverified", accountName: null };
    if (body.failure_reason === "ACCOUNT_NOT_FOUND" || body.failure_reason === "ACCOUNT_CLOSED")
      return { result: "not_found", accountName: null };
    return { result: "unverified", accountName: null };
  }

  verifyWebhook(headers: Record<string, string | string[] | undefined>, _rawBody: Buffer): boolean {
    const token = headers["x-callback-token"];
    if (typeof token !== "string") return false;
    // Digests of equal length: the comparison takes the same time whatever the token's length.
    return timingSafeEqual(digest(token), this.#webhookTokenDigest);
  }

  parseWebhook(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutEvent | null {
    if (typeof body !== "object" || body === null) return null;
    const envelope = body as { event?: unknown; created?: unknown; data?: unknown };
    if (typeof envelope.event !== "string" || !envelope.event.startsWith("payout.")) return null;
    const data = envelope.data as Record<string, unknown> | null | undefined;
    if (typeof data !== "object" || data === null) return null;
    const { id, reference_id: referenceId, status } = data;
    if (typeof id !== "string" || typeof referenceId !== "string" || !isStatus(status)) return null;
    const occurredAt = instantOf(data["updated"]) ?? instantOf(envelope.created);
    if (!occurredAt) return null;
    const failureCode = typeof data["failure_code"] === "string" ? data["failure_code"] : null;
    const amount = typeof data["amount"] === "number" ? data["amount"] : null;
    // Xendit names a delivery in the `webhook-id` header; without it, one event is one
    // payout's status at one time, so a repeat of it has the same id.
    const header = headers["webhook-id"];
    const eventId =
      typeof header === "string" && header.length > 0 && header.length <= 200
        ? header
        : `${id}:${status}:${occurredAt}`;
    return {
      eventId,
      referenceId,
      providerReference: id,
      status,
      failureCode,
      amount,
      occurredAt,
    };
  }

  async #call(
    method: "GET" | "POST",
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.#authorization,
          accept: "application/json",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new PayoutUnavailable(
        `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text().catch(() => "");
    if (response.status === 429 || response.status >= 500)
      throw new PayoutUnavailable(`${method} ${path}: HTTP ${response.status}`);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new PayoutUnavailable(`${method} ${path}: the answer is not JSON`);
    }
    return { status: response.status, body };
  }
}

const STATUSES: readonly PayoutStatus[] = [
  "ACCEPTED",
  "PENDING_COMPLIANCE_ASSESSMENT",
  "COMPLIANCE_REJECTED",
  "REQUESTED",
  "SUCCEEDED",
  "FAILED",
  "CANCELLED",
  "REVERSED",
];
const isStatus = (value: unknown): value is PayoutStatus =>
  STATUSES.includes(value as PayoutStatus);

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

const instantOf = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const unexpected = (status: number) => new PayoutUnavailable(`unexpected answer HTTP ${status}`);

function payoutOf(body: unknown): Payout {
  const data = (body ?? {}) as Record<string, unknown>;
  const status = data["status"];
  if (typeof data["id"] !== "string" || !isStatus(status))
    throw new PayoutUnavailable("the provider's payout has no id or an unknown status");
  return {
    id: data["id"],
    referenceId: String(data["reference_id"] ?? ""),
    status,
    amount: Number(data["amount"] ?? 0),
    channelCode: String(data["channel_code"] ?? ""),
    failureCode: typeof data["failure_code"] === "string" ? data["failure_code"] : null,
    updated: instantOf(data["updated"]) ?? instantOf(data["created"]) ?? new Date().toISOString(),
  };
}

const errorCodeOf = (body: unknown) => {
  const code = (body as { error_code?: unknown } | null)?.error_code;
  return typeof code === "string" && code.length <= 100 ? code : null;
};
const errorMessageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message.slice(0, 1000) : null;
};
