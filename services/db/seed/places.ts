import type { EthnicMix } from "./names.ts";

/**
 * Offices, outlets and projects of the demo clients. Cities are named as in the regions
 * tables (idn-area-data) and looked up there, so the ids are the real region codes.
 */
export type Timezone = "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura";

export type BranchSpec = {
  code: string;
  name: string;
  /** The regency/city name in the `cities` table, e.g. "KOTA BANDUNG". */
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  timezone: Timezone;
  /** Streets of the city, for outlet and home addresses. */
  streets: readonly string[];
  /** Who lives there: the ethnic mix the names are drawn from. */
  people: EthnicMix;
  /** Share of the client's agents at this branch (relative weight). */
  weight: number;
};

const GREATER_JAKARTA: EthnicMix = [
  ["javanese", 40],
  ["sundanese", 20],
  ["batak", 10],
  ["minang", 8],
  ["chinese", 6],
  ["bugis", 4],
  ["minahasa", 4],
  ["ambonese", 3],
  ["balinese", 2],
  ["banjar", 2],
  ["papuan", 1],
];
const WEST_JAVA: EthnicMix = [
  ["sundanese", 65],
  ["javanese", 20],
  ["batak", 5],
  ["minang", 4],
  ["chinese", 4],
  ["minahasa", 2],
];
const CENTRAL_JAVA: EthnicMix = [
  ["javanese", 85],
  ["chinese", 6],
  ["sundanese", 4],
  ["batak", 2],
  ["minahasa", 1],
  ["papuan", 1],
  ["balinese", 1],
];
const EAST_JAVA: EthnicMix = [
  ["javanese", 75],
  ["chinese", 8],
  ["batak", 4],
  ["bugis", 3],
  ["balinese", 3],
  ["minahasa", 3],
  ["ambonese", 2],
  ["minang", 2],
];
const NORTH_SUMATRA: EthnicMix = [
  ["batak", 55],
  ["javanese", 20],
  ["minang", 12],
  ["chinese", 8],
  ["sundanese", 5],
];
const WEST_SUMATRA: EthnicMix = [
  ["minang", 70],
  ["batak", 10],
  ["javanese", 15],
  ["chinese", 5],
];
const SOUTH_SUMATRA: EthnicMix = [
  ["javanese", 45],
  ["minang", 20],
  ["sundanese", 10],
  ["batak", 10],
  ["chinese", 10],
  ["bugis", 5],
];
const BALI: EthnicMix = [
  ["balinese", 65],
  ["javanese", 20],
  ["sasak", 5],
  ["chinese", 4],
  ["bugis", 3],
  ["minahasa", 3],
];
const LOMBOK: EthnicMix = [
  ["sasak", 60],
  ["balinese", 15],
  ["javanese", 15],
  ["bugis", 10],
];
const SOUTH_SULAWESI: EthnicMix = [
  ["bugis", 70],
  ["javanese", 10],
  ["minahasa", 6],
  ["chinese", 5],
  ["ambonese", 4],
  ["balinese", 5],
];
const NORTH_SULAWESI: EthnicMix = [
  ["minahasa", 70],
  ["bugis", 10],
  ["javanese", 10],
  ["chinese", 5],
  ["ambonese", 5],
];
const KALIMANTAN: EthnicMix = [
  ["banjar", 30],
  ["javanese", 30],
  ["bugis", 25],
  ["minahasa", 5],
  ["batak", 5],
  ["chinese", 5],
];
const MALUKU: EthnicMix = [
  ["ambonese", 70],
  ["bugis", 10],
  ["javanese", 8],
  ["minahasa", 7],
  ["papuan", 5],
];
const PAPUA: EthnicMix = [
  ["papuan", 45],
  ["javanese", 15],
  ["bugis", 15],
  ["ambonese", 10],
  ["minahasa", 10],
  ["batak", 5],
];
const NUSA_TENGGARA_TIMUR: EthnicMix = [
  ["ambonese", 30],
  ["minahasa", 20],
  ["papuan", 15],
  ["bugis", 15],
  ["javanese", 10],
  ["balinese", 10],
];

