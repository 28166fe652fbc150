import { OFFICIAL_HOLIDAYS } from "../../../domain/schedules/official-holidays.ts";

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

/**
 * Copies the official holiday calendar (national holidays and cuti bersama) into a client's
 * own calendar; days the client already has (same date and name) are left as they are, so
 * running it again never undoes the client's edits. Called where a client is made (the
 * operator's createClient, the demo seed), in that transaction.
 */
export async function copyOfficialHolidays(db: Queryable, clientId: number): Promise<void> {
  await db.query(
    `INSERT INTO holidays (client_id, date, name, kind)
     SELECT $1, h.date, h.name, h.kind
     FROM unnest($2::date[], $3::text[], $4::text[]) AS h(date, name, kind)
     ON CONFLICT (client_id, date, lower(name)) DO NOTHING`,
    [
      clientId,
      OFFICIAL_HOLIDAYS.map((h) => h.date),
      OFFICIAL_HOLIDAYS.map((h) => h.name),
      OFFICIAL_HOLIDAYS.map((h) => h.kind),
    ],
  );
}
