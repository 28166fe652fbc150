/**
 * Issue 18: the payout provider adapter. Tenaga sends each approved disbursement line to a
 * payout provider once (the line's stable idempotency key; RUNS.md §2.7) and learns the
 * outcome from the provider's webhooks, with a status poll as the fallback. One real-shaped
 * implementation: ./xendit.ts (Xendit payouts v2, RUNS.md §2.1); `npm start` runs a local
 * simulator of it (./simulator/) unless PAYOUT_PROVIDER_URL points elsewhere.
 */

import { XenditProvider } from "./xendit.ts";

/** Xendit payouts v2 statuses (RUNS.md §2.1: SUCCEEDED may later become REVERSED). */
export type PayoutStatus =
  | "ACCEPTED"
  | "PENDING_COMPLIANCE_ASSESSMENT"
  | "COMPLIANCE_REJECTED"
  | "REQUESTED"
  | "SUCCEEDED"
  | "FAILED"
  | "CANCELLED"
  | "REVERSED";

/** A payout as the provider reports it. */
export type Payout = {
  /** The provider's id (a line's provider_reference). */
  id: string;
  referenceId: string;
  status: PayoutStatus;
  amount: number;
  channelCode: string;
  failureCode: string | null;
  /** When the provider last changed it (ISO): orders events of one payout. */
  updated: string;
};

export type CreatePayoutRequest = {
  /** disbursement_lines.idempotency_key: the same on every retry of the line. */
  idempotencyKey: string;
  /** tng-<clientId>-<lineId>: the webhook finds the tenant and the line from it. */
  referenceId: string;
  channelCode: string;
  accountNumber: string;
  accountHolderName: string;
  amount: number;
  description: string;
};

/**
 * The provider's answer to a create: the payout (new, or the one this key made before), or a
 * refusal of the request itself (a 4xx: invalid channel, amount out of limits) that sending
 * again will not change. A network failure, a timeout or a 5xx throws PayoutUnavailable.
 */
export type CreatePayoutResult =
  | { kind: "payout"; payout: Payout }
  | { kind: "refused"; code: string; message: string };

export type AccountInquiryResult = {
  /** found: the bank knows the account (name when it told); not_found: no such account. */
  result: "found" | "not_found" | "unverified";
  accountName: string | null;
};

/** One webhook, parsed: what the provider says happened to which payout, and when. */
export type PayoutEvent = {
  /** Deduplication key of the delivery (the same event delivered twice has the same id). */
  eventId: string;
  referenceId: string;
  providerReference: string;
  status: PayoutStatus;
  failureCode: string | null;
  amount: number | null;
  occurredAt: string;
};

export interface PayoutProvider {
  readonly name: string;
  createPayout(request: CreatePayoutRequest): Promise<CreatePayoutResult>;
  /** By the provider's id when known, else by our reference; null when it has none. */
  getPayout(lookup: { id: string | null; referenceId: string }): Promise<Payout | null>;
  inquireAccount(account: {
    channelCode: string;
    accountNumber: string;
  }): Promise<AccountInquiryResult>;
  /** True when the delivery carries the shared callback token (compared in constant time). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): boolean;
  /** The event a delivery carries, or null when it is not a payout event we understand. */
  parseWebhook(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutEvent | null;
}

/** The provider did not answer (network, timeout, 5xx, 429): try again later, same key. */
export class PayoutUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PayoutUnavailable";
  }
}

/** Production without the provider's settings: nothing is sent, the lines wait. */
export class PayoutNotConfigured extends Error {
  constructor() {
    super(
      "The payout provider is not configured: set PAYOUT_PROVIDER_URL, PAYOUT_PROVIDER_SECRET_KEY and PAYOUT_WEBHOOK_TOKEN",
    );
    this.name = "PayoutNotConfigured";
  }
}

/** The line state a provider status means (domain/disbursement/states.ts). */
export function lineStatusOf(
  status: PayoutStatus,
): "submitted" | "succeeded" | "failed" | "reversed" {
  switch (status) {
    case "SUCCEEDED":
      return "succeeded";
    case "FAILED":
    case "CANCELLED":
    case "COMPLIANCE_REJECTED":
      return "failed";
    case "REVERSED":
      return "reversed";
    default:
      return "submitted";
  }
}

/** referenceId of a line, and back: tng-<clientId>-<lineId>. */
export const referenceOf = (clientId: number, lineId: number | string) =>
  `tng-${clientId}-${lineId}`;