/** PT Maju Jaya: twelve offices across WIB, WITA and WIT. */
export const MAJU_BRANCHES: readonly BranchSpec[] = [
  {
    code: "JKT-01",
    name: "Jakarta Selatan",
    city: "KOTA ADMINISTRASI JAKARTA SELATAN",
    address: "Jl. TB Simatupang Kav. 18, Cilandak Barat, Cilandak, Jakarta Selatan 12430",
    latitude: -6.291394,
    longitude: 106.798782,
    timezone: "Asia/Jakarta",
    streets: [
      "Kemang Raya",
      "Fatmawati",
      "Panglima Polim",
      "RS Fatmawati",
      "Ciputat Raya",
      "Warung Buncit Raya",
      "Tebet Raya",
      "Kebagusan Raya",
      "Radio Dalam",
      "Gandaria",
    ],
    people: GREATER_JAKARTA,
    weight: 20,
  },
  {
    code: "BDG-01",
    name: "Bandung",
    city: "KOTA BANDUNG",
    address: "Jl. Ir. H. Juanda No. 112, Lebakgede, Coblong, Bandung 40132",
    latitude: -6.893245,
    longitude: 107.613144,
    timezone: "Asia/Jakarta",
    streets: [
      "Ir. H. Juanda",
      "Buah Batu",
      "RE Martadinata",
      "Pasteur",
      "Soekarno-Hatta",
      "Cihampelas",
      "Setiabudi",
      "Antapani",
      "Kiaracondong",
    ],
    people: WEST_JAVA,
    weight: 11,
  },
  {
    code: "SBY-01",
    name: "Surabaya",
    city: "KOTA SURABAYA",
    address: "Jl. Raya Darmo No. 54, Darmo, Wonokromo, Surabaya 60241",
    latitude: -7.287584,
    longitude: 112.738391,
    timezone: "Asia/Jakarta",
    streets: [
      "Raya Darmo",
      "Tunjungan",
      "Basuki Rahmat",
      "Mayjen Sungkono",
      "Raya Kertajaya",
      "Ahmad Yani",
      "Rungkut Industri",
      "Manyar Kertoarjo",
      "Dharmahusada",
    ],
    people: EAST_JAVA,
    weight: 12,
  },
  {
    code: "MDN-01",
    name: "Medan",
    city: "KOTA MEDAN",
    address: "Jl. Gatot Subroto No. 217, Sei Sikambing B, Medan Sunggal, Medan 20122",
    latitude: 3.591201,
    longitude: 98.646423,
    timezone: "Asia/Jakarta",
    streets: [
      "Gatot Subroto",
      "Sisingamangaraja",
      "Gajah Mada",
      "Iskandar Muda",
      "Setia Budi",
      "Thamrin",
      "Brigjend Katamso",
      "Ringroad",
    ],
    people: NORTH_SUMATRA,
    weight: 9,
  },
  {
    code: "SMG-01",
    name: "Semarang",
    city: "KOTA SEMARANG",
    address: "Jl. Pandanaran No. 88, Mugassari, Semarang Selatan, Semarang 50249",
    latitude: -6.988342,
    longitude: 110.418761,
    timezone: "Asia/Jakarta",
    streets: [
      "Pandanaran",
      "Pemuda",
      "Gajahmada",
      "MT Haryono",
      "Setiabudi",
      "Majapahit",
      "Ngaliyan Raya",
    ],
    people: CENTRAL_JAVA,
    weight: 7,
  },
  {
    code: "YOG-01",
    name: "Yogyakarta",
    city: "KOTA YOGYAKARTA",
    address: "Jl. Urip Sumoharjo No. 37, Klitren, Gondokusuman, Yogyakarta 55222",
    latitude: -7.783099,
    longitude: 110.386825,
    timezone: "Asia/Jakarta",
    streets: [
      "Malioboro",
      "Urip Sumoharjo",
      "Kusumanegara",
      "Parangtritis",
      "Kaliurang",
      "Magelang",
      "Taman Siswa",
    ],
    people: CENTRAL_JAVA,
    weight: 6,
  },
  {
    code: "DPS-01",
    name: "Denpasar",
    city: "KOTA DENPASAR",
    address: "Jl. Teuku Umar No. 165, Dauh Puri Kauh, Denpasar Barat, Denpasar 80113",
    latitude: -8.675847,
    longitude: 115.204532,
    timezone: "Asia/Makassar",
    streets: [
      "Teuku Umar",
      "Gatot Subroto Barat",
      "Diponegoro",
      "Hayam Wuruk",
      "Gunung Agung",
      "Sunset Road",
      "Cokroaminoto",
    ],
    people: BALI,
    weight: 7,
  },
  {
    code: "MKS-01",
    name: "Makassar",
    city: "KOTA MAKASSAR",
    address: "Jl. AP Pettarani No. 45, Tamamaung, Panakkukang, Makassar 90222",
    latitude: -5.151874,
    longitude: 119.436152,
    timezone: "Asia/Makassar",
    streets: [
      "AP Pettarani",
      "Somba Opu",
      "Perintis Kemerdekaan",
      "Urip Sumoharjo",
      "Veteran Selatan",
      "Boulevard",
      "Sultan Alauddin",
    ],
    people: SOUTH_SULAWESI,
    weight: 8,
  },
  {
    code: "BPN-01",
    name: "Balikpapan",
    city: "KOTA BALIKPAPAN",
    address: "Jl. Jenderal Sudirman No. 47, Klandasan Ilir, Balikpapan Kota, Balikpapan 76113",
    latitude: -1.273847,
    longitude: 116.827615,
    timezone: "Asia/Makassar",
    streets: ["Jenderal Sudirman", "MT Haryono", "Ahmad Yani", "Soekarno-Hatta", "Ruhui Rahayu"],
    people: KALIMANTAN,
    weight: 5,
  },
  {
    code: "MTR-01",
    name: "Mataram",
    city: "KOTA MATARAM",
    address: "Jl. Pejanggik No. 21, Mataram Timur, Mataram, Mataram 83121",
    latitude: -8.584362,
    longitude: 116.107523,
    timezone: "Asia/Makassar",
    streets: ["Pejanggik", "Udayana", "Langko", "Majapahit", "Airlangga", "Sriwijaya"],
    people: LOMBOK,
    weight: 4,
  },
  {
    code: "JYP-01",
    name: "Jayapura",
    city: "KOTA JAYAPURA",
    address: "Jl. Ahmad Yani No. 12, Gurabesi, Jayapura Utara, Jayapura 99111",
    latitude: -2.536972,
    longitude: 140.706548,
    timezone: "Asia/Jayapura",
    streets: ["Ahmad Yani", "Percetakan", "Raya Abepura", "Raya Sentani", "Sam Ratulangi"],
    people: PAPUA,
    weight: 6,
  },
  {
    code: "AMB-01",
    name: "Ambon",
    city: "KOTA AMBON",
    address: "Jl. Sultan Hairun No. 9, Honipopu, Sirimau, Ambon 97126",
    latitude: -3.695528,
    longitude: 128.181934,
    timezone: "Asia/Jayapura",
    streets: ["Sultan Hairun", "AY Patty", "Diponegoro", "Said Perintah", "Dr. Kayadoe"],
    people: MALUKU,
    weight: 5,
  },
];

