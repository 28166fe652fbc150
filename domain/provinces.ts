/**
 * The codes of Indonesia's 38 provinces (Kemendagri), the first two digits of every region
 * id and of every NIK. Source: the provinces idn-area-data 3.1.2 ships
 * (`idn-area-data/data/provinces.csv`, Kepmendagri 100.1.1-6117 of 2022), the same table the
 * database loads (services/db/seed.ts); domain/ stays free of packages and files, so the list
 * is kept here and domain/provinces.test.ts proves it matches the package.
 */
export const PROVINCE_CODES: readonly string[] = [
  "11", // Aceh
  "12", // Sumatera Utara
  "13", // Sumatera Barat
  "14", // Riau
  "15", // Jambi
  "16", // Sumatera Selatan
  "17", // Bengkulu
  "18", // Lampung
  "19", // Kepulauan Bangka Belitung
  "21", // Kepulauan Riau
  "31", // DKI Jakarta
  "32", // Jawa Barat
  "33", // Jawa Tengah
  "34", // DI Yogyakarta
  "35", // Jawa Timur
  "36", // Banten
  "51", // Bali
  "52", // Nusa Tenggara Barat
  "53", // Nusa Tenggara Timur
  "61", // Kalimantan Barat
  "62", // Kalimantan Tengah
  "63", // Kalimantan Selatan
  "64", // Kalimantan Timur
  "65", // Kalimantan Utara
  "71", // Sulawesi Utara
  "72", // Sulawesi Tengah
  "73", // Sulawesi Selatan
  "74", // Sulawesi Tenggara
  "75", // Gorontalo
  "76", // Sulawesi Barat
  "81", // Maluku
  "82", // Maluku Utara
  "91", // Papua
  "92", // Papua Barat
  "93", // Papua Selatan
  "94", // Papua Tengah
  "95", // Papua Pegunungan
  "96", // Papua Barat Daya
];

const KNOWN: ReadonlySet<string> = new Set(PROVINCE_CODES);

/** True for the two-digit code of an Indonesian province ("31"). */
export function isProvinceCode(code: string): boolean {
  return KNOWN.has(code);
}
