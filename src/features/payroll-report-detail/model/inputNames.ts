/**
 * Issue 17: the names of the engine's rule inputs (domain/payroll/run: a line's `inputs`, the
 * facts of a worker's line) as the console shows them: English from the name itself
 * ("taxableGross" → "Taxable gross"), Indonesian from this table (else the English).
 */

/** "taxableGross" → "Taxable gross", "pph21_withheld" → "Pph21 withheld". */
export function humanizeName(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ID: Readonly<Record<string, string>> = {
  absenceDivisor: "Pembagi ketidakhadiran",
  absentDays: "Hari tidak hadir",
  adjustmentLabel: "Label penyesuaian",
  adjustmentType: "Jenis penyesuaian",
  amount: "Jumlah",
  annualGross: "Bruto setahun",
  annualTax: "Pajak setahun",
  attendance: "Kehadiran",
  attendedDays: "Hari hadir",
  base: "Dasar",
  baseAmount: "Jumlah dasar",
  bpjs: "BPJS",
  calendarDaysEmployed: "Hari kalender bekerja",
  calendarDaysInPeriod: "Hari kalender dalam periode",
  calendarFallback: "Kembali ke hari kalender",
  category: "Kategori",
  computedAmount: "Jumlah terhitung",
  contractType: "Jenis kontrak",
  date: "Tanggal",
  daySource: "Sumber hari",
  days: "Hari",
  daysPaid: "Hari dibayar",
  denominator: "Penyebut",
  divisor: "Pembagi",
  earlierMonths: "Bulan sebelumnya",
  employedFrom: "Bekerja sejak",
  employedTo: "Bekerja sampai",
  entitled: "Berhak",
  fixedAllowances: "Tunjangan tetap",
  gross: "Bruto",
  holidayDate: "Tanggal hari raya",
  hourlyWage: "Upah per jam",
  jobExpense: "Biaya jabatan",
  joinDate: "Tanggal bergabung",
  jpWage: "Upah JP",
  jpWageCap: "Batas upah JP",
  kesWage: "Upah BPJS Kesehatan",
  kesWageCap: "Batas upah BPJS Kesehatan",
  kind: "Jenis",
  lastPeriod: "Masa pajak terakhir",
  method: "Metode",
  minutes: "Menit",
  mode: "Mode",
  monthlySalary: "Gaji bulanan",
  monthsOfService: "Bulan masa kerja",
  monthsWorked: "Bulan bekerja",
  multiplierUnits: "Satuan pengali",
  net: "Neto",
  netAnnualized: "Neto disetahunkan",
  noNpwpSurchargeApplied: "Tambahan tanpa NPWP diterapkan",
  nonFixedAllowances: "Tunjangan tidak tetap",
  npwp: "NPWP",
  numerator: "Pembilang",
  overtimeType: "Jenis lembur",
  paidBy: "Dibayar oleh",
  paidLeaveDays: "Hari cuti dibayar",
  payBy: "Dibayar oleh",
  pensionContributions: "Iuran pensiun",
  periodEnd: "Akhir periode",
  periodStart: "Awal periode",
  pph21: "PPh 21",
  previousMonths: "Bulan sebelumnya",
  programs: "Program",
  proration: "Prorata",
  prorationDenominator: "Penyebut prorata",
  prorationNumerator: "Pembilang prorata",
  ptkp: "PTKP",
  ptkpStatus: "Status PTKP",
  ratePercent: "Tarif (%)",
  recipient: "Penerima",
  requestId: "Nomor pengajuan",
  rounding: "Pembulatan",
  salaryType: "Jenis gaji",
  scheme: "Skema",
  source: "Sumber",
  subjectiveChange: "Perubahan subjektif",
  taxAllowance: "Tunjangan pajak",
  taxMethod: "Metode pajak",
  taxYear: "Tahun pajak",
  taxableIncome: "Penghasilan kena pajak",
  unpaidLeaveDays: "Hari cuti tidak dibayar",
  useAttendance: "Memakai data kehadiran",
  wage: "Upah",
  wageBase: "Dasar upah",
  withheldBefore: "Dipotong sebelumnya",
  withheldEarlier: "Dipotong sebelumnya",
  workingDaysEmployed: "Hari kerja selama bekerja",
  workingDaysInPeriod: "Hari kerja dalam periode",
};

/** An input's name in `language`; nested names ("pph21.annualTax") part by part. */
export function inputName(name: string, language: "en" | "id"): string {
  return name
    .split(".")
    .map((part) => (language === "id" ? (ID[part] ?? humanizeName(part)) : humanizeName(part)))
    .join(" · ");
}
