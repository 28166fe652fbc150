import { HttpError } from "../../shared/errors.ts";

/**
 * How many uploads of one client are read and checked at once in this process (issue 11 A3).
 * Each holds a parse worker (up to IMPORT_PARSE_MEMORY_MB) and a validating transaction, so
 * one client sending many files at once can't take the server's memory and connections from
 * every other client; another upload meanwhile is a 429 that says what to do.
 */
export const IMPORTS_AT_ONCE_PER_CLIENT = Math.max(
  1,
  Number(process.env["IMPORTS_AT_ONCE_PER_CLIENT"] ?? 1) || 1,
);
export const IMPORT_BUSY_MESSAGE =
  "Another file of your company is being read and checked. Wait until its result appears, then upload again.";

/** Counting slots per client that refuse instead of queueing. */
export class ClientSlots {
  private readonly used = new Map<number, number>();
  constructor(readonly perClient: number) {}

  /** A release function, or null when the client's slots are all taken. */
  tryAcquire(clientId: number): (() => void) | null {
    const used = this.used.get(clientId) ?? 0;
    if (used >= this.perClient) return null;
    this.used.set(clientId, used + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.used.get(clientId) ?? 1) - 1;
      if (left === 0) this.used.delete(clientId);
      else this.used.set(clientId, left);
    };
  }
}

/** This process's upload slots (tests hold them to see the 429). */
export const importSlots = new ClientSlots(IMPORTS_AT_ONCE_PER_CLIENT);

/** Uploads being read, by client and file (SHA-256): the same file twice is one import. */
const inFlight = new Map<string, Promise<unknown>>();
const fileKey = (clientId: number, file: string) => `${clientId}:${file}`;

/** The same file of the same client was being read meanwhile: answer that import. */
export class SameFileInFlight extends Error {}

/**
 * Runs `work` (read, check and record the upload of `file`) in one of the client's slots,
 * or answers 429 when none is free. The same file uploaded again while it is being read
 * waits for it and throws SameFileInFlight, so the caller answers the one import.
 */
export async function withImportSlot<T>(
  clientId: number,
  file: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = fileKey(clientId, file);
  const earlier = inFlight.get(key);
  if (earlier) {
    await earlier.catch(() => {});
    throw new SameFileInFlight();
  }
  const release = importSlots.tryAcquire(clientId);
  if (!release) throw new HttpError(429, IMPORT_BUSY_MESSAGE, { code: "import-busy" });
  const running = work();
  inFlight.set(key, running);
  try {
    return await running;
  } finally {
    inFlight.delete(key);
    release();
  }
}
