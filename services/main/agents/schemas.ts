import { type TSchema, Type } from "typebox";
import {
  AGENT_SUMMARY_FIELDS,
  BULK_STATUS_MAX,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  WORKER_STATUSES,
} from "../../../domain/workforce/agent.ts";
import { NO_NUL, VersionField } from "../schemas.ts";
import { AGENT_SORTS } from "./repo.ts";

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * Text of the employee form. The schema bounds type and size only; what the text must look
 * like is domain/workforce/agent.ts's, which lists every problem with its field at once.
 */
const Text = (maxLength: number, description?: string) =>
  Type.Optional(
    Nullable(Type.String({ maxLength, pattern: NO_NUL, ...(description ? { description } : {}) })),
  );
const Id = (description: string) =>
  Type.Optional(
    Nullable(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647, description })),
  );

/** The employee form (POST /agents, PUT /agents/:id). Blank optional fields are stored empty. */
export const AgentBody = {
  fullName: Text(1000, "required; at most 120 characters"),
  nik: Text(100, "required; exactly 16 digits; unique per client"),
  phoneNumber: Text(
    100,
    "required; 8 then 7–12 digits (0 / +62 / 62 prefixes accepted); unique per client",
  ),
  email: Text(1000),
  birthDate: Text(100, "yyyy-MM-dd; not in the future; the employee at least 15"),
  gender: Text(100, "male or female"),
  joinDate: Text(100, "required; yyyy-MM-dd"),
  contractType: Text(100, `required; ${CONTRACT_TYPES.join(", ")}`),
  contractStatus: Text(
    100,
    `${CONTRACT_STATUSES.join(", ")}; omitted: no_contract_logged on create, unchanged on update`,
  ),
  branchId: Id("required; an active branch of the client"),
  projectId: Id("an active project of the client"),
  payrollGroupId: Id("must stay empty until payroll exists (SPEC §8 message otherwise)"),
  paymentMethod: Text(
    100,
    "bank_transfer (needs accountName, accountNumber, bankName), e_wallet (needs eWallet, walletPhoneNumber) or cash",
  ),
  accountName: Text(1000),
  accountNumber: Text(100, "5–20 digits"),
  bankName: Text(1000),
  eWallet: Text(100, "gopay, ovo, dana, shopeepay or linkaja"),
  walletPhoneNumber: Text(100, "the e-wallet's phone number, like phoneNumber"),
  domicileAddress: Text(2000),
  domicileProvinceId: Text(20, "GET /general/provinces"),
  domicileCityId: Text(20, "a city of domicileProvinceId (GET /general/cities)"),
  vaccineStatus: Text(100),
  selfieUrl: Text(2000, "a file on the file service (SPEC §5 host check)"),
  ptkpStatus: Text(100, "TK/0 … K/3"),
  npwp: Text(100, "15 or 16 digits (dots and dashes ignored)"),
  customData: Type.Optional(
    Nullable(
      Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
        maxProperties: 200,
        description: "additional data keyed by the agent field's key",
      }),
    ),
  ),
};

const Ref = <T extends TSchema>(id: T) => Type.Object({ id, name: Type.String() });

