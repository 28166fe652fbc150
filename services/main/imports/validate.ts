import { isPhoneNumber } from "../../../domain/validation.ts";
import {
  type AgentFieldDefinition,
  type AgentInput,
  type NormalizedAgent,
  parseAgentInput,
  parseCustomData,
} from "../../../domain/workforce/agent.ts";
import {
  additionalColumns,
  type Cell,
  cellText,
  DEFAULT_COLUMNS,
  duplicateErrors,
  type ImportError,
  isBlankCell,
  isUnsafeNumberCell,
  readDate,
  readEnum,
  type SheetRow,
  sortImportErrors,
} from "../../../domain/workforce/import.ts";
import type { Tx } from "../../db/pool.ts";

/** A default-data row ready to insert: the agent's values and its sheet row. */
export type AgentImportRow = NormalizedAgent & { row: number };

/** An additional-data row ready to apply: the agent it updates and the values it sets. */
export type AdditionalImportRow = {
  row: number;
  nik: string;
  agentId: number;
  data: Record<string, unknown>;
};

export type Validated<T> = { rows: T[]; errors: ImportError[] };

/** Where a rule's field shows in the sheet: ids are typed as codes or names there. */
const COLUMN_OF_FIELD: Record<string, string> = {
  branchId: "branchCode",
  projectId: "projectCode",
  domicileProvinceId: "domicileProvince",
  domicileCityId: "domicileCity",
};
const columnOf = (field: string) =>
  COLUMN_OF_FIELD[field] ?? (field.startsWith("customData.") ? field.slice(11) : field);

const LONG_NUMBER_COLUMNS = ["nik", "npwp", "accountNumber", "agentNik"];
const EXCEL_NUMBER_MESSAGE =
  "Excel stored this as a number, which keeps only 15 digits; format the column as Text and type it again";

type Region = { id: string; name: string; province_id?: string };

/** Lookups the rows refer to, read once per file. */
type References = {
  branches: Map<string, { id: number; status: string }>;
  projects: Map<string, { id: number; status: string }>;
  provinces: RegionIndex;
  cities: RegionIndex;
};

/** Regions by id and by name (lower case, single spaces): names may repeat across provinces. */
type RegionIndex = { byId: Map<string, Region>; byName: Map<string, Region[]> };

function indexRegions(regions: readonly Region[]): RegionIndex {
  const byName = new Map<string, Region[]>();
  for (const region of regions) {
    const key = lower(region.name);
    byName.set(key, [...(byName.get(key) ?? []), region]);
  }
  return { byId: new Map(regions.map((r) => [r.id, r])), byName };
}

const lower = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

async function loadReferences(tx: Tx, rows: readonly SheetRow[]): Promise<References> {
  const codes = (key: string) => [
    ...new Set(rows.map((r) => cellText(r.cells[key]).toUpperCase()).filter(Boolean)),
  ];
  // One connection runs one query at a time: read the lookups in turn.
  const branches = await tx.query<{ id: number; code: string; status: string }>(
    "SELECT id, code, status FROM branches WHERE code = ANY($1)",
    [codes("branchCode")],
  );
  const projects = await tx.query<{ id: number; code: string; status: string }>(
    "SELECT id, code, status FROM projects WHERE code = ANY($1)",
    [codes("projectCode")],
  );
  const provinces = await tx.query<Region>("SELECT id, name FROM provinces");
  const cities = await tx.query<Region>("SELECT id, name, province_id FROM cities");
  return {
    branches: new Map(branches.rows.map((b) => [b.code, b])),
    projects: new Map(projects.rows.map((p) => [p.code, p])),
    provinces: indexRegions(provinces.rows),
    cities: indexRegions(cities.rows),
  };
}

/** A region typed as its id or its name (any case); a city is looked up within its province. */
function findRegion(index: RegionIndex, text: string, provinceId?: string | null): Region[] {
  const inProvince = (r: Region) => !provinceId || r.province_id === provinceId;
  const byId = index.byId.get(text.trim());
  if (byId) return inProvince(byId) ? [byId] : [];
  return (index.byName.get(lower(text)) ?? []).filter(inProvince);
}

/**
 * Every default-data row checked with the employee form's rules, codes and region names
 * resolved, repeats inside the file and clashes with existing employees (NIK and phone are
 * unique per client). Nothing is written.
 */
