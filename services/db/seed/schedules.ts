import type pg from "pg";

/**
 * Issue 13 demo data: per client five shifts (PAGI, SIANG, MALAM across midnight, a short Saturday and a 7-hour day), a 5-day
 * and a 6-day master schedule and a 2-2-2 rotation. Written only for a client without shifts; run inside the seed's
 * transaction as the owner.
 */
const SHIFTS = [
  { code: "PAGI", name: "Pagi", start: "08:00", end: "17:00", breakMinutes: 60 },
  { code: "SIANG", name: "Siang", start: "13:00", end: "22:00", breakMinutes: 60 },
  { code: "MALAM", name: "Malam", start: "22:00", end: "06:00", breakMinutes: 60 },
  { code: "SABTU", name: "Sabtu Pendek", start: "08:00", end: "13:00", breakMinutes: 0 },
  { code: "HARIAN", name: "Harian 7 Jam", start: "08:00", end: "16:00", breakMinutes: 60 },
] as const;

export async function seedSchedules(client: pg.ClientBase, clientId: number): Promise<void> {
  // A forced re-seed tops up: a client that has shifts keeps them.
  const present = await client.query("SELECT 1 FROM shifts WHERE client_id = $1 LIMIT 1", [
    clientId,
  ]);
  if (present.rowCount !== 0) return;
  const ids = new Map<string, number>();
  for (const shift of SHIFTS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO shifts (client_id, code, name, start_time, end_time, break_minutes,
         late_grace_minutes, early_out_grace_minutes, half_day_hours, absent_hours)
       VALUES ($1, $2, $3, $4, $5, $6, 15, 15, 4, 2) RETURNING id`,
      [clientId, shift.code, shift.name, shift.start, shift.end, shift.breakMinutes],
    );
    ids.set(shift.code, rows[0]!.id);
  }
  const id = (code: string) => ids.get(code)!;
  const masters = [
    {
      name: "Kantor 5 Hari",
      workWeek: "5-day",
      days: [id("PAGI"), id("PAGI"), id("PAGI"), id("PAGI"), id("PAGI"), null, null],
    },
    {
      name: "Operasional 6 Hari",
      workWeek: "6-day",
      days: [
        id("HARIAN"),
        id("HARIAN"),
        id("HARIAN"),
        id("HARIAN"),
        id("HARIAN"),
        id("SABTU"),
        null,
      ],
    },
  ];
  for (const master of masters) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO master_schedules (client_id, name, work_week, effective_from)
       VALUES ($1, $2, $3, '2026-01-01') RETURNING id`,
      [clientId, master.name, master.workWeek],
    );
    await client.query(
      `INSERT INTO master_schedule_days (client_id, master_schedule_id, weekday, shift_id)
       SELECT $1, $2, ord, shift FROM unnest($3::int[]) WITH ORDINALITY AS u(shift, ord)`,
      [clientId, rows[0]!.id, master.days],
    );
  }
  const rotation = [id("PAGI"), id("PAGI"), id("MALAM"), id("MALAM"), null, null];
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO schedule_patterns (client_id, name, cycle_days, start_date)
     VALUES ($1, 'Rotasi 2-2-2', $2, '2026-01-01') RETURNING id`,
    [clientId, rotation.length],
  );
  await client.query(
    `INSERT INTO schedule_pattern_days (client_id, schedule_pattern_id, position, shift_id)
     SELECT $1, $2, ord, shift FROM unnest($3::int[]) WITH ORDINALITY AS u(shift, ord)`,
    [clientId, rows[0]!.id, rotation],
  );
}