export const AgentSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  nik: Type.String(),
  phoneNumber: Type.String(),
  email: Nullable(Type.String()),
  birthDate: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  joinDate: Type.String(),
  contractType: Type.String(),
  contractStatus: Type.String(),
  branchId: Type.Integer(),
  branch: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    status: Type.String(),
    timezone: Type.String(),
    timezoneLabel: Type.String({ description: "WIB, WITA or WIT" }),
  }),
  projectId: Nullable(Type.Integer()),
  project: Nullable(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      status: Type.String(),
    }),
  ),
  payrollGroupId: Nullable(Type.Integer()),
  payrollGroupName: Nullable(Type.String()),
  paymentMethod: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  eWallet: Nullable(Type.String()),
  walletPhoneNumber: Nullable(Type.String()),
  domicileAddress: Nullable(Type.String()),
  domicileProvinceId: Nullable(Type.String()),
  domicileProvince: Nullable(Ref(Type.String())),
  domicileCityId: Nullable(Type.String()),
  domicileCity: Nullable(Ref(Type.String())),
  vaccineStatus: Nullable(Type.String()),
  selfieUrl: Nullable(Type.String()),
  ptkpStatus: Nullable(Type.String()),
  npwp: Nullable(Type.String()),
  workerStatus: Type.String(),
  terminationReason: Nullable(Type.String()),
  terminationDate: Nullable(Type.String()),
  terminationNote: Nullable(Type.String()),
  customData: Type.Record(Type.String(), Type.Unknown()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** An agent in a list's summary view (GET /agents?view=summary; issue 19). */
export const AgentSummarySchema = Type.Pick(AgentSchema, AGENT_SUMMARY_FIELDS);

const CsvInts = (description: string) =>
  Type.Optional(
    Type.String({ maxLength: 2200, pattern: "^[0-9]{1,10}(,[0-9]{1,10}){0,199}$", description }),
  );
const CsvWords = (description: string) =>
  Type.Optional(Type.String({ maxLength: 400, pattern: "^[a-z_]+(,[a-z_]+)*$", description }));

/** The list's and the export's filters (comma-separated lists). */
export const AgentFilterQuery = {
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      pattern: NO_NUL,
      description:
        "name (any part; 1–2 characters: its start), e-mail (start), NIK or phone (start; 08…, +628…, 628… read as 8…)",
    }),
  ),
  workerStatus: Type.Optional(Type.Enum([...WORKER_STATUSES])),
  branchIds: CsvInts("comma-separated branch ids"),
  projectIds: CsvInts("comma-separated project ids"),
  contractTypes: CsvWords(`comma-separated: ${CONTRACT_TYPES.join(", ")}`),
  contractStatuses: CsvWords(`comma-separated: ${CONTRACT_STATUSES.join(", ")}`),
  cityIds: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: "^[0-9.]+(,[0-9.]+)*$",
      description: "comma-separated domicile city ids",
    }),
  ),
  custom: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: NO_NUL,
      description: 'additional data as JSON: {"<key>": ["value", ...]} (any value matches)',
    }),
  ),
  ids: CsvInts("exactly these agents (at most 200)"),
};

export const AgentListQuery = Type.Object({
  ...AgentFilterQuery,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: `^-?(${Object.keys(AGENT_SORTS).join("|")})$`,
      description: `${Object.keys(AGENT_SORTS).join(", ")}; a leading - for descending (default -createdAt)`,
    }),
  ),
  view: Type.Optional(
    Type.Enum(["full", "summary"], {
      description: `full (default): every field of an employee; summary: only ${AGENT_SUMMARY_FIELDS.join(", ")} — what a list row shows, at a fraction of the cost`,
    }),
  ),
});

export type AgentFilterParams = {
  q?: string;
  workerStatus?: string;
  branchIds?: string;
  projectIds?: string;
  contractTypes?: string;
  contractStatuses?: string;
  cityIds?: string;
  custom?: string;
  ids?: string;
};

export const TerminateBody = Type.Object(
  {
    version: VersionField("the version the form was read at"),
    reason: Text(100, "a SPEC §9 termination reason"),
    date: Text(100, "effective date, yyyy-MM-dd; not in the future nor before the join date"),
    note: Text(2000, "at most 500 characters"),
  },
  { additionalProperties: false },
);

export const StatusBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: BULK_STATUS_MAX,
      uniqueItems: true,
    }),
    status: Type.Enum([...WORKER_STATUSES]),
  },
  { additionalProperties: false },
);

export const TimelineItemSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  createdAtTimezone: Type.String(),
  type: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  changes: Type.Array(
    Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() }),
  ),
});
