import { expect } from "vitest";
import { bearer, type TestStack } from "../support/stack.ts";
import type { Answer } from "./org-helpers.ts";
import { uniqueCode } from "./org-helpers.ts";

/** Helpers of the employee-schedule and holiday tests (issue 13): REST on hcm, owner rows. */
export const HCM = "/api/hcm/v1";

export function hcmAs(stack: TestStack, token: string) {
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => {
    const response = await stack.app.inject({
      method,
      url: `${HCM}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} } as Answer;
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}
export type Hcm = ReturnType<typeof hcmAs>;

/** A shift made as the owner (the shifts API is another part of issue 13). */
export async function ownerShift(
  stack: TestStack,
  clientId: number,
  start: string,
  end: string,
): Promise<number> {
  const code = uniqueCode("S");
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO shifts (client_id, code, name, start_time, end_time)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, code, `Shift ${code}`, start, end],
  );
  return rows[0]!.id;
}

/** A master schedule: ISO weekday → shift id or null. */
export async function ownerMasterSchedule(
  stack: TestStack,
  clientId: number,
  days: Record<number, number | null>,
  options: { effectiveFrom?: string; holidaysOverride?: boolean } = {},
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO master_schedules (client_id, name, work_week, effective_from, holidays_override)
     VALUES ($1, $2, '5-day', $3, $4) RETURNING id`,
    [
      clientId,
      `Jadwal ${uniqueCode("M")}`,
      options.effectiveFrom ?? "2026-01-01",
      options.holidaysOverride ?? true,
    ],
  );
  const id = rows[0]!.id;
  await stack.owner.query(
    `INSERT INTO master_schedule_days (client_id, master_schedule_id, weekday, shift_id)
     SELECT $1, $2, w, ($3::jsonb ->> w::text)::int FROM generate_series(1, 7) w`,
    [clientId, id, JSON.stringify(days)],
  );
  return id;
}

export async function ownerPattern(
  stack: TestStack,
  clientId: number,
  startDate: string,
  positions: (number | null)[],
  holidaysOverride = true,
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO schedule_patterns (client_id, name, cycle_days, start_date, holidays_override)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, `Pola ${uniqueCode("P")}`, positions.length, startDate, holidaysOverride],
  );
  const id = rows[0]!.id;
  await stack.owner.query(
    `INSERT INTO schedule_pattern_days (client_id, schedule_pattern_id, position, shift_id)
     SELECT $1, $2, ord, s FROM unnest($3::int[]) WITH ORDINALITY AS u(s, ord)`,
    [clientId, id, positions],
  );
  return id;
}

/** Polls a bulk assign until it is completed or failed. */
export async function waitForAssignment(api: Hcm, jobId: string, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await api.get(`/employee-schedules/assign/${jobId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const state = answer.body["data"].state as string;
    if (state === "completed" || state === "failed") return answer.body["data"];
    if (Date.now() > until) throw new Error(`assignment ${jobId} still ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
