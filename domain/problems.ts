/**
 * Field problems in both languages (issue 11 B4). The rules (domain/workforce/*.ts, the
 * services, the JSON-schema check) word their problems in English, and those English texts
 * are part of the API (SPEC §8 quotes some; tests pin them), so they stay as they are. This
 * catalogue gives each wording a stable code and its Indonesian, so the services answer in
 * the caller's language and the console shows its own rules' problems in the chosen one:
 * one table for both sides.
 *
 * A template's `{name}`s are its parameters. A `{label}` is a field's name: the known ones
 * are translated through {@link FIELD_LABELS}, a client's own additional-data labels stay
 * as the client wrote them; other parameters (numbers, dates, lists of codes) are kept.
 */
import { USER_STATUS_REFUSALS } from "./users.ts";
import { INVISIBLE_CHARACTER_PROBLEM, NIK_PROBLEMS } from "./validation.ts";

export type ProblemLanguage = "en" | "id";
export type ProblemParams = Readonly<Record<string, string>>;
type Entry = { readonly en: string; readonly id: string };

/** The same problem following the field's name ("NIK must …"). */
const labelled = (entry: Entry): Entry => ({
  en: `{label} ${entry.en}`,
  id: `{label} ${entry.id}`,
});

const catalogue = {
  // Phrased to follow the field's name ("Code is required"): domain/workforce/org.ts and
  // the services' database checks.
  required: { en: "is required", id: "wajib diisi" },
  maxLength: { en: "must be at most {max} characters", id: "maksimal {max} karakter" },
  orgCode: {
    en: "must be 2 to 20 characters of A-Z, 0-9 and -",
    id: "harus 2 sampai 20 karakter A-Z, 0-9 dan -",
  },
  validId: { en: "must be a valid id", id: "tidak valid" },
  oneOf: { en: "must be one of {list}", id: "harus salah satu dari {list}" },
  isoDate: { en: "must be a date written yyyy-MM-dd", id: "harus berupa tanggal yang valid" },
  onOrAfterStart: {
    en: "must be on or after the start date",
    id: "harus sama dengan atau setelah tanggal mulai",
  },
  numberRange: {
    en: "must be a number from {min} to {max}",
    id: "harus berupa angka dari {min} sampai {max}",
  },
  requiredWithCity: { en: "is required with a city", id: "wajib diisi bila kota diisi" },
  requiredWithLongitude: { en: "is required with a longitude", id: "wajib diisi bila bujur diisi" },
  requiredWithLatitude: { en: "is required with a latitude", id: "wajib diisi bila lintang diisi" },
  notProvince: { en: "is not a province", id: "bukan provinsi yang dikenal" },
  notCity: { en: "is not a city", id: "bukan kota yang dikenal" },
  notInProvince: {
    en: "is not in the chosen province",
    id: "tidak berada di provinsi yang dipilih",
  },
  timezone: { en: "must be WIB, WITA or WIT", id: "harus WIB, WITA, atau WIT" },
  sixteenDigits: { en: "must be 16 digits", id: "harus 16 digit" },
  phone: {
    en: "must start with 8 followed by 7 to 12 digits",
    id: "harus diawali angka 8 lalu 7 sampai 12 digit",
  },
  email: { en: "is not a valid email address", id: "bukan alamat email yang valid" },
  orBranchRequired: { en: "or a branch is required", id: "atau cabang wajib diisi" },
  notExists: { en: "does not exist", id: "tidak ditemukan" },
  inactive: { en: "is inactive", id: "tidak aktif" },
  notActiveEmployee: { en: "is not an active employee", id: "bukan karyawan aktif" },
  alreadyRegistered: { en: "is already registered", id: "sudah terdaftar" },
  alreadyUsed: { en: "is already used by another {noun}", id: "sudah dipakai {noun} lain" },
  notSelf: { en: "cannot be the partner itself", id: "tidak boleh mitra itu sendiri" },
  approvedPartner: { en: "must be an approved partner", id: "harus mitra yang sudah disetujui" },
  leadCycle: {
    en: "is led by this partner (a cycle)",
    id: "dipimpin oleh mitra ini (berputar)",
  },
  notMerchantBranch: { en: "is not the merchant's branch", id: "bukan cabang merchant ini" },
  afterProjectStart: {
    en: "must be on or after the project's start date ({date})",
    id: "harus sama dengan atau setelah tanggal mulai proyek ({date})",
  },
  beforeProjectEnd: {
    en: "must be on or before the project's end date ({date})",
    id: "harus sama dengan atau sebelum tanggal berakhir proyek ({date})",
  },
  requiredProjectEnds: {
    en: "is required: the project ends on {date}",
    id: "wajib diisi: proyek berakhir pada {date}",
  },
  endAfterStart: {
    en: "must be on or after the start date ({date}); delete an assignment that has not started",
    id: "harus sama dengan atau setelah tanggal mulai ({date}); hapus penugasan yang belum dimulai",
  },
  endBeforeCurrentEnd: {
    en: "must be on or before the current end date ({date}); edit the assignment to extend it",
    id: "harus sama dengan atau sebelum tanggal berakhir saat ini ({date}); ubah penugasan untuk memperpanjangnya",
  },
  incorrect: { en: "is incorrect", id: "salah" },
  currentPasswordIncorrect: {
    en: "Current password is incorrect",
    id: "Kata sandi saat ini salah",
  },
  passwordTooShort: { en: "must be at least {min} characters", id: "minimal {min} karakter" },
  passwordLetterDigit: {
    en: "must contain at least one letter and one digit",
    id: "harus berisi setidaknya satu huruf dan satu angka",
  },
  passwordSame: {
    en: "must differ from the current password",
    id: "harus berbeda dari kata sandi saat ini",
  },

  // Shifts, master schedules and schedule patterns (issue 13, domain/schedules/shifts.ts).
  timeOfDay: {
    en: "must be a time written HH:MM from 00:00 to 23:59",
    id: "harus berupa jam dengan format HH:MM dari 00:00 sampai 23:59",
  },
  differFromStartTime: {
    en: "must differ from the start time",
    id: "harus berbeda dari jam mulai",
  },
  wholeNumberRange: {
    en: "must be a whole number from {min} to {max}",
    id: "harus berupa bilangan bulat dari {min} sampai {max}",
  },
  shorterThanShift: { en: "must be shorter than the shift", id: "harus lebih pendek dari shift" },
  notMoreThanHalfDay: {
    en: "must not be more than the half-day hours",
    id: "tidak boleh lebih dari jam setengah hari",
  },
  trueOrFalse: { en: "must be true or false", id: "harus benar atau salah" },
  shiftCode: {
    en: "must be 1 to 20 characters of A-Z, 0-9 and -",
    id: "harus 1 sampai 20 karakter A-Z, 0-9 dan -",
  },
  workingDaysOfWeek: {
    en: "must have exactly {count} working days for a {week} week",
    id: "harus berisi tepat {count} hari kerja untuk minggu {week}",
  },
  rotationLength: { en: "must have 1 to {max} days", id: "harus berisi 1 sampai {max} hari" },
  oneWorkingDay: {
    en: "must have at least one working day",
    id: "harus berisi setidaknya satu hari kerja",
  },

  // Console users (issue 12, domain/users.ts): status changes refused with a 409.
  userSelfInactivate: USER_STATUS_REFUSALS.self,
  userLastSuperAdmin: USER_STATUS_REFUSALS.lastSuperAdmin,

  // The JSON-schema check (services/shared/server.ts, Ajv's wordings).
  notAllowedField: { en: "is not an allowed field", id: "bukan kolom yang diizinkan" },
  unstorableText: {
    en: "contains characters that are not allowed",
    id: "berisi karakter yang tidak diizinkan",
  },
  schemaMaxLength: {
    en: "must NOT have more than {limit} characters",
    id: "tidak boleh lebih dari {limit} karakter",
  },
  schemaMinLength: {
    en: "must NOT have fewer than {limit} characters",
    id: "tidak boleh kurang dari {limit} karakter",
  },
  schemaMaxItems: {
    en: "must NOT have more than {limit} items",
    id: "tidak boleh lebih dari {limit} item",
  },
  schemaMinItems: {
    en: "must NOT have fewer than {limit} items",
    id: "tidak boleh kurang dari {limit} item",
  },
  schemaMaximum: { en: "must be <= {limit}", id: "harus <= {limit}" },
  schemaMinimum: { en: "must be >= {limit}", id: "harus >= {limit}" },
  schemaExclusiveMaximum: { en: "must be < {limit}", id: "harus < {limit}" },
  schemaExclusiveMinimum: { en: "must be > {limit}", id: "harus > {limit}" },
  schemaEnum: {
    en: "must be equal to one of the allowed values",
    id: "harus salah satu dari nilai yang diizinkan",
  },
  schemaPattern: { en: 'must match pattern "{pattern}"', id: 'harus sesuai pola "{pattern}"' },
  schemaFormat: { en: 'must match format "{format}"', id: 'harus sesuai format "{format}"' },
  schemaType: { en: "must be {type}", id: "harus bertipe {type}" },
  idsRange: { en: "must be ids from 1 to {max}", id: "harus berupa id dari 1 sampai {max}" },
  // Roles (issue 12, domain/roles.ts); the duplicate name is SPEC §8's sentence.
  roleNameTaken: {
    en: "Role Name has been exist. Try with other Role Name",
    id: "Nama Peran sudah ada. Coba dengan Nama Peran lain",
  },
  unknownMenus: {
    en: "contains unknown menu ids: {list}",
    id: "berisi id menu yang tidak dikenal: {list}",
  },
  // Approval rules (issue 13, domain/approvals.ts and the hcm service).
  notClientUsers: {
    en: "contains ids that are not users of the client: {list}",
    id: "berisi id yang bukan pengguna klien ini: {list}",
  },
  notClientRoles: {
    en: "contains ids that are not roles of the client: {list}",
    id: "berisi id yang bukan peran klien ini: {list}",
  },
  needsApprover: { en: "needs at least one approver", id: "memerlukan sedikitnya satu penyetuju" },
  maxLayers: { en: "must have at most {max} layers", id: "maksimal {max} lapisan" },
  requestTypeCovered: {
    en: '{requestType} is already covered by approval rule "{name}"',
    id: '{requestType} sudah dicakup aturan persetujuan "{name}"',
  },
  approvalRulePending: {
    en: 'Approval rule "{name}" still has {count} pending request{plural}',
    id: 'Aturan persetujuan "{name}" masih memiliki {count} pengajuan yang menunggu',
  },
  noApprovalRule: {
    en: "No approval rule covers {requestType} requests",
    id: "Tidak ada aturan persetujuan untuk pengajuan {requestType}",
  },
  approvalRuleChanged: {
    en: "This approval rule was changed by someone else. Reload it and try again.",
    id: "Aturan persetujuan ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  },
  approvalRequestChanged: {
    en: "This request was changed by someone else. Reload it and try again.",
    id: "Pengajuan ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  },
  // Issue 11 A7: worded in both languages by domain/validation.ts.
  invisibleCharacter: INVISIBLE_CHARACTER_PROBLEM,
  nikProvince: NIK_PROBLEMS.province,
  nikBirthDate: NIK_PROBLEMS.birth_date,

  // Whole sentences naming their field (domain/workforce/agent.ts, the employee services).
  labelRequired: { en: "{label} is required", id: "{label} wajib diisi" },
  labelInvisibleCharacter: labelled(INVISIBLE_CHARACTER_PROBLEM),
  labelNikProvince: labelled(NIK_PROBLEMS.province),
  labelNikBirthDate: labelled(NIK_PROBLEMS.birth_date),
  labelMaxLength: {
    en: "{label} must be at most {max} characters",
    id: "{label} maksimal {max} karakter",
  },
  labelOption: {
    en: "{label} must be one of its options",
    id: "{label} harus salah satu dari pilihannya",
  },
  labelOptions: {
    en: "{label} must be a list of its options",
    id: "{label} harus berupa daftar dari pilihannya",
  },
  labelOneOf: { en: "{label} must be one of {list}", id: "{label} harus salah satu dari {list}" },
  labelInvalidId: { en: "{label} is not a valid id", id: "{label} tidak valid" },
  labelRequiredForBank: {
    en: "{label} is required for a bank transfer",
    id: "{label} wajib diisi untuk transfer bank",
  },
  labelRequiredForWallet: {
    en: "{label} is required for an e-wallet payment",
    id: "{label} wajib diisi untuk pembayaran dompet digital",
  },
  labelText: { en: "{label} must be text", id: "{label} harus berupa teks" },
  labelNumber: { en: "{label} must be a number", id: "{label} harus berupa angka" },
  labelDate: {
    en: "{label} must be a date (yyyy-MM-dd)",
    id: "{label} harus berupa tanggal (yyyy-MM-dd)",
  },
  labelValidDate: {
    en: "{label} must be a valid date (yyyy-MM-dd)",
    id: "{label} harus berupa tanggal yang valid (yyyy-MM-dd)",
  },
  labelOptionTwice: {
    en: "{label} lists an option twice",
    id: "{label} memuat pilihan yang sama dua kali",
  },
  labelFuture: {
    en: "{label} cannot be in the future",
    id: "{label} tidak boleh di masa depan",
  },
  labelNotFound: { en: "{label} not found", id: "{label} tidak ditemukan" },
  labelInactive: { en: "{label} is inactive", id: "{label} tidak aktif" },
  labelAlreadyRegistered: {
    en: "{label} is already registered to another employee",
    id: "{label} sudah terdaftar untuk karyawan lain",
  },
  mustBeText: { en: "Must be text", id: "Harus berupa teks" },
  nikDigits: { en: "NIK must be exactly 16 digits", id: "NIK harus tepat 16 digit" },
  phoneDigits: {
    en: "Phone number must start with 8 followed by 7 to 12 digits",
    id: "Nomor telepon harus diawali angka 8 lalu 7 sampai 12 digit",
  },
  emailInvalid: {
    en: "Email is not a valid email address",
    id: "Email bukan alamat email yang valid",
  },
  minAge: {
    en: "The employee must be at least {age} years old",
    id: "Karyawan harus berusia minimal {age} tahun",
  },
  joinAfterBirth: {
    en: "Join date must be after the birth date",
    id: "Tanggal bergabung harus setelah tanggal lahir",
  },
  accountDigits: {
    en: "Account number must be 5 to 20 digits",
    id: "Nomor rekening harus 5 sampai 20 digit",
  },
  cityProvince: { en: "Choose the province of the city", id: "Pilih provinsi dari kota tersebut" },
  cityNotInProvince: {
    en: "City is not in the chosen province",
    id: "Kota tidak berada di provinsi yang dipilih",
  },
  selfieUploaded: {
    en: "Selfie must be a file uploaded to the file service",
    id: "Swafoto harus berupa berkas yang diunggah ke layanan berkas",
  },
  npwpDigits: { en: "NPWP must be 15 or 16 digits", id: "NPWP harus 15 atau 16 digit" },
  payrollGroup: {
    en: "Action Failed: Branch and Payroll Group is not related, Please Edit from Agent Detail page",
    id: "Aksi Gagal: Cabang dan Grup Penggajian tidak berhubungan, Silakan ubah dari halaman Detail Karyawan",
  },
  customDataObject: {
    en: "Additional data must be an object",
    id: "Data tambahan harus berupa objek",
  },
  unknownCustomField: {
    en: "Unknown additional data field",
    id: "Kolom data tambahan tidak dikenal",
  },
  terminationBeforeJoin: {
    en: "Effective date cannot be before the join date",
    id: "Tanggal efektif tidak boleh sebelum tanggal bergabung",
  },

  // Additional-data field definitions (domain/workforce/agent.ts, services/main/agent-fields).
  fieldKeyPattern: {
    en: "Key must start with a lowercase letter and use only lowercase letters, digits and _ (at most 40)",
    id: "Kunci harus diawali huruf kecil dan hanya memakai huruf kecil, angka dan _ (maksimal 40)",
  },
  fieldKeyReserved: {
    en: "Key is one of the employee's own fields; choose another",
    id: "Kunci adalah salah satu kolom bawaan karyawan; pilih yang lain",
  },
  fieldKeyTaken: {
    en: "Key is already used by another field (archived ones too)",
    id: "Kunci sudah dipakai kolom lain (termasuk yang diarsipkan)",
  },
  fieldsMax: {
    en: "A client has at most {max} active fields",
    id: "Satu klien memiliki maksimal {max} kolom aktif",
  },
  fieldRequiredBoolean: {
    en: "Required must be true or false",
    id: "Wajib harus bernilai benar atau salah",
  },
  fieldOptionsList: { en: "Options must be a list", id: "Pilihan harus berupa daftar" },
  fieldOptionsNeeded: {
    en: "A dropdown needs at least one option",
    id: "Dropdown memerlukan setidaknya satu pilihan",
  },
  fieldOptionsMax: {
    en: "A dropdown has at most {max} options",
    id: "Dropdown memiliki maksimal {max} pilihan",
  },
  fieldOptionTwice: {
    en: 'Option value "{value}" appears twice',
    id: 'Nilai pilihan "{value}" muncul dua kali',
  },
  fieldOptionsOnlyDropdown: {
    en: "Only dropdown fields have options",
    id: "Hanya kolom dropdown yang memiliki pilihan",
  },
  fieldPosition: {
    en: "Position must be a whole number from 0 to {max}",
    id: "Posisi harus berupa bilangan bulat dari 0 sampai {max}",
  },
  fieldOptionInUse: {
    en: 'Option "{option}" is used by {count} employee{plural}; it cannot be removed',
    id: 'Pilihan "{option}" dipakai oleh {count} karyawan; pilihan ini tidak dapat dihapus',
  },

  // Bulk imports: the report's problems by row and column (domain/workforce/import.ts,
  // services/main/imports); a row's own fields speak through the employee rules above.
  // Issue 13, employee schedules and the holiday calendar (services/hcm/rosters).
  scheduleOneSource: {
    en: "give exactly one of masterScheduleId and schedulePatternId",
    id: "isi tepat salah satu dari jadwal induk dan pola jadwal",
  },
  scheduleRangeTooLong: {
    en: "must be at most {max} days from the start date",
    id: "maksimal {max} hari dari tanggal mulai",
  },
  scheduleAgentCount: {
    en: "must hold 1 to {max} employees",
    id: "harus berisi 1 sampai {max} karyawan",
  },
  scheduleForeignAgents: {
    en: "holds employees that are not this client's: {list}",
    id: "berisi karyawan yang bukan milik klien ini: {list}",
  },
  holidayTaken: {
    en: "is already a holiday on this date",
    id: "sudah menjadi hari libur pada tanggal ini",
  },
  scheduleNotShift: { en: "is not a shift of this client", id: "bukan shift milik klien ini" },
  scheduleYear: {
    en: "must be a year from {min} to {max}",
    id: "harus tahun dari {min} sampai {max}",
  },

  importUnknownColumn: {
    en: "Not a column of this template",
    id: "Bukan kolom dari templat ini",
  },
  importColumnTwice: {
    en: "The column appears more than once",
    id: "Kolom ini muncul lebih dari sekali",
  },
  importColumnMissing: { en: "The column is missing", id: "Kolom ini tidak ada" },
  importNoHeader: {
    en: "The file has no header row of this template",
    id: "Berkas tidak memiliki baris judul dari templat ini",
  },
  importNoRows: { en: "The file has no data rows", id: "Berkas tidak memiliki baris data" },
  importTooManyRows: {
    en: "A file may hold at most {rows} rows",
    id: "Satu berkas maksimal berisi {rows} baris",
  },
  importRepeatsRow: { en: "{label} repeats row {row}", id: "{label} mengulang baris {row}" },
  importNikExists: {
    en: "An employee with this NIK already exists",
    id: "Karyawan dengan NIK ini sudah ada",
  },
  importPhoneExists: {
    en: "An employee with this phone number already exists",
    id: "Karyawan dengan nomor telepon ini sudah ada",
  },
  importNoSuchNik: { en: "No employee has this NIK", id: "Tidak ada karyawan dengan NIK ini" },
  importOverlapsExisting: {
    en: "Overlaps an existing assignment of this employee on this project",
    id: "Bertumpuk dengan penugasan karyawan ini yang sudah ada di proyek ini",
  },
  importOverlapsRow: {
    en: "Overlaps row {row} (same employee and project)",
    id: "Bertumpuk dengan baris {row} (karyawan dan proyek yang sama)",
  },
  // Working locations and attendance policies (issue 13, domain/geo.ts, services/hcm/places);
  // their ranges use wholeNumberRange above.
  notNegative: { en: "must not be negative", id: "tidak boleh negatif" },
  unknownIds: {
    en: "contains ids that do not exist: {list}",
    id: "berisi id yang tidak ditemukan: {list}",
  },
  policyOverlap: {
    en: 'overlaps the coverage of attendance policy "{name}"',
    id: 'bertumpuk dengan cakupan kebijakan kehadiran "{name}"',
  },
  // Issue 14, the worker app's check-in (domain/attendance/checkin.ts, services/hcm/agent).
  attendanceVerificationRequired: {
    en: "is required by your attendance policy ({method})",
    id: "wajib diisi sesuai kebijakan absensi Anda ({method})",
  },
  attendanceVerificationMethod: {
    en: "must be {method}, as your attendance policy demands",
    id: "harus {method}, sesuai kebijakan absensi Anda",
  },
  attendanceCode: { en: "must be a 4-digit code", id: "harus berupa kode 4 digit" },
  attendanceFileId: { en: "must be a file id", id: "harus berupa id berkas" },
  attendanceNotOwnFile: { en: "is not a file of yours", id: "bukan berkas milik Anda" },
  attendanceOccurredAt: {
    en: "must be an ISO-8601 date and time with a UTC offset",
    id: "harus berupa tanggal dan waktu ISO-8601 dengan selisih UTC",
  },
  attendanceFuture: { en: "must not be in the future", id: "tidak boleh di masa depan" },
  // Issue 15, leave policies (domain/leave/policy.ts, services/hcm/leave/policies).
  leaveDays: {
    en: "must be a number from {from} to {max} with at most 2 decimals",
    id: "harus berupa angka dari {from} sampai {max} dengan paling banyak 2 desimal",
  },
  leaveDaysRequired: {
    en: "is required for a limited policy",
    id: "wajib diisi untuk kebijakan terbatas",
  },
  leaveProbationRequired: {
    en: "is required after probation",
    id: "wajib diisi bila dimulai setelah masa percobaan",
  },
  leaveCoverageNeeded: {
    en: "needs a branch or an employee, unless the policy covers every employee",
    id: "memerlukan cabang atau karyawan, kecuali kebijakan mencakup semua karyawan",
  },
  leavePayLadder: {
    en: "must be steps from month 1, each starting the month after the previous one ends, paying 0 to 100 percent",
    id: "harus berupa tahapan mulai bulan 1, tiap tahap dimulai bulan setelah tahap sebelumnya berakhir, dibayar 0 sampai 100 persen",
  },
  leaveKindLocked: {
    en: "cannot change while leave requests or balance entries use the policy",
    id: "tidak dapat diubah selama pengajuan cuti atau entri saldo memakai kebijakan ini",
  },
  leavePolicyNameTaken: {
    en: "is already the name of another leave policy",
    id: "sudah menjadi nama kebijakan cuti lain",
  },
  // Issue 15, overtime requests (domain/overtime/requests.ts, services/hcm/overtime/requests).
  overtimeMinutesOrHours: {
    en: "give minutes or hours, not both",
    id: "isi menit atau jam, jangan keduanya",
  },
  overtimeWholeMinutes: {
    en: "must be a whole number of minutes",
    id: "harus berupa bilangan bulat menit",
  },
  overtimeHoursRange: {
    en: "must be more than 0 and at most 24 hours",
    id: "harus lebih dari 0 dan paling lama 24 jam",
  },
  overtimePolicyLimit: {
    en: "must be at most {hours} hours (the overtime policy's limit per request)",
    id: "paling lama {hours} jam (batas kebijakan lembur per pengajuan)",
  },
  overtimeAttendanceShows: {
    en: "is more than the {count} minutes the day's attendance shows",
    id: "melebihi {count} menit yang tercatat pada absensi hari itu",
  },
  overtimeNoSchedule: {
    en: "has no schedule: overtime needs a working day or a day off",
    id: "tidak memiliki jadwal: lembur memerlukan hari kerja atau hari libur",
  },
  overtimeTypeDisabled: {
    en: "is a day the overtime policy pays no overtime for",
    id: "adalah hari yang tidak diberi upah lembur oleh kebijakan lembur",
  },
  overtimeDailyCap: {
    en: "Overtime on a working day is at most {limit} hours (PP 35/2021 Art 26)",
    id: "Lembur pada hari kerja paling lama {limit} jam (PP 35/2021 Pasal 26)",
  },
  overtimeWeeklyCap: {
    en: "Overtime is at most {limit} hours a week (PP 35/2021 Art 26)",
    id: "Lembur paling lama {limit} jam dalam satu minggu (PP 35/2021 Pasal 26)",
  },
  overtimeBeyondLadder: {
    en: "PP 35/2021 Art 31 sets no rate beyond hour {limit} on this day",
    id: "PP 35/2021 Pasal 31 tidak menetapkan upah setelah jam ke-{limit} pada hari ini",
  },
  // Issue 16, payroll components and regulation-based components (domain/payroll/components.ts,
  // domain/payroll/regulation.ts, services/hcm/payroll/components): field problems, then the
  // headlines of the refused forms.
  componentCode: {
    en: "must be 2 to 60 characters of a-z, 0-9 and _, starting with a letter",
    id: "harus 2 sampai 60 karakter a-z, 0-9 dan _, diawali huruf",
  },
  componentNotTaxableTreatment: {
    en: "must be non_object for a component that is not taxable",
    id: "harus non_object untuk komponen yang tidak kena pajak",
  },
  componentTaxableTreatment: {
    en: "cannot be non_object for a taxable component",
    id: "tidak boleh non_object untuk komponen yang kena pajak",
  },
  componentBaseRequired: {
    en: "is required for a % component",
    id: "wajib diisi untuk komponen %",
  },
  componentBaseRefused: {
    en: "must be empty for an Rp component",
    id: "harus kosong untuk komponen Rp",
  },
  componentPercent: {
    en: "must be a percentage from 0 to 100 with at most 4 decimals",
    id: "harus berupa persentase dari 0 sampai 100 dengan paling banyak 4 desimal",
  },
  componentWholeRupiah: {
    en: "must be a whole rupiah amount from {min} to {max}",
    id: "harus berupa jumlah rupiah bulat dari {min} sampai {max}",
  },
  componentCodeTaken: {
    en: "is already the code of another payroll component",
    id: "sudah menjadi kode komponen gaji lain",
  },
  componentNameTaken: {
    en: "is already the name of another payroll component",
    id: "sudah menjadi nama komponen gaji lain",
  },
  regulationJkkClassRequired: { en: "is required for JKK", id: "wajib diisi untuk JKK" },
  regulationJkkClassRefused: {
    en: "must be empty for a programme other than JKK",
    id: "harus kosong untuk program selain JKK",
  },
  regulationRateDateRepeated: {
    en: "repeats the date of another rate",
    id: "mengulang tanggal tarif lain",
  },
  regulationRatesRequired: {
    en: "must hold at least one rate",
    id: "harus berisi setidaknya satu tarif",
  },
  regulationNoStatutoryRate: {
    en: "is required: this programme has no statutory rate on record",
    id: "wajib diisi: program ini tidak memiliki tarif resmi yang tercatat",
  },
  regulationLocked: {
    en: "cannot change once the component is created",
    id: "tidak dapat diubah setelah komponen dibuat",
  },
  regulationProgrammeTaken: {
    en: "already has a regulation-based component",
    id: "sudah memiliki komponen berbasis regulasi",
  },
  componentCreateFailed: {
    en: "Failed to Create Payroll Component",
    id: "Gagal Membuat Komponen Gaji",
  },
  componentUpdateFailed: {
    en: "Failed to Update Payroll Component",
    id: "Gagal Memperbarui Komponen Gaji",
  },
  regulationCreateFailed: {
    en: "Failed to Create Regulation-Based Component",
    id: "Gagal Membuat Komponen Berbasis Regulasi",
  },
  regulationUpdateFailed: {
    en: "Failed to Update Regulation-Based Component",
    id: "Gagal Memperbarui Komponen Berbasis Regulasi",
  },
  // Issue 16, tax configurations and employee tax records (domain/payroll/taxConfig.ts,
  // domain/payroll/taxRecords.ts, services/hcm/payroll/tax).
  taxFinalBandCount: {
    en: "must have 1 to {max} bands",
    id: "harus berisi 1 sampai {max} lapisan",
  },
  taxFinalBandLastOpen: {
    en: "must be empty: the last band has no ceiling",
    id: "harus kosong: lapisan terakhir tidak memiliki batas atas",
  },
  taxFinalBandCeiling: {
    en: "is required except in the last band",
    id: "wajib diisi kecuali pada lapisan terakhir",
  },
  taxFinalBandAscending: {
    en: "must be whole rupiah above {min} and at most {max}",
    id: "harus berupa rupiah bulat di atas {min} dan paling banyak {max}",
  },
  taxFinalBandRate: {
    en: "must be a percentage from 0 to 100 with at most 2 decimals",
    id: "harus berupa persentase dari 0 sampai 100 dengan paling banyak 2 desimal",
  },
  taxFinalOnly: {
    en: "is only for a final configuration (pph21_final)",
    id: "hanya untuk konfigurasi final (pph21_final)",
  },
  taxKindFixed: {
    en: "cannot change once the configuration is saved",
    id: "tidak dapat diubah setelah konfigurasi disimpan",
  },
  taxConfigurationNameTaken: {
    en: "is already the name of another tax configuration",
    id: "sudah menjadi nama konfigurasi pajak lain",
  },
  taxRecordNonFinal: {
    en: "must be a PPh 21 (not final) configuration",
    id: "harus konfigurasi PPh 21 (tidak final)",
  },
  taxRecordTaken: {
    en: "already has an employee tax record for {year}",
    id: "sudah memiliki data pajak karyawan untuk tahun {year}",
  },
  taxIdNpwp: { en: "must be 15 or 16 digits", id: "harus 15 atau 16 digit" },
  taxEndMonth: {
    en: "must not be before the start month",
    id: "tidak boleh sebelum bulan mulai",
  },
  taxRupiah: {
    en: "must be whole rupiah from {min} to {max}",
    id: "harus berupa rupiah bulat dari {min} sampai {max}",
  },
  // Issue 16, payroll groups and members (domain/payroll/groups.ts, members.ts,
  // services/hcm/payroll/groups).
  payrollMonthlyNeeds: {
    en: "is required for a monthly cycle",
    id: "wajib diisi untuk siklus bulanan",
  },
  payrollWeeklyNeeds: {
    en: "is required for a weekly cycle",
    id: "wajib diisi untuk siklus mingguan",
  },
  payrollCustomNeeds: {
    en: "is required for a custom cycle",
    id: "wajib diisi untuk siklus kustom",
  },
  payrollDivisorNeeded: {
    en: "is required for a fixed divisor",
    id: "wajib diisi untuk pembagi tetap",
  },
  payrollIdList: { en: "must be a list of ids", id: "harus berupa daftar id" },
  payrollMaxItems: { en: "must hold at most {max} items", id: "maksimal {max} item" },
  payrollRepeated: { en: "appears more than once", id: "muncul lebih dari sekali" },
  payrollAmount: {
    en: "must be a number from {min} to {max} with at most 4 decimals",
    id: "harus berupa angka dari {min} sampai {max} dengan paling banyak 4 desimal",
  },
  payrollWholeRupiah: { en: "must be whole rupiah", id: "harus dalam rupiah bulat" },
  payrollPercentage: {
    en: "must be a percentage from 0 to 100",
    id: "harus berupa persentase dari 0 sampai 100",
  },
  payrollAtMost: { en: "must be at most {max}", id: "maksimal {max}" },
  payrollRepeatsMember: { en: "repeats member {count}", id: "mengulang anggota {count}" },
  payrollMethodNeeded: {
    en: "Payment method is required with account details",
    id: "Metode pembayaran wajib diisi bila data rekening diisi",
  },
  payrollNotGroupComponent: {
    en: "is not a component of this payroll group",
    id: "bukan komponen grup penggajian ini",
  },
  payrollGroupNameTaken: {
    en: "is already the name of another payroll group",
    id: "sudah menjadi nama grup penggajian lain",
  },
  payrollNikUnknown: {
    en: "is not the NIK of one of your employees",
    id: "bukan NIK salah satu karyawan Anda",
  },
  // Issue 17, direct payroll (domain/payroll/direct.ts, services/hcm/payroll/reports/direct).
  directEmployeeUnknown: {
    en: "is not the employee number of one of your employees",
    id: "bukan nomor karyawan salah satu karyawan Anda",
  },
  directRepeatsRow: {
    en: "repeats the worker of row {row}",
    id: "mengulang karyawan pada baris {row}",
  },
  directRepeatsItem: {
    en: "repeats the worker of item {count}",
    id: "mengulang karyawan pada item {count}",
  },
  directNetNegative: {
    en: "are more than the earnings: the net pay would be negative",
    id: "melebihi pendapatan: gaji bersih akan negatif",
  },
  directReportNameTaken: {
    en: "is already the name of another payroll report",
    id: "sudah menjadi nama laporan penggajian lain",
  },
  // Issue 18, payouts (services/hcm/payouts, services/hcm/disbursements/{submit,inquiry}.ts):
  // the reasons behind a line's ACCOUNT_NOT_FOUND (name inquiry) and the provider's failure
  // codes (Xendit payouts v2; services/hcm/payouts/failures.ts maps them).
  payoutAccountNotFound: {
    en: "The bank does not know this account number.",
    id: "Nomor rekening ini tidak dikenal oleh bank.",
  },
  payoutInvalidDestination: {
    en: "The bank refused the account: it does not exist or cannot receive transfers.",
    id: "Bank menolak rekening ini: rekening tidak ada atau tidak dapat menerima transfer.",
  },
  payoutAccountClosed: {
    en: "The account is closed.",
    id: "Rekening ini sudah ditutup.",
  },
  payoutRejectedByChannel: {
    en: "The bank or e-wallet rejected the transfer.",
    id: "Bank atau dompet digital menolak transfer ini.",
  },
  payoutInsufficientBalance: {
    en: "The payout account's balance was not enough.",
    id: "Saldo akun pencairan tidak mencukupi.",
  },
  payoutTransferError: {
    en: "The transfer failed at the bank's network.",
    id: "Transfer gagal di jaringan bank.",
  },
  payoutLimitExceeded: {
    en: "The amount is beyond what the destination accepts.",
    id: "Nominal melebihi batas yang dapat diterima tujuan.",
  },
  payoutRefused: {
    en: "The payout provider refused the payout ({code}).",
    id: "Penyedia pencairan menolak pembayaran ini ({code}).",
  },
  payoutReversed: {
    en: "The bank returned the money after the payout had succeeded.",
    id: "Bank mengembalikan dana setelah pembayaran berhasil.",
  },
  // Issue 17, payroll reports (services/hcm/payroll/reports): field problems and the 409
  // sentences behind the codes BATCH_NAME_ALREADY_EXIST, PAYROLL_PERIOD_ALREADY_REPORTED,
  // PAYROLL_REPORT_COMPUTING, NO_PAYROLL_REPORT_DETAIL, PAYROLL_REPORT_HAS_ERRORS,
  // PAYROLL_REPORT_NOT_DRAFT and PAYROLL_REPORT_FINALIZED.
  payrollReportMonth: {
    en: "must be a month written YYYY-MM",
    id: "harus berupa bulan dengan format YYYY-MM",
  },
  payrollReportGeneralOnly: {
    en: "must be general (direct reports are uploaded)",
    id: "harus general (laporan langsung diunggah)",
  },
  payrollReportMonthlyOnly: {
    en: "only monthly groups can run a monthly report",
    id: "hanya grup bulanan yang dapat menjalankan laporan bulanan",
  },
  payrollReportNotMember: {
    en: "is not a member of the report's payroll group in its period",
    id: "bukan anggota grup penggajian laporan ini pada periodenya",
  },
  payrollReportDefaultNeedsComponent: {
    en: "is required for a default adjustment",
    id: "wajib diisi untuk penyesuaian default",
  },
  payrollReportComponentOnlyDefault: {
    en: "must be empty unless the type is default",
    id: "harus kosong kecuali tipenya default",
  },
  payrollReportNameTaken: {
    en: 'A payroll report named "{name}" already exists. Try another name.',
    id: 'Laporan penggajian bernama "{name}" sudah ada. Coba nama lain.',
  },
  payrollReportPeriodTaken: {
    en: "This payroll group already has a general payroll report for {period}.",
    id: "Grup penggajian ini sudah memiliki laporan penggajian general untuk {period}.",
  },
  payrollReportComputing: {
    en: "This payroll report is still being computed. Try again when it is done.",
    id: "Laporan penggajian ini masih dihitung. Coba lagi setelah selesai.",
  },
  payrollReportNoDetail: {
    en: "This payroll report has no lines: there is nothing to finalize.",
    id: "Laporan penggajian ini tidak memiliki baris: tidak ada yang dapat difinalisasi.",
  },
  payrollReportHasErrors: {
    en: "{count} worker(s) of this payroll report could not be computed. Correct their data and recompute before finalizing.",
    id: "{count} pekerja pada laporan penggajian ini tidak dapat dihitung. Perbaiki datanya lalu hitung ulang sebelum finalisasi.",
  },
  payrollReportNotDraft: {
    en: "Only a draft payroll report can be changed or recomputed.",
    id: "Hanya laporan penggajian draf yang dapat diubah atau dihitung ulang.",
  },
  payrollReportFinalized: {
    en: "A finalized or paid payroll report cannot be deleted.",
    id: "Laporan penggajian yang sudah final atau dibayar tidak dapat dihapus.",
  },
  payrollGroupHasReports: {
    en: 'Payroll group "{name}" has {count} payroll report(s); it cannot be deleted. Deactivate it instead.',
    id: 'Grup penggajian "{name}" memiliki {count} laporan penggajian; grup ini tidak dapat dihapus. Nonaktifkan saja.',
  },
  // Issue 18, disbursements (domain/disbursement/lines.ts, services/hcm/disbursements): a
  // line's reason behind INCOMPLETE_BANK_ACCOUNT_DATA, BELOW_MINIMUM_LIMIT and
  // ABOVE_MAXIMUM_LIMIT, the batch's field problems, headlines and the coded refusals.
  disbursementNoAccount: {
    en: "The worker has no bank account or e-wallet to pay into.",
    id: "Pekerja tidak memiliki rekening bank atau dompet digital untuk menerima pembayaran.",
  },
  disbursementBankOrWallet: {
    en: "Give either a bank account or an e-wallet, not both.",
    id: "Isi rekening bank atau dompet digital, jangan keduanya.",
  },
  disbursementBankMissing: {
    en: "The bank is missing.",
    id: "Bank belum diisi.",
  },
  disbursementUnknownBank: {
    en: 'The bank "{bank}" is not one Tenaga can pay to.',
    id: 'Bank "{bank}" tidak dapat menerima pembayaran dari Tenaga.',
  },
  disbursementAccountNumber: {
    en: "The account number must be {digits} digits for {bank}.",
    id: "Nomor rekening {bank} harus {digits} digit.",
  },
  disbursementAccountName: {
    en: "The account holder's name is missing or longer than 200 characters.",
    id: "Nama pemilik rekening kosong atau lebih dari 200 karakter.",
  },
  disbursementUnknownWallet: {
    en: 'The e-wallet "{wallet}" is not one of GoPay, OVO, DANA, ShopeePay or LinkAja.',
    id: 'Dompet digital "{wallet}" bukan salah satu dari GoPay, OVO, DANA, ShopeePay atau LinkAja.',
  },
  disbursementWalletPhone: {
    en: "The e-wallet's phone number is missing or not a mobile number (8…, 9 to 13 digits).",
    id: "Nomor telepon dompet digital kosong atau bukan nomor ponsel (8…, 9 sampai 13 digit).",
  },
  disbursementBelowMinimum: {
    en: "The amount is below this channel's minimum of {amount}.",
    id: "Nominal di bawah batas minimum kanal ini sebesar {amount}.",
  },
  disbursementAboveMaximum: {
    en: "The amount is above this channel's maximum of {amount}.",
    id: "Nominal di atas batas maksimum kanal ini sebesar {amount}.",
  },
  disbursementUnknownAgent: {
    en: "is not a worker of this client",
    id: "bukan pekerja klien ini",
  },
  disbursementLinesRequired: {
    en: "must hold 1 to 10,000 lines",
    id: "harus berisi 1 sampai 10.000 baris",
  },
  disbursementLinesOnlyManual: {
    en: "must be empty unless the source is manual or upload",
    id: "harus kosong kecuali sumbernya manual atau upload",
  },
  disbursementReportRequired: {
    en: "is required when the source is payroll_report",
    id: "wajib diisi jika sumbernya payroll_report",
  },
  disbursementClaimNotPayable: {
    en: "is not an approved claim waiting to be paid by disbursement",
    id: "bukan klaim disetujui yang menunggu dibayar lewat pencairan dana",
  },
  disbursementCreateFailed: {
    en: "Failed to Create Disbursement",
    id: "Gagal Membuat Pencairan Dana",
  },
  disbursementUpdateLineFailed: {
    en: "Failed to Update Disbursement Line",
    id: "Gagal Memperbarui Baris Pencairan Dana",
  },
  disbursementNameTaken: {
    en: 'A disbursement batch named "{name}" already exists. Try another name.',
    id: 'Batch pencairan dana bernama "{name}" sudah ada. Coba nama lain.',
  },
  disbursementReportNotFinalized: {
    en: "Only a finalized payroll report can be disbursed.",
    id: "Hanya laporan penggajian yang sudah final yang dapat dicairkan.",
  },
  disbursementReportAlreadyDisbursed: {
    en: "This payroll report already has a disbursement batch that is not cancelled.",
    id: "Laporan penggajian ini sudah memiliki batch pencairan dana yang tidak dibatalkan.",
  },
  disbursementReportNoLines: {
    en: "This payroll report has no line with an amount to pay.",
    id: "Laporan penggajian ini tidak memiliki baris dengan nominal untuk dibayar.",
  },
  disbursementNoClaims: {
    en: "There is no approved reimbursement claim waiting to be paid by disbursement.",
    id: "Tidak ada klaim reimbursement disetujui yang menunggu dibayar lewat pencairan dana.",
  },
  disbursementMakerChecker: {
    en: "The person who created a batch cannot approve it",
    id: "Pembuat batch tidak dapat menyetujuinya",
  },
  disbursementNotPending: {
    en: "This batch is not waiting for approval: it was cancelled.",
    id: "Batch ini tidak menunggu persetujuan: batch sudah dibatalkan.",
  },
  disbursementNotCancellable: {
    en: "Only a batch waiting for approval can be cancelled.",
    id: "Hanya batch yang menunggu persetujuan yang dapat dibatalkan.",
  },
  disbursementLineNotEditable: {
    en: "Only a draft line or a line waiting for approval can be changed.",
    id: "Hanya baris draf atau yang menunggu persetujuan yang dapat diubah.",
  },
  disbursementLineNotRetryable: {
    en: "Only a failed line can be sent again.",
    id: "Hanya baris yang gagal yang dapat dikirim ulang.",
  },
  disbursementLineStillInvalid: {
    en: "The line's account or amount is not valid; correct it before sending it again.",
    id: "Rekening atau nominal baris ini tidak valid; perbaiki sebelum mengirim ulang.",
  },
  disbursementLineNotCancellable: {
    en: "Only a draft, pending or failed line can be cancelled.",
    id: "Hanya baris draf, menunggu persetujuan, atau gagal yang dapat dibatalkan.",
  },
  disbursementNotBankFile: {
    en: "Only a batch paid through a bank file can be confirmed as paid.",
    id: "Hanya batch yang dibayar lewat file bank yang dapat dikonfirmasi lunas.",
  },
  disbursementNothingToConfirm: {
    en: "No approved line of this batch is waiting to be confirmed as paid.",
    id: "Tidak ada baris disetujui pada batch ini yang menunggu konfirmasi lunas.",
  },
  disbursementVersionChanged: {
    en: "This line was changed meanwhile. Reload it and try again.",
    id: "Baris ini telah diubah. Muat ulang lalu coba lagi.",
  },
  disbursementMaintenance: {
    en: "Disbursement is under maintenance. New submissions are paused; nothing in flight is lost.",
    id: "Pencairan dana sedang dalam pemeliharaan. Pengajuan baru dijeda; yang sedang diproses tetap aman.",
  },
  idempotencyKeyReused: {
    en: "This Idempotency-Key was already used for another request. Use a new key for a new request.",
    id: "Idempotency-Key ini sudah dipakai untuk permintaan lain. Gunakan kunci baru untuk permintaan baru.",
  },
  idempotencyKeyFormat: {
    en: "must be 1 to 200 visible characters",
    id: "harus 1 sampai 200 karakter yang terlihat",
  },
  // Issue 18, reimbursements (domain/reimbursement, services/hcm/reimbursements): field
  // problems and the sentences behind REIMBURSEMENT_OVER_BUDGET, REIMBURSEMENT_TYPE_IN_USE,
  // REIMBURSEMENT_TYPE_NAME_TAKEN, REIMBURSEMENT_CLAIM_DECIDED, REIMBURSEMENT_CLAIM_CARRIED and
  // REIMBURSEMENT_ALREADY_PAID.
  reimbursementReceiptRequired: {
    en: "A receipt is required above {amount}",
    id: "Bukti pembayaran wajib dilampirkan untuk jumlah di atas {amount}",
  },
  reimbursementOverBudget: {
    en: "is over the budget: {remaining} remains from {start} to {end}",
    id: "melebihi anggaran: sisa {remaining} untuk {start} sampai {end}",
  },
  reimbursementDateTooOld: {
    en: "must be at most {count} days ago",
    id: "paling lama {count} hari yang lalu",
  },
  reimbursementCapOnlyNatura: {
    en: "must be empty unless the tax treatment is natura_meal_field",
    id: "harus kosong kecuali perlakuan pajaknya natura_meal_field",
  },
  reimbursementBudgetPeriodRequired: {
    en: "is required with a budget amount",
    id: "wajib diisi bila jumlah anggaran diisi",
  },
  reimbursementBudgetPeriodEmpty: {
    en: "must be empty without a budget amount",
    id: "harus kosong bila jumlah anggaran tidak diisi",
  },
  reimbursementTooManyFiles: {
    en: "must be at most {max} different files",
    id: "paling banyak {max} berkas berbeda",
  },
  reimbursementNotOwnFile: {
    en: "must be a file you uploaded",
    id: "harus berkas yang Anda unggah",
  },
  reimbursementTypeNameTaken: {
    en: "is already the name of another reimbursement type",
    id: "sudah menjadi nama tipe penggantian biaya lain",
  },
  reimbursementTypeInUse: {
    en: 'Reimbursement type "{name}" has {count} claim(s); it cannot be deleted. Deactivate it instead.',
    id: 'Tipe penggantian biaya "{name}" memiliki {count} klaim; tipe ini tidak dapat dihapus. Nonaktifkan saja.',
  },
  reimbursementClaimDecided: {
    en: "This reimbursement claim is already {status}.",
    id: "Klaim penggantian biaya ini sudah {status}.",
  },
  reimbursementClaimCarried: {
    en: "A reimbursement claim already being paid (in a payroll report or a disbursement batch) can no longer be cancelled.",
    id: "Klaim penggantian biaya yang sudah dalam proses pembayaran (laporan penggajian atau batch pencairan) tidak dapat dibatalkan lagi.",
  },
  reimbursementAlreadyPaid: {
    en: "{count} reimbursement claim(s) of this report were paid elsewhere or withdrawn after it was computed. Recompute the report before finalizing.",
    id: "{count} klaim penggantian biaya pada laporan ini sudah dibayar di tempat lain atau dibatalkan setelah laporan dihitung. Hitung ulang laporan sebelum finalisasi.",
  },
  // Issue 18, A3 bank files, upload and the paid report (services/hcm/disbursements/files):
  // field problems and the 409 sentences behind BANK_FILE_PROVIDER_CHANNEL and
  // BANK_FILE_NO_LINES.
  disbursementBankFileRefused: {
    en: "The bank file could not be made",
    id: "File bank tidak dapat dibuat",
  },
  disbursementPaidReportRefused: {
    en: "The paid report could not be made",
    id: "Laporan pembayaran tidak dapat dibuat",
  },
  disbursementExportTooLarge: {
    en: "holds {count} rows; an export may hold at most {max}. Choose fewer months or one worker.",
    id: "berisi {count} baris; satu ekspor maksimal {max} baris. Pilih lebih sedikit bulan atau satu karyawan.",
  },
  disbursementDebitAccount: {
    en: "must be the 13 digits of a Mandiri account",
    id: "harus 13 digit nomor rekening Mandiri",
  },
  disbursementNotBeforeToday: {
    en: "must not be before today ({date})",
    id: "tidak boleh sebelum hari ini ({date})",
  },
  disbursementMonthsAtMost: {
    en: "must be at most {max} months from the start month",
    id: "maksimal {max} bulan dari bulan awal",
  },
  disbursementOrPhoneRequired: {
    en: "is needed, or a phone number: one of them names the worker",
    id: "wajib diisi, atau nomor telepon: salah satunya menunjukkan karyawan",
  },
  disbursementPhoneUnknown: {
    en: "is not the phone number of one of your employees",
    id: "bukan nomor telepon salah satu karyawan Anda",
  },
  disbursementOtherWorker: {
    en: "belongs to another employee than the employee number",
    id: "milik karyawan lain, bukan karyawan dengan nomor karyawan tersebut",
  },
  disbursementAccountDigits: {
    en: "must be {min} to {max} digits for {bank}",
    id: "harus {min} sampai {max} digit untuk {bank}",
  },
  disbursementNeedsAccount: {
    en: "is required with a bank account",
    id: "wajib diisi untuk rekening bank",
  },
  disbursementNeedsWallet: {
    en: "is required with an e-wallet",
    id: "wajib diisi untuk dompet digital",
  },
  disbursementBankAndWallet: {
    en: "cannot be given with a bank account",
    id: "tidak boleh diisi bersama rekening bank",
  },
  disbursementExcelNumber: {
    en: "Excel stored this as a number, which keeps only 15 digits; format the column as Text and type it again",
    id: "Excel menyimpan ini sebagai angka, yang hanya menyimpan 15 digit; ubah format kolom menjadi Teks lalu ketik ulang",
  },
  disbursementBankFileProvider: {
    en: "This batch is paid through the payout provider; a bank file would pay its lines a second time. Export the XLSX instead.",
    id: "Batch ini dibayar melalui penyedia pembayaran; file bank akan membayar barisnya dua kali. Ekspor XLSX saja.",
  },
  disbursementBankFileNoLines: {
    en: "This batch has no bank transfer lines to pay in a bank file.",
    id: "Batch ini tidak memiliki baris transfer bank untuk dibayar dengan file bank.",
  },
} as const satisfies Record<string, Entry>;

export type ProblemCode = keyof typeof catalogue;
export const problemCatalogue: Readonly<Record<ProblemCode, Entry>> = catalogue;

/**
 * The employee form's field names as the English rules say them, with their Indonesian
 * (the wording of src/features/agents/messages.ts).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  "Full name": "Nama lengkap",
  NIK: "NIK",
  "Phone number": "Nomor telepon",
  Email: "Email",
  "Birth date": "Tanggal lahir",
  Gender: "Jenis kelamin",
  "Join date": "Tanggal bergabung",
  "Contract type": "Jenis kontrak",
  "Contract status": "Status kontrak",
  Branch: "Cabang",
  Project: "Proyek",
  Province: "Provinsi",
  City: "Kota",
  "Payment method": "Metode pembayaran",
  "Account name": "Nama pemilik rekening",
  "Account number": "Nomor rekening",
  "Bank name": "Nama bank",
  "E-wallet": "Dompet digital",
  Address: "Alamat",
  "Vaccine status": "Status vaksin",
  Selfie: "Swafoto",
  "PTKP status": "Status PTKP",
  "Termination reason": "Alasan pemberhentian",
  "Effective date": "Tanggal efektif",
  Note: "Catatan",
  Key: "Kunci",
  Label: "Label",
  Type: "Tipe",
  "Option label": "Label pilihan",
  "Option value": "Nilai pilihan",
};

const PARAM = /\{(\w+)\}/g;

/** The parameter names of a template, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[1] as string);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/**
 * What a parameter may hold: numbers are numbers, a JSON type is a word or two ("a string or
 * null"), so "must be {type}" cannot swallow another sentence; anything else is lazy text.
 */
const PARAM_PATTERNS: Readonly<Record<string, string>> = {
  max: "(-?\\d+)",
  min: "(-?\\d+)",
  limit: "(-?\\d+)",
  count: "(\\d+)",
  age: "(\\d+)",
  plural: "(s?)",
  row: "(\\d+)",
  rows: "([\\d,.]+)",
  type: "((?:an? )?[a-z]+(?: or (?:an? )?[a-z]+)*)",
};

// Every template as an anchored pattern; lazy parameters make "{label} is required" read
// "Full name is required" but not "Account name is required for a bank transfer". The
// first entry that matches wins, so specific templates come before general ones.
const patterns = (Object.entries(catalogue) as [ProblemCode, Entry][]).map(([code, entry]) => ({
  code,
  names: templateParams(entry.en),
  pattern: new RegExp(
    `^${escapeRegExp(entry.en).replace(PARAM, (_, name: string) => PARAM_PATTERNS[name] ?? "(.+?)")}$`,
    "s",
  ),
}));

/** The code and parameters of an English problem text, or null when the catalogue lacks it. */
export function describeProblem(
  message: string,
): { code: ProblemCode; params: ProblemParams } | null {
  for (const { code, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = match[i + 1] as string;
    });
    return { code, params };
  }
  return null;
}

/** A problem in `language`, its `{label}` translated when it is one of ours. */
export function renderProblem(
  language: ProblemLanguage,
  code: ProblemCode,
  params: ProblemParams = {},
): string {
  return catalogue[code][language].replace(PARAM, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === "label" && language === "id" ? (FIELD_LABELS[value] ?? value) : value;
  });
}

