import type { Rng } from "./random.ts";

/**
 * Indonesian personal names by ethnic group. Many Indonesians carry one or two given names
 * and no family name; Batak, Minahasa, Ambonese and Papuan names end in a clan (marga) name,
 * Balinese ones start with a birth-order name, Bugis and Sasak ones sometimes with a title.
 */
export type Gender = "male" | "female";

type NamePool = {
  male: readonly string[];
  female: readonly string[];
  /** Last names by gender; a shared list when both are the same. */
  lastMale: readonly string[];
  lastFemale: readonly string[];
  /** Birth-order or noble prefixes ("I Made", "Andi", "Lalu"), with the share that carries one. */
  prefixMale?: readonly string[];
  prefixFemale?: readonly string[];
  prefixShare?: number;
  /** Share of names with a last name at all (the rest are given names only). */
  lastShare: number;
};

const list = (text: string) => text.split(",").map((name) => name.trim());

export const ETHNIC_GROUPS = {
  javanese: {
    male: list(
      "Budi, Agus, Bambang, Joko, Slamet, Sugeng, Wahyu, Eko, Dwi, Tri, Hendra, Rudi, Yanto, Teguh, Bayu, Adi, Aris, Dimas, Fajar, Galih, Hadi, Imam, Rizky, Arif, Yoga, Bagus, Anton, Heru, Gilang, Danang, Setyo, Prasetya, Wisnu, Aditya, Rendra, Dony, Yusuf, Ahmad, Muhammad, Ilham",
    ),
    female: list(
      "Siti, Sri, Dewi, Endang, Rina, Wulan, Ayu, Ratna, Yuni, Indah, Fitri, Nur, Sari, Puji, Kartika, Anjani, Nadia, Retno, Tutik, Wahyu, Eka, Dian, Rani, Maya, Novi, Tika, Laras, Sekar, Galuh, Ajeng, Putri, Anisa, Intan, Rizka, Amelia",
    ),
    lastMale: list(
      "Santoso, Setiawan, Wibowo, Prasetyo, Nugroho, Susanto, Hidayat, Kurniawan, Saputra, Purnomo, Wijaya, Suryadi, Utomo, Gunawan, Hartono, Pratama, Firmansyah, Ramadhan, Handoko, Widodo, Sulistyo, Raharjo, Hermanto, Suharto, Wicaksono, Prabowo, Kusuma, Nurcahyo, Saputro, Haryanto",
    ),
    lastFemale: list(
      "Rahayu, Lestari, Wulandari, Susanti, Handayani, Puspitasari, Kusumawati, Wahyuni, Rahmawati, Permatasari, Anggraini, Pratiwi, Safitri, Maharani, Ningsih, Astuti, Setyowati, Kurniasari, Novitasari, Utami, Purwanti, Hapsari, Indrawati, Sulistyowati",
    ),
    lastShare: 0.85,
  },
  sundanese: {
    male: list(
      "Asep, Ujang, Cecep, Dede, Yayan, Ade, Dadang, Aep, Iwan, Wawan, Jajang, Ridwan, Rizal, Deden, Agung, Encep, Usep, Dudi, Hendi, Rahmat, Gugun, Ikhsan, Yudi, Acep, Fikri",
    ),
    female: list(
      "Euis, Neneng, Iis, Lilis, Yuyun, Imas, Cucu, Enok, Siti, Rini, Ai, Nining, Tati, Rika, Resti, Nenden, Yeni, Wida, Teti, Elis, Cici, Nurul, Dini, Santi, Fitri",
    ),
    lastMale: list(
      "Sunandar, Suryana, Hermawan, Rukmana, Kusnadi, Supriatna, Sopandi, Hidayat, Mulyana, Permana, Nurjaman, Saepudin, Sumarna, Rustandi, Gumilar, Kurnia, Setiadi, Sukmana, Ramdani, Firdaus",
    ),
    lastFemale: list(
      "Nurhayati, Komalasari, Rosmiati, Kurniasih, Sumiati, Nurlaela, Marlina, Juwita, Rahmawati, Suryani, Mulyani, Herawati, Sukaesih, Agustina, Nuraeni, Kartini",
    ),
    lastShare: 0.8,
  },
  batak: {
    male: list(
      "Daniel, Maruli, Parlindungan, Togar, Hotman, Samuel, Jonatan, Benny, Ronald, Tigor, Bonar, Andreas, Fernando, Gabriel, Roy, Sahat, Poltak, Binsar, Horas, Tulus, Martua, Mangara, Rizal, Ikhsan",
    ),
    female: list(
      "Ruth, Maria, Debora, Romauli, Rosalina, Lasma, Sondang, Tiur, Yohana, Natalia, Rista, Martha, Lenny, Friska, Nova, Evi, Sarah, Elisabeth, Rotua, Dameria, Nurhasanah, Fitri",
    ),
    lastMale: list(
      "Siregar, Simanjuntak, Nasution, Hutapea, Sitompul, Lubis, Harahap, Panjaitan, Sinaga, Tambunan, Situmorang, Pardede, Manurung, Simbolon, Sihombing, Tampubolon, Hutagalung, Silalahi, Pasaribu, Sembiring, Ginting, Tarigan, Purba, Damanik, Napitupulu, Marpaung, Sitorus, Batubara",
    ),
    lastFemale: [],
    lastShare: 0.97,
  },
  minang: {
    male: list(
      "Rahmat, Fauzan, Aidil, Yusuf, Zulkifli, Irfan, Hafiz, Rizki, Fadli, Syahrul, Andika, Ilham, Afrizal, Yulizar, Dedi, Hendri, Zulfikar, Ferdi, Febrian, Randi",
    ),
    female: list(
      "Nurul, Rahmi, Yulia, Fitria, Mutia, Silvia, Zahra, Rani, Annisa, Syafira, Elvira, Deswita, Yolanda, Rahmadani, Vivi, Mega, Resti, Yossi, Sri, Desi",
    ),
    lastMale: list(
      "Chaniago, Koto, Piliang, Tanjung, Sikumbang, Jambak, Syahputra, Putra, Rahman, Fadhillah, Saputra, Effendi, Mardiansyah, Hakim, Rusli, Yunus",
    ),
    lastFemale: list(
      "Putri, Yanti, Rahmadhani, Novianti, Fitriani, Yusnita, Marlinda, Efriyanti, Susanti, Handayani, Chaniago, Tanjung",
    ),
    lastShare: 0.8,
  },
  balinese: {
    male: list(
      "Suartana, Sudarma, Artawan, Budiasa, Darmawan, Wirawan, Sukadana, Mahendra, Adnyana, Astawa, Yasa, Widiana, Agus, Eka, Gede, Sudiarta, Suarjana, Ardana, Parwata, Semara, Wijaya, Putra, Dharma, Arya",
    ),
    female: list(
      "Sukasih, Ariani, Suastini, Kartini, Sumertini, Sriasih, Widiastuti, Rusmini, Yuliantari, Lestari, Purnamasari, Suandewi, Sukmawati, Astiti, Darmayanti, Mirayanti, Ayu, Eka, Sri, Wulandari, Puspita",
    ),
    lastMale: list(
      "Suartana, Sudarma, Artawan, Budiasa, Wirawan, Sukadana, Adnyana, Astawa, Pramana, Suyasa, Sanjaya, Wirata, Dharmawan, Kusuma",
    ),
    lastFemale: list(
      "Suastini, Sumertini, Sriasih, Yuliantari, Suandewi, Astiti, Darmayanti, Mirayanti, Wahyuni, Pradnyani, Dewi, Lestari",
    ),
    prefixMale: list("I Wayan, I Made, I Nyoman, I Ketut, I Putu, I Gede, I Komang, I Kadek"),
    prefixFemale: list(
      "Ni Luh, Ni Made, Ni Nyoman, Ni Ketut, Ni Putu, Ni Kadek, Ni Komang, Ni Wayan",
    ),
    prefixShare: 0.95,
    lastShare: 0.45,
  },
  bugis: {
    male: list(
      "Muhammad, Ahmad, Syamsul, Arifuddin, Haeruddin, Baharuddin, Jufri, Rusdi, Syahrir, Hasanuddin, Irwan, Akbar, Ansar, Mansyur, Rahmat, Kamaruddin, Firman, Zulkarnain, Ilham, Aswar",
    ),
    female: list(
      "Sitti, Hasnah, Nurhayati, Rahmawati, Haslinda, Nurul, Hasmiah, Fatimah, Megawati, Ratnasari, Nurhaedah, Asriani, Hasriani, Jumriani, Sukmawati, Indah, Suriani, Nirwana",
    ),
    lastMale: list(
      "Rasyid, Hamzah, Nurdin, Syarifuddin, Amiruddin, Makmur, Latief, Arsyad, Mattalitti, Yunus, Saleh, Ramli, Anwar, Idris, Halim, Said",
    ),
    lastFemale: list(
      "Rasyid, Hamzah, Nurdin, Syarifuddin, Amiruddin, Makmur, Latief, Arsyad, Yunus, Saleh, Ramli, Anwar",
    ),
    prefixMale: ["Andi"],
    prefixFemale: ["Andi"],
    prefixShare: 0.18,
    lastShare: 0.75,
  },
  sasak: {
    male: list(
      "Muhammad, Ahmad, Zainul, Sahnun, Hamdi, Suhaimi, Wira, Fathurrahman, Sahril, Zulhadi, Juliadi, Saparudin, Burhan, Khairul, Hairil",
    ),
    female: list(
      "Nurul, Ayu, Sri, Hartini, Nurhasanah, Rohani, Sumiati, Halimah, Hidayati, Baiq Ayu, Lina, Sukmawati, Rabiatul, Husnul",
    ),
    lastMale: list(
      "Hidayat, Jayadi, Zulkarnain, Fahrurrozi, Saprudin, Marzuki, Abdillah, Husni, Ramdhan, Hamdani, Sahrul, Wahyudi",
    ),
    lastFemale: list("Hidayati, Jannah, Hasanah, Aini, Fitriani, Wahyuni, Rahmawati, Susanti"),
    prefixMale: ["Lalu"],
    prefixFemale: ["Baiq"],
    prefixShare: 0.2,
    lastShare: 0.7,
  },
  banjar: {
    male: list(
      "Muhammad, Ahmad, Rahmadi, Syahrani, Fahriannor, Hairul, Rusdi, Akhmad, Gusti, Saiful, Aidil, Fauzi, Rizali, Ridho, Yusran",
    ),
    female: list(
      "Nor, Siti, Mariana, Rusmilawati, Rahmah, Fatimah, Nurlaila, Hamidah, Aulia, Zahratun, Rabiatul, Noorhayati, Salmah, Erna",
    ),
    lastMale: list(
      "Noor, Syahrani, Rahman, Fauzi, Arbain, Rusdiansyah, Hairani, Mahmud, Ansyari, Fadillah, Ramadhani, Hidayatullah",
    ),
    lastFemale: list("Hayati, Jannah, Aini, Rahmah, Maulida, Hidayah, Noorhasanah, Wahdah"),
    lastShare: 0.8,
  },
  minahasa: {
    male: list(
      "Steven, Michael, Rivo, Jefry, Hendrik, Ferdy, Rolly, Nico, Jeffry, Marvel, Fandy, Alfons, Reinhard, Denny, Jemmy",
    ),
    female: list(
      "Vanessa, Meity, Shinta, Olivia, Stella, Juita, Cindy, Debby, Margaretha, Novi, Injilia, Feibe, Jessica, Marsya",
    ),
    lastMale: list(
      "Wowor, Lumenta, Pangemanan, Rondonuwu, Sumual, Tumbelaka, Kalalo, Lontoh, Mandagi, Rumengan, Kaunang, Sondakh, Tuwaidan, Mamahit, Supit, Lengkong",
    ),
    lastFemale: [],
    lastShare: 0.97,
  },
  ambonese: {
    male: list(
      "Johanis, Frans, Yakob, Marthen, Petrus, Ricky, Glenn, Jacky, Abdul, Rizal, Ongky, Hendrik, Semuel, Yopie, Costan, Ismail, Hamid",
    ),
    female: list(
      "Merry, Novita, Selvi, Yolanda, Christina, Olivia, Grace, Fransina, Maria, Juliana, Sarah, Nurlaila, Salma, Helena",
    ),
    lastMale: list(
      "Pattinasarany, Latuconsina, Tuhumury, Sahetapy, Pattiasina, Leiwakabessy, Matulessy, Tuanakotta, Wattimena, Pelupessy, Tahalele, Lekatompessy, Sopacua, Latupeirissa, Ohorella, Tuasikal",
    ),
    lastFemale: [],
    lastShare: 0.97,
  },
  papuan: {
    male: list(
      "Yohanis, Markus, Yosias, Melkias, Otis, Nehemia, Boaz, Titus, Yulianus, Frengky, Yance, Paulus, Agus, Daud, Yusuf",
    ),
    female: list(
      "Yuliana, Mince, Ester, Agustina, Naomi, Lince, Rosalina, Sarlota, Yosina, Maria, Debora, Regina, Marice",
    ),
    lastMale: list(
      "Rumbiak, Karubaba, Mandacan, Wanma, Kogoya, Wenda, Tabuni, Yikwa, Rumaropen, Awom, Ayomi, Sawaki, Wonda, Mofu, Rumkorem, Kambu, Mayor, Wamafma",
    ),
    lastFemale: [],
    lastShare: 0.97,
  },
  chinese: {
    male: list(
      "Hendra, Kevin, Yohanes, Ricky, Andi, Sugianto, Wilson, Jimmy, Felix, Vincent, Steven, Budi, William, Darren, Christian",
    ),
    female: list(
      "Melinda, Lily, Jessica, Vivian, Angela, Cynthia, Lusiana, Meiliana, Susan, Yenny, Stefanie, Natalia, Fransiska, Linda",
    ),
    lastMale: list(
      "Wijaya, Halim, Tanuwijaya, Gunawan, Salim, Sutanto, Kusuma, Hartanto, Tjandra, Santoso, Setiadi, Tanoto, Lie, Kurniadi, Budiman, Hidayat",
    ),
    lastFemale: [],
    lastShare: 0.9,
  },
} satisfies Record<string, NamePool>;

