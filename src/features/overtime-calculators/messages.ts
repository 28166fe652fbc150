import type { StatutoryDayType } from "../../../domain/overtime/ladder.ts";
import { type Language, useI18n } from "../../i18n/index.ts";

/** The overtime and THR calculators' wordings, in both languages the console speaks. */
const en = {
  overtimeTitle: "Overtime calculator",
  overtimeIntro:
    "The statutory overtime pay of one day (PP 35/2021): the Art 31 ladder for the work week and day type, on the Art 32–33 wage base (hourly wage = monthly base / 173).",
  workWeek: "Work week",
  workWeeks: { "5-day": "5 days a week (8 h a day)", "6-day": "6 days a week (7 h a day)" },
  dayType: "Day type",
  dayTypes: {
    regular_working_day: "Regular working day",
    working_on_day_off: "Working on a day off",
    working_on_national_holiday: "Working on a national holiday",
  } satisfies Record<StatutoryDayType, string>,
  shortestDay: "The holiday falls on the shortest working day of the week",
  hours: "Overtime hours",
  hoursHelpWorkingDay: "Hours beyond normal working time, e.g. 1.5 for 90 minutes",
  hoursHelpRestDay: "All hours worked on that day, e.g. 7.5",
  weeklySoFar: "Working-day overtime already this week (hours)",
  weeklySoFarHelp: "For the 18-hour weekly cap; rest-day and holiday overtime do not count",
  wageKind: "Wage",
  monthlyWage: "Paid monthly",
  dailyWageKind: "Paid daily",
  basic: "Basic wage",
  fixedAllowances: "Fixed allowances",
  nonFixedAllowances: "Non-fixed allowances",
  nonFixedHelp: "When given, the base is at least 75 % of the whole wage (Art 32(4))",
  dailyWage: "Daily wage",
  dailyWageHelp: "Made monthly × 21 (5-day week) or × 25 (6-day week) (Art 33(1))",
  minimumWage: "Regional minimum wage (optional)",
  minimumWageHelp: "The monthly base never falls below it. DKI Jakarta 2026: Rp 5.729.876",
  rounding: "Rounding",
  roundingExact: "Exact (rounded to sen only in the result)",
  roundingTruncated: "Hourly wage cut to whole rupiah first (as Kemnaker's examples)",
  calculate: "Calculate",
  calculating: "Calculating...",
  required: "This field is required",
  baseMonthly: "Monthly wage base",
  hourlyWage: "Hourly wage (base / 173)",
  band: "Hours",
  multiplier: "Multiplier",
  units: "Hours × multiplier",
  totalUnits: "Multiplier units",
  pay: "Overtime pay",
  breakdownLabel: "Overtime pay by multiplier band",
  valid: "Within the statutory limits (4 hours a day, 18 hours a week on working days).",
  invalidTitle: "Outside the statutory limits",
  invalidNote:
    "The hours are still priced at the statutory rates: the worker is owed them even if the order broke a limit.",
  mealTitle: "Meal duty",
  meal: "Overtime of 4 hours or more: the employer must provide food and drink of at least 1,400 kcal (PP 35/2021 Art 29), not replaceable by money.",
  times: (multiplier: string) => `${multiplier}×`,
  thrTitle: "THR calculator",
  thrIntro:
    "The religious holiday allowance (Permenaker 6/2016): from one completed month of service, months / 12 of a month's wage under 12 months, due 7 days before the holiday.",
  contract: "Contract type",
  joinDate: "Join date",
  holidayDate: "Religious holiday",
  paidDate: "Payment date (optional)",
  paidDateHelp: "A payment after the deadline owes a 5 % fine on top of the THR (Art 10)",
  monthlyWages: "Monthly wages, oldest first",
  monthlyWagesHelp:
    "One amount per month of service; the base is their average (the last 12 from a year of service).",
  monthWage: (n: number) => `Month ${n}`,
  addMonth: "Add a month",
  removeMonth: (n: number) => `Remove month ${n}`,
  entitled: "Entitled",
  yes: "Yes",
  no: "No",
  monthsOfService: "Completed months of service",
  wageBase: "One month's wage",
  amount: "THR due",
  payBy: "Pay by",
  fine: "Late-payment fine (5 %)",
  thrResultLabel: "THR result",
  notEmployment:
    "A partnership (kemitraan) is not employment: Permenaker 6/2016 gives THR to PKWT and PKWTT workers only.",
  underOneMonth: "Less than one completed month of service at the holiday: no THR is due yet.",
  prorated: (months: number) =>
    `${months} of 12 months: the THR is ${months}/12 of one month's wage.`,
  late: "Paid after the deadline: the fine is owed on top of the THR.",
};

export type CalculatorText = typeof en;

