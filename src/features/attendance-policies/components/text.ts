import type {
  ApprovalFeature,
  ApprovalMode,
  GeofenceHandling,
  Verification,
} from "../../../../domain/places.ts";
import type { Language } from "../../../i18n/index.ts";

type Choice = { label: string; hint: string };

const en = {
  tableLabel: "Attendance policies",
  create: "Add Attendance Policy",
  searchPlaceholder: "Search policy name",
  name: "Policy name",
  verification: "Verification",
  verificationHint: "How employees prove they are at work when they check in (SPEC §9).",
  verifications: {
    none: { label: "None", hint: "Location only, no photo or code." },
    selfie: { label: "Selfie", hint: "A selfie is taken and stored, without face matching." },
    selfie_verified: {
      label: "Selfie with face verification",
      hint: "The selfie is matched with the employee's photo; a mismatch is kept and flagged.",
    },
    qr: { label: "QR code", hint: "The employee scans the location's QR poster." },
    code: { label: "4-digit code", hint: "The employee types the code shown at the location." },
  } satisfies Record<Verification, Choice>,
  approval: "Approval",
  approvalHint:
    "Auto: requests are approved at once. Manual: an approver decides (approval rules).",
  approvalDefault: "Default for every feature",
  approvalModes: { auto: "Auto", manual: "Manual" } satisfies Record<ApprovalMode, string>,
  features: { checkIn: "Check-in", checkOut: "Check-out", overtime: "Overtime" } satisfies Record<
    ApprovalFeature,
    string
  >,
  geofence: "Outside every working location",
  geofences: {
    reject: { label: "Reject the check-in", hint: "The employee cannot check in there." },
    flag: {
      label: "Accept and flag for approval",
      hint: "The check-in is kept, pending approval.",
    },
  } satisfies Record<GeofenceHandling, Choice>,
  maxAccuracy: "Maximum GPS accuracy (metres)",
  maxAccuracyHint: "A fix less precise than this is treated as outside. Default 100 m.",
  allowOffline: "Accept offline check-ins (synced later)",
  allowOutsideRequest: "Employees may request a check-in outside every location",
  locations: "Working locations",
  noLocations: "No working location yet: add one under Working Location.",
  coverage: "Who it covers",
  coverageHint:
    "Exactly one policy applies to an employee: a branch or an employee another policy covers is refused. Projects and payroll groups come with their modules.",
  branches: "Branches",
  employees: "Employees",
  employeeSearch: "Search employees",
  employeeSearchPlaceholder: "Name, NIK or phone",
  add: "Add",
  remove: (name: string) => `Remove ${name}`,
  noEmployees: "No employee named directly",
  edit: "Edit",
  delete: "Delete",
  deleteTitle: (name: string) => `Delete attendance policy ${name}?`,
  deleteBody: "The employees it covers will have no attendance policy. This cannot be undone.",
  deleted: (name: string) => `Attendance policy ${name} deleted`,
  created: (name: string) => `Attendance policy ${name} created`,
  updated: (name: string) => `Attendance policy ${name} saved`,
  notFound: "Attendance policy not found",
  none: "-",
};

export const policyText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    tableLabel: "Kebijakan kehadiran",
    create: "Tambah Kebijakan Kehadiran",
    searchPlaceholder: "Cari nama kebijakan",
    name: "Nama kebijakan",
    verification: "Verifikasi",
    verificationHint: "Cara karyawan membuktikan kehadirannya saat absen masuk (SPEC §9).",
    verifications: {
      none: { label: "Tanpa verifikasi", hint: "Hanya lokasi, tanpa foto atau kode." },
      selfie: { label: "Swafoto", hint: "Swafoto diambil dan disimpan, tanpa pencocokan wajah." },
      selfie_verified: {
        label: "Swafoto dengan verifikasi wajah",
        hint: "Swafoto dicocokkan dengan foto karyawan; yang tidak cocok tetap disimpan dan ditandai.",
      },
      qr: { label: "Kode QR", hint: "Karyawan memindai poster QR lokasi." },
      code: { label: "Kode 4 digit", hint: "Karyawan mengetik kode yang tampil di lokasi." },
    },
    approval: "Persetujuan",
    approvalHint:
      "Otomatis: permintaan langsung disetujui. Manual: pemberi persetujuan memutuskan (aturan persetujuan).",
    approvalDefault: "Bawaan untuk semua fitur",
    approvalModes: { auto: "Otomatis", manual: "Manual" },
    features: { checkIn: "Absen masuk", checkOut: "Absen pulang", overtime: "Lembur" },
    geofence: "Di luar semua lokasi kerja",
    geofences: {
      reject: { label: "Tolak absen", hint: "Karyawan tidak dapat absen di sana." },
      flag: {
        label: "Terima dan tandai untuk persetujuan",
        hint: "Absen disimpan, menunggu persetujuan.",
      },
    },
    maxAccuracy: "Akurasi GPS maksimal (meter)",
    maxAccuracyHint: "Posisi yang kurang akurat dari ini dianggap di luar. Bawaan 100 m.",
    allowOffline: "Terima absen luring (disinkronkan kemudian)",
    allowOutsideRequest: "Karyawan boleh mengajukan absen di luar semua lokasi",
    locations: "Lokasi kerja",
    noLocations: "Belum ada lokasi kerja: tambahkan di menu Lokasi Kerja.",
    coverage: "Cakupan",
    coverageHint:
      "Tepat satu kebijakan berlaku untuk seorang karyawan: cabang atau karyawan yang dicakup kebijakan lain ditolak. Proyek dan grup penggajian menyusul bersama modulnya.",
    branches: "Cabang",
    employees: "Karyawan",
    employeeSearch: "Cari karyawan",
    employeeSearchPlaceholder: "Nama, NIK, atau telepon",
    add: "Tambah",
    remove: (name: string) => `Hapus ${name}`,
    noEmployees: "Tidak ada karyawan yang dipilih langsung",
    edit: "Ubah",
    delete: "Hapus",
    deleteTitle: (name: string) => `Hapus kebijakan kehadiran ${name}?`,
    deleteBody:
      "Karyawan yang dicakupnya tidak akan memiliki kebijakan kehadiran. Tindakan ini tidak dapat dibatalkan.",
    deleted: (name: string) => `Kebijakan kehadiran ${name} dihapus`,
    created: (name: string) => `Kebijakan kehadiran ${name} dibuat`,
    updated: (name: string) => `Kebijakan kehadiran ${name} disimpan`,
    notFound: "Kebijakan kehadiran tidak ditemukan",
    none: "-",
  },
};
