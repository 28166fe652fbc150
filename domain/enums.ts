/** A language the console can label things in. */
export type Lang = "en" | "id";

/** One value of a system enumeration, labelled in every console language. */
export type EnumEntry = { value: string; label: { en: string; id: string } };

const entry = <const V extends string>(value: V, en: string, id: string) =>
  ({ value, label: { en, id } }) as const;

const englishOrdinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as const)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

// Pay day 31 stands for the last day of any month, so short months still get paid.
const dayOfMonth: readonly EnumEntry[] = Array.from({ length: 31 }, (_, i) => {
  const day = i + 1;
  return day === 31
    ? entry("31", "End of month", "Akhir bulan")
    : entry(String(day), englishOrdinal(day), `Tanggal ${day}`);
});

const monthNames = [
  ["January", "Januari"],
  ["February", "Februari"],
  ["March", "Maret"],
  ["April", "April"],
  ["May", "Mei"],
  ["June", "Juni"],
  ["July", "Juli"],
  ["August", "Agustus"],
  ["September", "September"],
  ["October", "Oktober"],
  ["November", "November"],
  ["December", "Desember"],
] as const;

const month: readonly EnumEntry[] = monthNames.map(([en, id], i) => entry(String(i + 1), en, id));

const contractType = [
  entry("pkwt", "PKWT (Fixed-Term)", "PKWT (Waktu Tertentu)"),
  entry("kemitraan", "Partnership", "Kemitraan"),
  entry("daily_worker", "Daily Worker", "Pekerja Harian"),
  entry("event_worker", "Event Worker", "Pekerja Acara"),
  entry("pkwtt", "PKWTT (Permanent)", "PKWTT (Waktu Tidak Tertentu)"),
] as const;

/**
 * Every enumeration the console shows, keyed by snake_case name. Server-provided
 * enumerations (GET v1/general/system-enums) use the same entry shape.
 */