/** PT Sentosa Abadi: two offices (nothing here may mention the other demo client). */
export const SENTOSA_BRANCHES: readonly BranchSpec[] = [
  {
    code: "TNG-01",
    name: "Tangerang",
    city: "KOTA TANGERANG",
    address: "Jl. MH Thamrin No. 5, Cikokol, Tangerang, Tangerang 15117",
    latitude: -6.215318,
    longitude: 106.631412,
    timezone: "Asia/Jakarta",
    streets: ["MH Thamrin", "Daan Mogot", "Imam Bonjol", "Gatot Subroto"],
    people: GREATER_JAKARTA,
    weight: 6,
  },
  {
    code: "MND-01",
    name: "Manado",
    city: "KOTA MANADO",
    address: "Jl. Sam Ratulangi No. 31, Wenang Selatan, Wenang, Manado 95111",
    latitude: 1.481452,
    longitude: 124.843315,
    timezone: "Asia/Makassar",
    streets: ["Sam Ratulangi", "Piere Tendean", "Bethesda", "Wolter Monginsidi"],
    people: NORTH_SULAWESI,
    weight: 4,
  },
];

const extra = (
  code: string,
  name: string,
  city: string,
  latitude: number,
  longitude: number,
  timezone: Timezone,
  people: EthnicMix,
  weight: number,
  streets: readonly string[],
): BranchSpec => ({
  code,
  name,
  city,
  address: `Jl. ${streets[0]} No. ${10 + code.charCodeAt(0)}, ${name}`,
  latitude,
  longitude,
  timezone,
  streets,
  people,
  weight,
});

