/**
 * The Indonesian holiday calendar every client starts with (RULES.md §2): 2026's 17 national
 * holidays and 8 collective-leave days (cuti bersama), SKB 1497/2025, 2/2025, 5/2025. Each client
 * gets its own copy (services/hcm/rosters/calendar.ts) and edits it: the government moves
 * Islamic dates by decree, and cuti bersama is optional for private employers.
 */
export type OfficialHoliday = { date: string; name: string; kind: "national" | "collective_leave" };

export const OFFICIAL_HOLIDAYS: readonly OfficialHoliday[] = [
  { date: "2026-01-01", name: "Tahun Baru Masehi", kind: "national" },
  { date: "2026-01-16", name: "Isra Mikraj", kind: "national" },
  { date: "2026-02-17", name: "Tahun Baru Imlek 2577", kind: "national" },
  { date: "2026-03-19", name: "Nyepi (Saka 1948)", kind: "national" },
  { date: "2026-03-21", name: "Idul Fitri 1447 H", kind: "national" },
  { date: "2026-03-22", name: "Idul Fitri 1447 H", kind: "national" },
  { date: "2026-04-03", name: "Wafat Yesus Kristus", kind: "national" },
  { date: "2026-04-05", name: "Paskah", kind: "national" },
  { date: "2026-05-01", name: "Hari Buruh", kind: "national" },
  { date: "2026-05-14", name: "Kenaikan Yesus Kristus", kind: "national" },
  { date: "2026-05-27", name: "Idul Adha 1447 H", kind: "national" },
  { date: "2026-05-31", name: "Waisak 2570 BE", kind: "national" },
  { date: "2026-06-01", name: "Hari Lahir Pancasila", kind: "national" },
  { date: "2026-06-16", name: "Tahun Baru Islam 1448 H", kind: "national" },
  { date: "2026-08-17", name: "Proklamasi Kemerdekaan", kind: "national" },
  { date: "2026-08-25", name: "Maulid Nabi", kind: "national" },
  { date: "2026-12-25", name: "Natal", kind: "national" },
  { date: "2026-02-16", name: "Cuti bersama Imlek", kind: "collective_leave" },
  { date: "2026-03-18", name: "Cuti bersama Nyepi", kind: "collective_leave" },
  { date: "2026-03-20", name: "Cuti bersama Idul Fitri", kind: "collective_leave" },
  { date: "2026-03-23", name: "Cuti bersama Idul Fitri", kind: "collective_leave" },
  { date: "2026-03-24", name: "Cuti bersama Idul Fitri", kind: "collective_leave" },
  { date: "2026-05-15", name: "Cuti bersama Kenaikan Yesus Kristus", kind: "collective_leave" },
  { date: "2026-05-28", name: "Cuti bersama Idul Adha", kind: "collective_leave" },
  { date: "2026-12-24", name: "Cuti bersama Natal", kind: "collective_leave" },
];