export const systemEnums = {
  worker_status: [entry("active", "Active", "Aktif"), entry("inactive", "Inactive", "Tidak Aktif")],
  contract_type: contractType,
  // Some screens only offer the two original contract types.
  contract_type_short: [contractType[0], contractType[1]],
  contract_status: [
    entry("active", "Active", "Aktif"),
    entry("signed", "Signed", "Ditandatangani"),
    entry("waiting_for_approval", "Waiting for Approval", "Menunggu Persetujuan"),
    entry("waiting_to_submit", "Waiting to Submit", "Menunggu Dikirim"),
    entry("expired", "Expired", "Kedaluwarsa"),
    entry("no_contract_logged", "No Contract Logged", "Kontrak Belum Tercatat"),
    entry("need_revision", "Need Revision", "Perlu Revisi"),
  ],
  attendance_status: [
    entry("waiting_for_checkin", "Waiting for Check-in", "Menunggu Check-in"),
    entry("waiting_for_checkout", "Waiting for Check-out", "Menunggu Check-out"),
    entry("pending", "Pending", "Tertunda"),
    entry("pending_request", "Pending Request", "Permintaan Tertunda"),
    entry("pending_attendance", "Pending Attendance", "Kehadiran Tertunda"),
    entry("day_off", "Day Off", "Hari Libur"),
    entry("day_off_with_overtime", "Day Off with Overtime", "Hari Libur dengan Lembur"),
    entry("approved", "Present", "Hadir"),
    entry("overtime", "Overtime", "Lembur"),
    entry("paid_leave", "Paid Leave", "Cuti Berbayar"),
    entry("paid_sick_leave", "Paid Sick Leave", "Sakit Berbayar"),
    entry("rejected", "Absent", "Tidak Hadir"),
    entry("unpaid_leave", "Unpaid Leave", "Cuti Tidak Berbayar"),
    entry("unpaid_sick_leave", "Unpaid Sick Leave", "Sakit Tidak Berbayar"),
    entry("half_day_paid_leave", "Half-Day Paid Leave", "Cuti Setengah Hari Berbayar"),
    entry("half_day_unpaid_leave", "Half-Day Unpaid Leave", "Cuti Setengah Hari Tidak Berbayar"),
    entry("half_day_paid_sick_leave", "Half-Day Paid Sick Leave", "Sakit Setengah Hari Berbayar"),
    entry(
      "half_day_unpaid_sick_leave",
      "Half-Day Unpaid Sick Leave",
      "Sakit Setengah Hari Tidak Berbayar",
    ),
    entry("waiting_for_confirmation", "Waiting for Confirmation", "Menunggu Konfirmasi"),
    entry("waiting_approval", "Waiting Approval", "Menunggu Persetujuan"),
    entry("need_revision", "Need Revision", "Perlu Revisi"),
    entry("need_revision_overtime", "Need Revision (Overtime)", "Perlu Revisi (Lembur)"),
    entry("need_revision_leave", "Need Revision (Leave)", "Perlu Revisi (Cuti)"),
    entry("sick_leave", "Sick Leave", "Cuti Sakit"),
    entry("leave", "Leave", "Cuti"),
  ],
  request_type: [
    entry("shift", "Shift", "Shift"),
    entry("branch", "Branch", "Cabang"),
    entry("shift_branch", "Shift & Branch", "Shift & Cabang"),
    entry("new_attendance", "New Attendance", "Kehadiran Baru"),
    entry("new_attendance_branch", "New Attendance & Branch", "Kehadiran Baru & Cabang"),
  ],
  termination_reason: [
    entry(
      "resign_get_new_job",
      "Resigned - Got a New Job",
      "Mengundurkan Diri - Mendapat Pekerjaan Baru",
    ),
    entry(
      "resign_personal_reason",
      "Resigned - Personal Reason",
      "Mengundurkan Diri - Alasan Pribadi",
    ),
    entry(
      "resign_family_reason",
      "Resigned - Family Reason",
      "Mengundurkan Diri - Alasan Keluarga",
    ),
    entry("terminated_fraud", "Terminated - Fraud", "Diberhentikan - Kecurangan"),
    entry(
      "terminated_performance_issue",
      "Terminated - Performance Issue",
      "Diberhentikan - Masalah Kinerja",
    ),
    entry(
      "terminated_missing_worker",
      "Terminated - Missing Worker",
      "Diberhentikan - Pekerja Menghilang",
    ),
    entry("terminated_manner", "Terminated - Misconduct", "Diberhentikan - Perilaku Buruk"),
    entry("finished_end_of_contract", "Finished - End of Contract", "Selesai - Kontrak Berakhir"),
    entry("transferred_promotion", "Transferred - Promotion", "Dipindahkan - Promosi"),
    entry("OTHERS", "Others", "Lainnya"),
  ],
  salary_type: [
    entry("daily_fee", "Daily Fee", "Upah Harian"),
    entry("per_cycle", "Salary per Cycle", "Gaji per Siklus"),
    entry("per_attendance", "Salary per Attendance", "Gaji per Kehadiran"),
  ],
  shift_config: [
    entry("with_shift", "With Shift", "Dengan Shift"),
    entry("without_shift", "Without Shift", "Tanpa Shift"),
  ],
  payment_basis: [
    entry("per_cycle", "Per Cycle", "Per Siklus"),
    entry("per_attendance", "Per Attendance", "Per Kehadiran"),
  ],
  payroll_cycle: [
    entry("monthly", "Monthly", "Bulanan"),
    entry("weekly", "Weekly", "Mingguan"),
    entry("daily", "Daily", "Harian"),
    entry("custom", "Custom", "Kustom"),
  ],
  payroll_type: [entry("general", "General", "Umum"), entry("direct", "Direct", "Langsung")],
  component_mode: [
    entry("prorate", "Prorate", "Prorata"),
    entry("fixed_rate", "Fixed Rate", "Tarif Tetap"),
    entry("daily_fee", "Daily Fee", "Upah Harian"),
  ],
  component_unit: [
    entry("%", "Percentage (%)", "Persentase (%)"),
    entry("Rp", "Rupiah (Rp)", "Rupiah (Rp)"),
  ],
  component_add_sub: [
    entry("add", "Addition", "Penambahan"),
    entry("subtract", "Deduction", "Pengurangan"),
  ],
  payroll_component_code: [
    entry("allowance_phone_sum", "Phone Allowance", "Tunjangan Telepon"),
    entry("allowance_meals_sum", "Meal Allowance", "Tunjangan Makan"),
    entry("allowance_transport_sum", "Transport Allowance", "Tunjangan Transportasi"),
    entry("allowance_position_sum", "Position Allowance", "Tunjangan Jabatan"),
    entry("allowance_others_sum", "Other Allowances", "Tunjangan Lainnya"),
    entry("incentive_sum", "Incentive", "Insentif"),
    entry("fixed_deduction_sum", "Fixed Deduction", "Potongan Tetap"),
    entry("bpjs_kes_agent_sum", "BPJS Kesehatan (Employee)", "BPJS Kesehatan (Karyawan)"),
    entry("bpjs_kes_client_sum", "BPJS Kesehatan (Employer)", "BPJS Kesehatan (Perusahaan)"),
    entry("bpu_jkk_agent_sum", "BPU JKK (Employee)", "BPU JKK (Karyawan)"),
    entry("bpu_jkm_agent_sum", "BPU JKM (Employee)", "BPU JKM (Karyawan)"),
    entry("bpu_jht_agent_sum", "BPU JHT (Employee)", "BPU JHT (Karyawan)"),
    entry("bpu_jp_agent_sum", "BPU JP (Employee)", "BPU JP (Karyawan)"),
    entry("bpu_jkk_sum", "BPU JKK", "BPU JKK"),
    entry("bpu_jkm_sum", "BPU JKM", "BPU JKM"),
    entry("bpu_jht_sum", "BPU JHT", "BPU JHT"),
    entry("bpu_jp_sum", "BPU JP", "BPU JP"),
  ],
  adjustment_type: [
    entry("increment", "Increment", "Penambahan"),
    entry("decrement", "Decrement", "Pengurangan"),
    entry("default", "Default", "Bawaan"),
  ],
  social_insurance_scheme: [
    entry("jkk_jkm", "JKK & JKM", "JKK & JKM"),
    entry("jkk_jkm_jht", "JKK, JKM & JHT", "JKK, JKM & JHT"),
  ],
  insurance_payer: [
    entry("client", "Paid by Client", "Dibayar Klien"),
    entry("agent", "Paid by Employee", "Dibayar Karyawan"),
  ],
  day_of_month: dayOfMonth,
  month,
  weekday: [
    entry("monday", "Monday", "Senin"),
    entry("tuesday", "Tuesday", "Selasa"),
    entry("wednesday", "Wednesday", "Rabu"),
    entry("thursday", "Thursday", "Kamis"),
    entry("friday", "Friday", "Jumat"),
    entry("saturday", "Saturday", "Sabtu"),
    entry("sunday", "Sunday", "Minggu"),
  ],
  salary_base: [entry("salary", "Salary", "Gaji"), entry("sub_total", "Sub Total", "Subtotal")],
  overtime_type: [
    entry("working_on_day_off", "Working on Day Off", "Bekerja di Hari Libur"),
    entry(
      "working_on_national_holiday",
      "Working on National Holiday",
      "Bekerja di Hari Libur Nasional",
    ),
    entry("regular_working_day", "Regular Working Day", "Hari Kerja Biasa"),
    entry("swap_schedule", "Swap Schedule", "Tukar Jadwal"),
  ],
  overtime_calculation: [entry("fixed", "Baseline", "Nilai Dasar"), entry("rate", "Rate", "Tarif")],
  attendance_verification: [
    entry("code", "QR / 4-Digit Code", "QR / Kode 4 Digit"),
    entry("selfie", "Selfie", "Swafoto"),
  ],
  attendance_mode: [entry("manual", "Manual", "Manual"), entry("auto", "Automatic", "Otomatis")],
  attendance_selfie: [
    entry("with_selfie", "With Selfie", "Dengan Swafoto"),
    entry("without_selfie", "Without Selfie", "Tanpa Swafoto"),
  ],
  leave_quota_type: [
    entry("limited", "Limited", "Terbatas"),
    entry("unlimited", "Unlimited", "Tidak Terbatas"),
  ],
  leave_accrual: [entry("monthly", "Monthly", "Bulanan"), entry("annually", "Annually", "Tahunan")],
  leave_start: [
    entry("join_date", "From Join Date", "Sejak Tanggal Bergabung"),
    entry("after_probation", "After Probation", "Setelah Masa Percobaan"),
  ],
  leave_limit: [
    entry("unlimited", "Unlimited", "Tidak Terbatas"),
    entry("per_day", "Per Day", "Per Hari"),
    entry("per_period", "Per Period", "Per Periode"),
  ],
  announcement_delivery_status: [
    entry("scheduled", "Scheduled", "Terjadwal"),
    entry("partial_sent", "Partially Sent", "Terkirim Sebagian"),
    entry("sent", "Sent", "Terkirim"),
    entry("failed", "Failed", "Gagal"),
  ],
  announcement_recipient_status: [
    entry("scheduled", "Scheduled", "Terjadwal"),
    entry("seen", "Seen", "Dilihat"),
    entry("sent", "Sent", "Terkirim"),
    entry("engaged", "Engaged", "Berinteraksi"),
    entry("failed", "Failed", "Gagal"),
  ],
  announcement_send_timing: [
    entry("now", "Send Now", "Kirim Sekarang"),
    entry("later", "Schedule for Later", "Jadwalkan Nanti"),
  ],
  announcement_target_type: [
    entry("all_agents", "All Employees", "Semua Karyawan"),
    entry("branch", "Branch", "Cabang"),
    entry("payroll_group", "Payroll Group", "Grup Penggajian"),
    entry("agent", "Employee", "Karyawan"),
    entry("contract_status", "Contract Status", "Status Kontrak"),
    entry("worker_status", "Worker Status", "Status Pekerja"),
  ],
  partner_salary_registration: [
    entry("bpu", "BPU (Non-Wage Earner)", "BPU (Bukan Penerima Upah)"),
    entry("pu", "PU (Wage Earner)", "PU (Penerima Upah)"),
    entry("waiting_for_registration", "Waiting for Registration", "Menunggu Pendaftaran"),
  ],
  partner_approval_status: [
    entry("waiting_for_approval", "Waiting for Approval", "Menunggu Persetujuan"),
    entry("approved", "Approved", "Disetujui"),
    entry("rejected", "Rejected", "Ditolak"),
  ],
  gender: [entry("male", "Male", "Laki-laki"), entry("female", "Female", "Perempuan")],
  vaccine_status: [
    entry("not_vaccinated", "Not Vaccinated", "Belum Vaksin"),
    entry("first_dose", "First Dose", "Dosis Pertama"),
    entry("second_dose", "Second Dose", "Dosis Kedua"),
    entry("booster", "Booster", "Booster"),
  ],
  payment_method: [
    entry("bank_transfer", "Bank Transfer", "Transfer Bank"),
    entry("e_wallet", "E-Wallet", "Dompet Digital"),
    entry("cash", "Cash", "Tunai"),
  ],
  e_wallet: [
    entry("gopay", "GoPay", "GoPay"),
    entry("ovo", "OVO", "OVO"),
    entry("dana", "DANA", "DANA"),
    entry("shopeepay", "ShopeePay", "ShopeePay"),
    entry("linkaja", "LinkAja", "LinkAja"),
  ],
  ptkp_status: [
    entry("TK/0", "TK/0 — Single, no dependants", "TK/0 — Tidak kawin, tanpa tanggungan"),
    entry("TK/1", "TK/1 — Single, 1 dependant", "TK/1 — Tidak kawin, 1 tanggungan"),
    entry("TK/2", "TK/2 — Single, 2 dependants", "TK/2 — Tidak kawin, 2 tanggungan"),
    entry("TK/3", "TK/3 — Single, 3 dependants", "TK/3 — Tidak kawin, 3 tanggungan"),
    entry("K/0", "K/0 — Married, no dependants", "K/0 — Kawin, tanpa tanggungan"),
    entry("K/1", "K/1 — Married, 1 dependant", "K/1 — Kawin, 1 tanggungan"),
    entry("K/2", "K/2 — Married, 2 dependants", "K/2 — Kawin, 2 tanggungan"),
    entry("K/3", "K/3 — Married, 3 dependants", "K/3 — Kawin, 3 tanggungan"),
  ],
  agent_field_type: [
    entry("text", "Text", "Teks"),
    entry("number", "Number", "Angka"),
    entry("date", "Date", "Tanggal"),
    entry("single_select", "Dropdown (single)", "Dropdown (tunggal)"),
    entry("multi_select", "Dropdown (multiple)", "Dropdown (ganda)"),
  ],
  bulk_import_status: [
    entry("validating", "Validating", "Memvalidasi"),
    entry("invalid", "Invalid", "Tidak Valid"),
    entry("queued", "Queued", "Dalam Antrean"),
    entry("running", "Importing", "Mengimpor"),
    entry("completed", "Completed", "Selesai"),
    entry("failed", "Failed", "Gagal"),
  ],
  record_status: [entry("active", "Active", "Aktif"), entry("inactive", "Inactive", "Tidak Aktif")],
  partner_visibility: [
    entry("all_registered_partners", "All Registered Partners", "Semua Mitra Terdaftar"),
    entry("by_assigned_agent", "By Assigned Employee", "Berdasarkan Karyawan yang Ditugaskan"),
    entry("by_working_city", "By Working City", "Berdasarkan Kota Kerja"),
    entry("by_partner_team_lead", "By Partner Team Lead", "Berdasarkan Ketua Tim Mitra"),
  ],
  client_app: [
    entry("client_portal", "Client Portal", "Portal Klien"),
    entry("android", "Android", "Android"),
    entry("ios", "iOS", "iOS"),
    entry("supervise_app", "Supervise App", "Aplikasi Supervise"),
  ],
  timezone: [
    entry("WIB", "Western Indonesia Time (UTC+07:00)", "Waktu Indonesia Barat (UTC+07:00)"),
    entry("WITA", "Central Indonesia Time (UTC+08:00)", "Waktu Indonesia Tengah (UTC+08:00)"),
    entry("WIT", "Eastern Indonesia Time (UTC+09:00)", "Waktu Indonesia Timur (UTC+09:00)"),
  ],
  badge_color: [
    entry("blue", "Blue", "Biru"),
    entry("orange", "Orange", "Oranye"),
    entry("grey", "Grey", "Abu-abu"),
    entry("red", "Red", "Merah"),
    entry("green", "Green", "Hijau"),
    entry("yellow", "Yellow", "Kuning"),
    entry("violet", "Violet", "Ungu"),
    entry("secondary", "Secondary", "Sekunder"),
  ],
  badge_size: [
    entry("small", "Small", "Kecil"),
    entry("medium", "Medium", "Sedang"),
    entry("large", "Large", "Besar"),
  ],
  banner_variant: [
    entry("information", "Information", "Informasi"),
    entry("warning", "Warning", "Peringatan"),
    entry("success", "Success", "Berhasil"),
    entry("danger", "Danger", "Bahaya"),
    entry("gray", "Gray", "Abu-abu"),
  ],
  banner_size: [entry("small", "Small", "Kecil"), entry("large", "Large", "Besar")],
  toast_variant: [
    entry("info", "Info", "Info"),
    entry("error", "Error", "Galat"),
    entry("success", "Success", "Berhasil"),
    entry("warning", "Warning", "Peringatan"),
  ],
  menu_type: [entry("single", "Single", "Tunggal"), entry("submenu", "Sub-menu", "Submenu")],
  date_picker_type: [
    entry("date", "Date", "Tanggal"),
    entry("week", "Week", "Minggu"),
    entry("month", "Month", "Bulan"),
    entry("year", "Year", "Tahun"),
  ],
  date_picker_mode: [
    entry("single", "Single", "Tunggal"),
    entry("range", "Range", "Rentang"),
    entry("multiple", "Multiple", "Banyak"),
  ],
  multi_select_mode: [
    entry("default", "Default", "Bawaan"),
    entry("filter", "Filter", "Filter"),
    entry("pagination", "Pagination", "Paginasi"),
    entry("pagination-filter", "Pagination with Filter", "Paginasi dengan Filter"),
  ],
} as const satisfies Record<string, readonly EnumEntry[]>;