/**
 * An English problem text in `language`; a text the catalogue lacks (or one already
 * translated) comes back unchanged.
 */
export function localizeProblem(language: ProblemLanguage, message: string): string {
  if (language === "en") return message;
  const known = describeProblem(message);
  return known ? renderProblem(language, known.code, known.params) : message;
}

/** The verbs and records of the services' "Failed to Create Agent" headlines (SPEC §8 style). */
const HEADLINE_VERBS: Readonly<Record<string, string>> = {
  Create: "Membuat",
  Update: "Memperbarui",
  Terminate: "Memberhentikan",
  End: "Mengakhiri",
  Reject: "Menolak",
  Approve: "Menyetujui",
  Assign: "Menetapkan",
  Delete: "Menghapus",
};
const HEADLINE_RECORDS: Readonly<Record<string, string>> = {
  Agent: "Karyawan",
  "Agent Field": "Kolom Karyawan",
  Assignment: "Penugasan",
  Branch: "Cabang",
  Merchant: "Merchant",
  Partner: "Mitra",
  Partners: "Mitra",
  Project: "Proyek",
  User: "Pengguna",
  Role: "Peran",
  "Approval Rule": "Aturan Persetujuan",
  "Approval Request": "Pengajuan Persetujuan",
  Request: "Pengajuan",
  Shift: "Shift",
  "Master Schedule": "Jadwal Induk",
  "Schedule Pattern": "Pola Jadwal",
  "Working Location": "Lokasi Kerja",
  "Attendance Policy": "Kebijakan Kehadiran",
  Holiday: "Hari Libur",
  Schedule: "Jadwal",
  "Leave Policy": "Kebijakan Cuti",
  // Issue 16, tax configurations and employee tax records:
  "Tax Configuration": "Konfigurasi Pajak",
  "Employee Tax Record": "Data Pajak Karyawan",
  // Issue 16, payroll groups and members:
  "Payroll Group": "Grup Penggajian",
  "Payroll Group Members": "Anggota Grup Penggajian",
  // Issue 17, payroll reports:
  "Payroll Report": "Laporan Penggajian",
  "Payroll Report Adjustments": "Penyesuaian Laporan Penggajian",
  // Issue 18, reimbursements:
  "Reimbursement Type": "Tipe Penggantian Biaya",
  "Reimbursement Claim": "Klaim Penggantian Biaya",
};

/**
 * A refused form's headline in `language`: "Failed to Create Agent" → "Gagal Membuat
 * Karyawan"; a headline that is itself a known problem (the payroll-group sentence) through
 * the catalogue; anything else unchanged.
 */
export function localizeHeadline(language: ProblemLanguage, message: string): string {
  if (language === "en") return message;
  const failed = /^Failed to (\w+) (.+)$/.exec(message);
  const verb = HEADLINE_VERBS[failed?.[1] ?? ""];
  const record = HEADLINE_RECORDS[failed?.[2] ?? ""];
  if (verb && record) return `Gagal ${verb} ${record}`;
  return localizeProblem(language, message);
}