export function parseReference(referenceId: string): { clientId: number; lineId: string } | null {
  const match = /^tng-([1-9][0-9]{0,9})-([1-9][0-9]{0,18})$/.exec(referenceId);
  if (!match) return null;
  const clientId = Number(match[1]);
  if (clientId > 2_147_483_647) return null;
  return { clientId, lineId: match[2]! };
}

/** Development defaults, used only with the local simulator outside production. */
const DEVELOPMENT_SECRET_KEY = "xnd_development_tenaga_simulator";
const DEVELOPMENT_WEBHOOK_TOKEN = "tenaga-development-callback-token";

export type PayoutSettings = {
  environment: string;
  /** The provider's base URL; null: the simulator of this process (once its address is known). */
  providerUrl: string | null;
  secretKey: string | null;
  webhookToken: string | null;
  /** Whether this process mounts the simulator at /provider-sim. */
  simulator: boolean;
  /** Per outbound call. */
  timeoutMs: number;
  /** Outbound calls at once from this process (submissions, polls, inquiries). */
  concurrency: number;
  /** This process's own address when known before it listens (a jobs-only process: HCM_API_URL). */
  ownUrl: string | null;
};

/** The settings from the environment only (provider secrets never come from anywhere else). */
export function payoutSettingsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): PayoutSettings {
  const environment = env["NODE_ENV"] ?? "development";
  const production = environment === "production";
  const providerUrl = env["PAYOUT_PROVIDER_URL"]?.trim() || null;
  const simulator = !production && env["PAYOUT_SIMULATOR"] !== "0";
  // Development defaults only for the local simulator: a real provider URL needs real keys.
  const defaults = !production && providerUrl === null;
  const hcm = env["HCM_API_URL"]?.trim();
  return {
    environment,
    providerUrl,
    secretKey:
      env["PAYOUT_PROVIDER_SECRET_KEY"]?.trim() || (defaults ? DEVELOPMENT_SECRET_KEY : null),
    webhookToken:
      env["PAYOUT_WEBHOOK_TOKEN"]?.trim() || (defaults ? DEVELOPMENT_WEBHOOK_TOKEN : null),
    simulator,
    timeoutMs: positive(env["PAYOUT_TIMEOUT_MS"], 10_000),
    concurrency: positive(env["PAYOUT_CONCURRENCY"], 8),
    ownUrl: hcm ? new URL(hcm).origin : null,
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/**
 * Everything payouts need at run time, created once per process (server/start.ts,
 * tests/support/stack.ts, services/jobs/main.ts) and handed to both the app and the jobs:
 * the settings, this process's own address (the app tells it when it listens: the simulator
 * and its callback live there), and a bound on concurrent outbound calls.
 */
export class Payouts {
  readonly settings: PayoutSettings;
  #ownUrl: string | null;
  #active = 0;
  #waiting: (() => void)[] = [];

  constructor(settings: PayoutSettings = payoutSettingsFromEnvironment()) {
    this.settings = settings;
    this.#ownUrl = settings.ownUrl;
  }

  /** Called by buildApp once it listens: `http://127.0.0.1:<port>`. */
  listening(ownUrl: string): void {
    this.#ownUrl = ownUrl;
  }

  get environment(): string {
    return this.settings.environment;
  }

  /** Whether the local simulator is mounted here and stands in for the provider. */
  get usesSimulator(): boolean {
    return this.settings.simulator && this.settings.providerUrl === null;
  }

  get webhookToken(): string | null {
    return this.settings.webhookToken;
  }

  get secretKey(): string | null {
    return this.settings.secretKey;
  }

  /** Where this process's webhook route is (the simulator's default callback). */
  webhookUrl(): string | null {
    return this.#ownUrl ? `${this.#ownUrl}/api/hcm/v1/disbursements/webhooks/xendit` : null;
  }

  /** The provider client; throws PayoutNotConfigured when it cannot be reached as set up. */
  provider(): PayoutProvider {
    const { providerUrl, secretKey, webhookToken, timeoutMs } = this.settings;
    const baseUrl =
      providerUrl ?? (this.usesSimulator && this.#ownUrl ? `${this.#ownUrl}/provider-sim` : null);
    if (!baseUrl || !secretKey || !webhookToken) throw new PayoutNotConfigured();
    return new XenditProvider({ baseUrl, secretKey, webhookToken, timeoutMs });
  }

  /** Runs `call` when fewer than `concurrency` outbound calls of this process are running. */
  async limit<T>(call: () => Promise<T>): Promise<T> {
    while (this.#active >= this.settings.concurrency)
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    try {
      return await call();
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }
}

/** Runs `work` on every item, at most `width` at a time, in order of start. */
export async function eachLimited<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