/** The benchmark client: Maju's twelve offices plus twenty-one more cities. */
export const SCALE_BRANCHES: readonly BranchSpec[] = [
  ...MAJU_BRANCHES,
  extra(
    "BKS-01",
    "Bekasi",
    "KOTA BEKASI",
    -6.23827,
    106.975571,
    "Asia/Jakarta",
    GREATER_JAKARTA,
    9,
    ["Ahmad Yani", "KH Noer Alie", "Juanda", "Chairil Anwar"],
  ),
  extra(
    "TNG-01",
    "Tangerang",
    "KOTA TANGERANG",
    -6.178306,
    106.631889,
    "Asia/Jakarta",
    GREATER_JAKARTA,
    8,
    ["MH Thamrin", "Daan Mogot", "Imam Bonjol"],
  ),
  extra(
    "DPK-01",
    "Depok",
    "KOTA DEPOK",
    -6.402484,
    106.794243,
    "Asia/Jakarta",
    GREATER_JAKARTA,
    6,
    ["Margonda Raya", "Nusantara Raya", "Juanda"],
  ),
  extra("BGR-01", "Bogor", "KOTA BOGOR", -6.595038, 106.816635, "Asia/Jakarta", WEST_JAVA, 6, [
    "Pajajaran",
    "Sudirman",
    "Suryakencana",
  ]),
  extra("CRB-01", "Cirebon", "KOTA CIREBON", -6.732023, 108.552315, "Asia/Jakarta", WEST_JAVA, 3, [
    "Siliwangi",
    "Kartini",
    "Tuparev",
  ]),
  extra("MLG-01", "Malang", "KOTA MALANG", -7.96662, 112.632632, "Asia/Jakarta", EAST_JAVA, 6, [
    "Ijen",
    "Soekarno-Hatta",
    "Kawi",
  ]),
  extra(
    "SKT-01",
    "Surakarta",
    "KOTA SURAKARTA",
    -7.575489,
    110.824327,
    "Asia/Jakarta",
    CENTRAL_JAVA,
    5,
    ["Slamet Riyadi", "Adi Sucipto", "Veteran"],
  ),
  extra(
    "PLM-01",
    "Palembang",
    "KOTA PALEMBANG",
    -2.976074,
    104.775431,
    "Asia/Jakarta",
    SOUTH_SUMATRA,
    6,
    ["Jenderal Sudirman", "Demang Lebar Daun", "Veteran"],
  ),
  extra(
    "PKU-01",
    "Pekanbaru",
    "KOTA PEKANBARU",
    0.507068,
    101.447777,
    "Asia/Jakarta",
    WEST_SUMATRA,
    5,
    ["Sudirman", "Tuanku Tambusai", "Riau"],
  ),
  extra("PDG-01", "Padang", "KOTA PADANG", -0.947136, 100.417181, "Asia/Jakarta", WEST_SUMATRA, 4, [
    "Khatib Sulaiman",
    "Sudirman",
    "Hayam Wuruk",
  ]),
  extra("BTM-01", "Batam", "KOTA BATAM", 1.045626, 104.030457, "Asia/Jakarta", SOUTH_SUMATRA, 5, [
    "Engku Putri",
    "Raja Haji Fisabilillah",
    "Imam Bonjol",
  ]),
  extra(
    "BDL-01",
    "Bandar Lampung",
    "KOTA BANDAR LAMPUNG",
    -5.39714,
    105.266792,
    "Asia/Jakarta",
    SOUTH_SUMATRA,
    4,
    ["Raden Intan", "ZA Pagar Alam", "Kartini"],
  ),
  extra(
    "PTK-01",
    "Pontianak",
    "KOTA PONTIANAK",
    -0.02633,
    109.342504,
    "Asia/Jakarta",
    KALIMANTAN,
    4,
    ["Ahmad Yani", "Gajah Mada", "Tanjungpura"],
  ),
  extra(
    "BJM-01",
    "Banjarmasin",
    "KOTA BANJARMASIN",
    -3.318607,
    114.594376,
    "Asia/Makassar",
    KALIMANTAN,
    4,
    ["Ahmad Yani", "Lambung Mangkurat", "Pangeran Antasari"],
  ),
  extra(
    "SMD-01",
    "Samarinda",
    "KOTA SAMARINDA",
    -0.502183,
    117.153801,
    "Asia/Makassar",
    KALIMANTAN,
    4,
    ["Pahlawan", "Juanda", "Ahmad Yani"],
  ),
  extra(
    "MND-01",
    "Manado",
    "KOTA MANADO",
    1.47483,
    124.842079,
    "Asia/Makassar",
    NORTH_SULAWESI,
    4,
    ["Sam Ratulangi", "Piere Tendean", "Bethesda"],
  ),
  extra("KDI-01", "Kendari", "KOTA KENDARI", -3.9985, 122.513, "Asia/Makassar", SOUTH_SULAWESI, 3, [
    "Ahmad Yani",
    "Saranani",
    "MT Haryono",
  ]),
  extra("PAL-01", "Palu", "KOTA PALU", -0.8917, 119.8707, "Asia/Makassar", SOUTH_SULAWESI, 3, [
    "Sam Ratulangi",
    "Moh. Hatta",
    "Diponegoro",
  ]),
  extra(
    "KPG-01",
    "Kupang",
    "KOTA KUPANG",
    -10.1772,
    123.607,
    "Asia/Makassar",
    NUSA_TENGGARA_TIMUR,
    3,
    ["El Tari", "Timor Raya", "Frans Seda"],
  ),
  extra("TTE-01", "Ternate", "KOTA TERNATE", 0.7893, 127.3816, "Asia/Jayapura", MALUKU, 2, [
    "Pahlawan Revolusi",
    "Sultan Babullah",
    "Hasan Esa",
  ]),
  extra("SOQ-01", "Sorong", "KOTA SORONG", -0.8762, 131.2558, "Asia/Jayapura", PAPUA, 2, [
    "Ahmad Yani",
    "Basuki Rahmat",
    "Sam Ratulangi",
  ]),
];