export type EthnicGroup = keyof typeof ETHNIC_GROUPS;
export type EthnicMix = readonly (readonly [EthnicGroup, number])[];

export type PersonName = { fullName: string; first: string; last: string | null };

export function personName(rng: Rng, group: EthnicGroup, gender: Gender): PersonName {
  const pool: NamePool = ETHNIC_GROUPS[group];
  const given = rng.pick(gender === "male" ? pool.male : pool.female);
  const lastList =
    gender === "female" && pool.lastFemale.length > 0 ? pool.lastFemale : pool.lastMale;
  const prefixes = gender === "male" ? pool.prefixMale : pool.prefixFemale;
  const parts: string[] = [];
  if (prefixes && rng.chance(pool.prefixShare ?? 0)) parts.push(rng.pick(prefixes));
  parts.push(given);
  // A second given name now and then ("Dwi Agus Santoso", "Siti Nur Rahayu").
  if (rng.chance(0.15)) {
    const middle = rng.pick(gender === "male" ? pool.male : pool.female);
    if (middle !== given) parts.push(middle);
  }
  let last: string | null = null;
  if (rng.chance(pool.lastShare)) {
    const candidate = rng.pick(lastList);
    if (!parts.includes(candidate)) last = candidate;
  }
  if (last) parts.push(last);
  return { fullName: parts.join(" "), first: given, last };
}