/** Name of one of the {@link systemEnums}. */
export type SystemEnumName = keyof typeof systemEnums;

/** The values of one enumeration, e.g. `EnumValue<"worker_status">` is `"active" | "inactive"`. */
export type EnumValue<K extends SystemEnumName> = (typeof systemEnums)[K][number]["value"];

/** Offsets of the three Indonesian time zones (SPEC §9). */
export const indonesianTimezoneOffsets = {
  WIB: "+07:00",
  WITA: "+08:00",
  WIT: "+09:00",
} as const;

const MISSING_LABEL = "-";

/**
 * Label of `value` in the named enumeration, or "-" when the value (or its label in
 * `lang`) is missing.
 */
export function enumLabel(
  enumName: SystemEnumName,
  value: string | null | undefined,
  lang: Lang = "en",
): string {
  const entries: readonly EnumEntry[] = systemEnums[enumName];
  const found = entries.find((e) => e.value === value);
  return found?.label[lang] || MISSING_LABEL;
}

/** Label of an agent request type; unknown types are shown as they are. */
export function requestTypeLabel(value: string, lang: Lang = "en"): string {
  const entries: readonly EnumEntry[] = systemEnums.request_type;
  return entries.find((e) => e.value === value)?.label[lang] ?? value;
}

/** Numeric salary type the payroll screens use; 1 and 3 share a label. */
export type SalaryType = { type: 1 | 2 | 3 | 4; label: string };

const salaryTypeLabels = {
  daily_fee: { en: "Daily Fee", id: "Upah Harian" },
  per_shift: { en: "Salary per Shift", id: "Gaji per Shift" },
  per_cycle: { en: "Salary per Cycle", id: "Gaji per Siklus" },
} as const;

/**
 * Salary type derived from the shift configuration and payment basis (SPEC §4).
 * Any combination not listed there, including missing values, is type 1.
 */
export function salaryTypeOf(
  shiftConfig: string | null | undefined,
  paymentBasis: string | null | undefined,
  lang: Lang = "en",
): SalaryType {
  if (paymentBasis === "per_attendance" && shiftConfig === "without_shift") {
    return { type: 2, label: salaryTypeLabels.daily_fee[lang] };
  }
  if (paymentBasis === "per_attendance" && shiftConfig === "with_shift") {
    return { type: 4, label: salaryTypeLabels.per_shift[lang] };
  }
  if (paymentBasis === "per_cycle" && shiftConfig === "with_shift") {
    return { type: 3, label: salaryTypeLabels.per_cycle[lang] };
  }
  return { type: 1, label: salaryTypeLabels.per_cycle[lang] };
}