/** Outlets by branch code: [name, street]. PT Maju Jaya has forty. */
export const MAJU_MERCHANTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  "JKT-01": [
    ["Indomaret Kemang Raya", "Kemang Raya"],
    ["Alfamart Fatmawati", "Fatmawati"],
    ["Superindo Panglima Polim", "Panglima Polim"],
    ["Transmart Cilandak", "TB Simatupang"],
    ["Hero Supermarket Gandaria", "Gandaria"],
    ["Ranch Market Pondok Indah", "Metro Pondok Indah"],
    ["Toko Sumber Rejeki", "Warung Buncit Raya"],
    ["Alfamidi Tebet Raya", "Tebet Raya"],
  ],
  "BDG-01": [
    ["Griya Buah Batu", "Buah Batu"],
    ["Borma Dago", "Ir. H. Juanda"],
    ["Yogya Riau Junction", "RE Martadinata"],
    ["Indomaret Pasteur", "Pasteur"],
    ["Toko Sinar Jaya Antapani", "Antapani"],
  ],
  "SBY-01": [
    ["Hypermart Pakuwon", "Puncak Indah Lontar"],
    ["Superindo Darmo", "Raya Darmo"],
    ["Bilka Kertajaya", "Raya Kertajaya"],
    ["Alfamart Rungkut", "Rungkut Industri"],
    ["Toko Berkah Abadi Manyar", "Manyar Kertoarjo"],
  ],
  "MDN-01": [
    ["Brastagi Supermarket Gatsu", "Gatot Subroto"],
    ["Irian Supermarket", "Sisingamangaraja"],
    ["Indomaret Setia Budi", "Setia Budi"],
    ["Suzuya Marelan", "Marelan Raya"],
  ],
  "SMG-01": [
    ["ADA Swalayan Setiabudi", "Setiabudi"],
    ["Sri Ratu Pemuda", "Pemuda"],
    ["Alfamart Majapahit", "Majapahit"],
  ],
  "YOG-01": [
    ["Mirota Kampus", "C. Simanjuntak"],
    ["Pamella Swalayan", "Kusumanegara"],
    ["Indomaret Parangtritis", "Parangtritis"],
  ],
  "DPS-01": [
    ["Tiara Dewata", "Sutoyo"],
    ["Hardys Sanur", "Danau Tamblingan"],
    ["Pepito Market Teuku Umar", "Teuku Umar"],
  ],
  "MKS-01": [
    ["Gelael Pettarani", "AP Pettarani"],
    ["Diamond Supermarket", "Ahmad Yani"],
    ["Alfamidi Perintis", "Perintis Kemerdekaan"],
  ],
  "BPN-01": [
    ["Hypermart E-Walk", "Jenderal Sudirman"],
    ["Indomaret MT Haryono", "MT Haryono"],
  ],
  "MTR-01": [
    ["Ruby Supermarket", "Pejanggik"],
    ["Alfamart Udayana", "Udayana"],
  ],
  "JYP-01": [["Saga Swalayan Abepura", "Raya Abepura"]],
  "AMB-01": [["Citra Swalayan Ambon", "AY Patty"]],
};