export async function validateDefaultRows(
  tx: Tx,
  sheetRows: readonly SheetRow[],
): Promise<Validated<AgentImportRow>> {
  const refs = await loadReferences(tx, sheetRows);
  const errors: ImportError[] = [];
  const rows: AgentImportRow[] = [];
  // Every row's well-formed NIK and phone, also of rows with other errors: all errors at once.
  const identities: { row: number; nik: string; phoneNumber: string }[] = [];

  for (const { row, cells } of sheetRows) {
    const own: ImportError[] = [];
    const fail = (column: string, message: string) => own.push({ row, column, message });
    const text = (key: string) => cellText(cells[key]);
    for (const key of LONG_NUMBER_COLUMNS)
      if (isUnsafeNumberCell(cells[key])) fail(key, EXCEL_NUMBER_MESSAGE);

    const date = (key: string) => {
      if (isBlankCell(cells[key])) return null;
      const value = readDate(cells[key]);
      if (!value) fail(key, "Must be a date (yyyy-MM-dd or dd-MM-yyyy)");
      return value;
    };
    const enumValue = (key: string, name: Parameters<typeof readEnum>[0]) => {
      if (isBlankCell(cells[key])) return null;
      const value = readEnum(name, cells[key]);
      // Left for the rules to name the allowed values.
      return value ?? text(key);
    };
    const code = (key: "branchCode" | "projectCode") => {
      const wanted = text(key).toUpperCase();
      if (!wanted) return null;
      const found = (key === "branchCode" ? refs.branches : refs.projects).get(wanted);
      const what = key === "branchCode" ? "branch" : "project";
      if (!found) fail(key, `No ${what} has the code ${wanted}`);
      else if (found.status !== "active") fail(key, `The ${what} ${wanted} is inactive`);
      return found?.status === "active" ? found.id : null;
    };

    let provinceId: string | null = null;
    if (text("domicileProvince")) {
      const found = findRegion(refs.provinces, text("domicileProvince"));
      if (found.length === 1) provinceId = found[0]!.id;
      else fail("domicileProvince", "Not a province (use its name or id)");
    }
    let cityId: string | null = null;
    if (text("domicileCity")) {
      const found = findRegion(refs.cities, text("domicileCity"), provinceId);
      if (found.length === 1) {
        cityId = found[0]!.id;
        provinceId ??= found[0]!.province_id ?? null;
      } else if (found.length > 1)
        fail("domicileCity", "Matches several cities; fill in the province");
      else
        fail(
          "domicileCity",
          provinceId ? "Not a city of the province" : "Not a city (use its name or id)",
        );
    }

    const input: AgentInput = {
      fullName: text("fullName"),
      nik: isUnsafeNumberCell(cells["nik"]) ? "" : text("nik"),
      phoneNumber: text("phoneNumber"),
      email: text("email") || null,
      birthDate: date("birthDate"),
      gender: enumValue("gender", "gender"),
      joinDate: date("joinDate"),
      contractType: enumValue("contractType", "contract_type"),
      branchId: code("branchCode"),
      projectId: code("projectCode"),
      paymentMethod: enumValue("paymentMethod", "payment_method"),
      accountName: text("accountName") || null,
      accountNumber: text("accountNumber") || null,
      bankName: text("bankName") || null,
      eWallet: enumValue("eWallet", "e_wallet"),
      walletPhoneNumber: text("walletPhoneNumber") || null,
      domicileAddress: text("domicileAddress") || null,
      domicileProvinceId: provinceId,
      domicileCityId: cityId,
      vaccineStatus: enumValue("vaccineStatus", "vaccine_status"),
      ptkpStatus: enumValue("ptkpStatus", "ptkp_status"),
      npwp: text("npwp") || null,
    };
    // The employee form's rules (domain/workforce/agent.ts); additional data has its own import.
    const { value: values, errors: problems } = parseAgentInput(input, []);
    // A cell already reported (an unreadable date, an unknown code) is not reported twice.
    const reported = new Set(own.map((error) => error.column));
    for (const problem of problems) {
      const col = columnOf(problem.field);
      if (!reported.has(col)) own.push({ row, column: col, message: problem.message });
    }
    if (own.length > 0) errors.push(...own);
    else rows.push({ ...values, row });
    identities.push({
      row,
      nik: /^\d{16}$/.test(values.nik) ? values.nik : "",
      phoneNumber: isPhoneNumber(values.phoneNumber) ? values.phoneNumber : "",
    });
  }

  // Repeats inside the file, then clashes with the client's employees.
  errors.push(
    ...duplicateErrors(
      identities,
      (r) => r.row,
      (r) => r.nik || null,
      "nik",
      "NIK",
    ),
    ...duplicateErrors(
      identities,
      (r) => r.row,
      (r) => r.phoneNumber || null,
      "phoneNumber",
      "Phone number",
    ),
  );
  errors.push(...(await existingAgentClashes(tx, identities)));
  return { rows, errors: sortImportErrors(errors, DEFAULT_COLUMNS) };
}

/**
 * Rows whose NIK or phone number an existing employee of the client already has. Also run
 * inside the import transaction, so an employee created meanwhile fails the import cleanly.
 */