const id: CalculatorText = {
  overtimeTitle: "Kalkulator lembur",
  overtimeIntro:
    "Upah lembur satu hari sesuai PP 35/2021: tangga Pasal 31 menurut pola kerja dan jenis hari, atas dasar upah Pasal 32–33 (upah sejam = upah sebulan / 173).",
  workWeek: "Pola kerja",
  workWeeks: {
    "5-day": "5 hari seminggu (8 jam sehari)",
    "6-day": "6 hari seminggu (7 jam sehari)",
  },
  dayType: "Jenis hari",
  dayTypes: {
    regular_working_day: "Hari kerja biasa",
    working_on_day_off: "Bekerja pada hari istirahat",
    working_on_national_holiday: "Bekerja pada hari libur nasional",
  },
  shortestDay: "Hari libur jatuh pada hari kerja terpendek dalam seminggu",
  hours: "Jam lembur",
  hoursHelpWorkingDay: "Jam di luar waktu kerja normal, mis. 1,5 untuk 90 menit",
  hoursHelpRestDay: "Seluruh jam kerja pada hari itu, mis. 7,5",
  weeklySoFar: "Lembur hari kerja minggu ini sebelumnya (jam)",
  weeklySoFarHelp:
    "Untuk batas 18 jam seminggu; lembur hari istirahat dan hari libur tidak dihitung",
  wageKind: "Upah",
  monthlyWage: "Dibayar bulanan",
  dailyWageKind: "Dibayar harian",
  basic: "Upah pokok",
  fixedAllowances: "Tunjangan tetap",
  nonFixedAllowances: "Tunjangan tidak tetap",
  nonFixedHelp:
    "Bila diisi, dasar upah paling sedikit 75 % dari keseluruhan upah (Pasal 32 ayat 4)",
  dailyWage: "Upah harian",
  dailyWageHelp: "Dibulankan × 21 (5 hari kerja) atau × 25 (6 hari kerja) (Pasal 33 ayat 1)",
  minimumWage: "Upah minimum wilayah (opsional)",
  minimumWageHelp: "Dasar upah sebulan tidak pernah di bawahnya. DKI Jakarta 2026: Rp 5.729.876",
  rounding: "Pembulatan",
  roundingExact: "Tepat (dibulatkan ke sen hanya pada hasil)",
  roundingTruncated: "Upah sejam dipotong ke rupiah utuh dahulu (seperti contoh Kemnaker)",
  calculate: "Hitung",
  calculating: "Menghitung...",
  required: "Kolom ini wajib diisi",
  baseMonthly: "Dasar upah sebulan",
  hourlyWage: "Upah sejam (dasar / 173)",
  band: "Jam",
  multiplier: "Pengali",
  units: "Jam × pengali",
  totalUnits: "Jumlah satuan pengali",
  pay: "Upah lembur",
  breakdownLabel: "Upah lembur per tingkat pengali",
  valid: "Dalam batas ketentuan (4 jam sehari, 18 jam seminggu pada hari kerja).",
  invalidTitle: "Di luar batas ketentuan",
  invalidNote:
    "Jam tersebut tetap dihitung dengan tarif ketentuan: pekerja tetap berhak atas upahnya walaupun perintah lembur melanggar batas.",
  mealTitle: "Kewajiban makan",
  meal: "Lembur 4 jam atau lebih: pengusaha wajib memberi makanan dan minuman paling sedikit 1.400 kalori (PP 35/2021 Pasal 29), tidak dapat diganti uang.",
  times: (multiplier: string) => `${multiplier}×`,
  thrTitle: "Kalkulator THR",
  thrIntro:
    "Tunjangan hari raya keagamaan (Permenaker 6/2016): sejak satu bulan masa kerja penuh, masa kerja / 12 × satu bulan upah bila kurang dari 12 bulan, dibayar paling lambat 7 hari sebelum hari raya.",
  contract: "Jenis kontrak",
  joinDate: "Tanggal bergabung",
  holidayDate: "Hari raya keagamaan",
  paidDate: "Tanggal pembayaran (opsional)",
  paidDateHelp: "Pembayaran setelah batas waktu dikenai denda 5 % di luar THR (Pasal 10)",
  monthlyWages: "Upah bulanan, dari yang terlama",
  monthlyWagesHelp:
    "Satu jumlah per bulan masa kerja; dasarnya adalah rata-ratanya (12 bulan terakhir bila sudah setahun).",
  monthWage: (n: number) => `Bulan ${n}`,
  addMonth: "Tambah bulan",
  removeMonth: (n: number) => `Hapus bulan ${n}`,
  entitled: "Berhak",
  yes: "Ya",
  no: "Tidak",
  monthsOfService: "Masa kerja (bulan penuh)",
  wageBase: "Upah satu bulan",
  amount: "THR terutang",
  payBy: "Dibayar paling lambat",
  fine: "Denda keterlambatan (5 %)",
  thrResultLabel: "Hasil THR",
  notEmployment:
    "Kemitraan bukan hubungan kerja: Permenaker 6/2016 memberi THR hanya kepada pekerja PKWT dan PKWTT.",
  underOneMonth: "Masa kerja belum satu bulan penuh pada hari raya: THR belum terutang.",
  prorated: (months: number) =>
    `${months} dari 12 bulan: THR sebesar ${months}/12 dari upah satu bulan.`,
  late: "Dibayar setelah batas waktu: denda terutang di luar THR.",
};

export const calculatorText: Record<Language, CalculatorText> = { en, id };

/** The calculators' wordings in the language of the surrounding `I18nProvider`. */
export function useCalculatorText(): CalculatorText {
  return calculatorText[useI18n().language];
}