export const SENTOSA_MERCHANTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  "TNG-01": [["Superindo Cikokol", "MH Thamrin"]],
  "MND-01": [["Freshmart Bahu", "Wolter Monginsidi"]],
};

/** Retail chains for the benchmark client's outlets. */
export const RETAIL_CHAINS = [
  "Indomaret",
  "Alfamart",
  "Alfamidi",
  "Superindo",
  "Hypermart",
  "Transmart",
  "Lotte Mart",
  "Hero Supermarket",
  "Ramayana",
  "Matahari",
  "Toko Sumber Rejeki",
  "Toko Sinar Jaya",
] as const;

export type ProjectSpec = {
  code: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  status: "active" | "inactive";
};

export const MAJU_PROJECTS: readonly ProjectSpec[] = [
  {
    code: "PRJ-SPG-SUSU",
    name: "Sampling Susu UHT Nusantara",
    description: "SPG untuk sampling dan penjualan susu UHT di gerai ritel modern.",
    startDate: "2023-02-01",
    endDate: null,
    status: "active",
  },
  {
    code: "PRJ-MD-RITEL",
    name: "Merchandiser Ritel Modern",
    description: "Penataan display, pengecekan stok dan planogram di supermarket mitra.",
    startDate: "2022-01-10",
    endDate: null,
    status: "active",
  },
  {
    code: "PRJ-QRIS",
    name: "Aktivasi Merchant QRIS",
    description: "Akuisisi dan aktivasi pembayaran QRIS di toko kelontong dan UMKM.",
    startDate: "2024-06-01",
    endDate: "2027-05-31",
    status: "active",
  },
  {
    code: "PRJ-SURVEI-HARGA",
    name: "Survei Harga dan Stok Mingguan",
    description: "Pencatatan harga rak dan ketersediaan stok produk setiap minggu.",
    startDate: "2023-09-01",
    endDate: null,
    status: "active",
  },
  {
    code: "PRJ-RAMADAN-24",
    name: "Promo Ramadan 2024",
    description: "Tenaga promosi musiman selama Ramadan dan Lebaran 2024.",
    startDate: "2024-03-01",
    endDate: "2024-04-30",
    status: "inactive",
  },
];

export const SENTOSA_PROJECTS: readonly ProjectSpec[] = [
  {
    code: "PRJ-KANVAS",
    name: "Penjualan Kanvas Minuman",
    description: "Tim kanvas untuk distribusi minuman ringan ke warung.",
    startDate: "2024-01-15",
    endDate: null,
    status: "active",
  },
];

export const SCALE_PROJECTS: readonly ProjectSpec[] = [
  ...MAJU_PROJECTS,
  {
    code: "PRJ-KANVAS",
    name: "Penjualan Kanvas Minuman",
    description: "Tim kanvas untuk distribusi minuman ringan ke warung.",
    startDate: "2022-05-01",
    endDate: null,
    status: "active",
  },
  {
    code: "PRJ-BA-KOSMETIK",
    name: "Beauty Advisor Kosmetik",
    description: "Beauty advisor di counter kosmetik department store.",
    startDate: "2023-03-01",
    endDate: null,
    status: "active",
  },
  {
    code: "PRJ-KURIR",
    name: "Kurir Last Mile",
    description: "Pengantaran paket harian dari hub kota.",
    startDate: "2022-08-01",
    endDate: null,
    status: "active",
  },
];