export async function existingAgentClashes(
  tx: Tx,
  rows: readonly Pick<AgentImportRow, "row" | "nik" | "phoneNumber">[],
): Promise<ImportError[]> {
  if (rows.length === 0) return [];
  const found = await tx.query<{ nik: string | null; phone_number: string | null }>(
    `SELECT nik, NULL AS phone_number FROM agents WHERE nik = ANY($1::text[])
     UNION ALL
     SELECT NULL, phone_number FROM agents WHERE phone_number = ANY($2::text[])`,
    [rows.map((r) => r.nik), rows.map((r) => r.phoneNumber)],
  );
  const niks = new Set(found.rows.map((r) => r.nik).filter(Boolean));
  const phones = new Set(found.rows.map((r) => r.phone_number).filter(Boolean));
  const errors: ImportError[] = [];
  for (const r of rows) {
    if (r.nik && niks.has(r.nik))
      errors.push({
        row: r.row,
        column: "nik",
        message: "An employee with this NIK already exists",
      });
    if (r.phoneNumber && phones.has(r.phoneNumber))
      errors.push({
        row: r.row,
        column: "phoneNumber",
        message: "An employee with this phone number already exists",
      });
  }
  return errors;
}

/**
 * Every additional-data row: the NIK must be an existing employee of the client (once per
 * file), each value must suit its field (the employee form's rules). An empty cell keeps the
 * employee's value, but a required field must end up with one. Selects take option values
 * or labels; a multi-select takes them separated by commas.
 */
export async function validateAdditionalRows(
  tx: Tx,
  sheetRows: readonly SheetRow[],
  fields: readonly AgentFieldDefinition[],
): Promise<Validated<AdditionalImportRow>> {
  const errors: ImportError[] = [];
  const active = fields.filter((field) => field.status === "active");
  const niks = sheetRows.map((r) => cellText(r.cells["nik"]));
  const agents = await tx.query<{ id: number; nik: string; custom_data: Record<string, unknown> }>(
    "SELECT id, nik, custom_data FROM agents WHERE nik = ANY($1::text[])",
    [niks.filter((nik) => /^\d{16}$/.test(nik))],
  );
  const byNik = new Map(agents.rows.map((a) => [a.nik, a]));
  const rows: AdditionalImportRow[] = [];

  for (const { row, cells } of sheetRows) {
    const own: ImportError[] = [];
    const nik = cellText(cells["nik"]);
    const agent = byNik.get(nik);
    if (isUnsafeNumberCell(cells["nik"]))
      own.push({ row, column: "nik", message: EXCEL_NUMBER_MESSAGE });
    else if (!nik) own.push({ row, column: "nik", message: "NIK is required" });
    else if (!/^\d{16}$/.test(nik))
      own.push({ row, column: "nik", message: "NIK must be exactly 16 digits" });
    else if (!agent) own.push({ row, column: "nik", message: "No employee has this NIK" });

    const previous = agent?.custom_data ?? {};
    const given: Record<string, unknown> = {};
    for (const field of active) {
      const cell: Cell = cells[field.key];
      if (!isBlankCell(cell)) given[field.key] = cellValue(field, cell);
    }
    const merged: Record<string, unknown> = {};
    for (const field of active)
      if (previous[field.key] !== undefined) merged[field.key] = previous[field.key];
    Object.assign(merged, given);
    const { value, errors: problems } = parseCustomData(merged, fields, previous);
    for (const problem of problems) {
      const column = columnOf(problem.field);
      // Only a row whose employee exists can be missing a required value.
      if (agent || column in given) own.push({ row, column, message: problem.message });
    }
    if (own.length > 0) errors.push(...own);
    else if (agent)
      rows.push({
        row,
        nik,
        agentId: agent.id,
        data: Object.fromEntries(Object.keys(given).map((key) => [key, value[key]])),
      });
  }
  errors.push(
    ...duplicateErrors(
      sheetRows,
      (r) => r.row,
      (r) => cellText(r.cells["nik"]) || null,
      "nik",
      "NIK",
    ),
  );
  return { rows, errors: sortImportErrors(errors, additionalColumns(active)) };
}

/**
 * A cell as the form would send it: dates as yyyy-MM-dd, selects by value (a label is
 * translated), a multi-select as a list.
 */
function cellValue(field: AgentFieldDefinition, cell: Cell): unknown {
  const option = (text: string) =>
    field.options.find((o) => o.value === text || o.label.toLowerCase() === text.toLowerCase())
      ?.value ?? text;
  switch (field.type) {
    case "date":
      return readDate(cell) ?? cellText(cell);
    case "number":
      return typeof cell === "number" ? cell : cellText(cell);
    case "single_select":
      return option(cellText(cell));
    case "multi_select":
      return cellText(cell)
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(option);
    default:
      return cellText(cell);
  }
}
