import type pg from "pg";
import { copyOfficialHolidays } from "../../hcm/rosters/calendar.ts";

/**
 * Issue 13 demo data, holiday calendar: both demo clients get the official 2026 calendar;
 * PT Maju Jaya also has a company holiday (its anniversary) and a Bali-only day.
 */
export async function seedRosters(client: pg.Client, clientIds: Map<string, number>) {
  for (const name of ["PT Maju Jaya", "PT Sentosa Abadi"]) {
    const id = clientIds.get(name);
    if (id !== undefined) await copyOfficialHolidays(client, id);
  }
  const maju = clientIds.get("PT Maju Jaya");
  if (maju === undefined) return;
  await client.query(
    `INSERT INTO holidays (client_id, date, name, kind, province_ids) VALUES
       ($1, '2026-07-10', 'Ulang Tahun PT Maju Jaya', 'company', NULL),
       ($1, '2026-11-25', 'Hari Raya Galungan (Bali)', 'company', ARRAY['51'])
     ON CONFLICT DO NOTHING`,
    [maju],
  );
}
