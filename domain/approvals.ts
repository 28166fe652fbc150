/**
 * Approval rules (issue 13): which request types a rule covers, its sequential layers of
 * approvers (users and/or roles) and its default approvers (who may act at any layer). The
 * rules the hcm service and the console share. Pure TypeScript.
 */
import { hasInvisibleCharacter, INVISIBLE_CHARACTER_PROBLEM } from "./validation.ts";

/** SPEC §4 request types, plus leave, overtime and dispute; with their labels. */
export const REQUEST_TYPES = [
  "shift",
  "branch",
  "shift_branch",
  "new_attendance",
  "new_attendance_branch",
  "leave",
  "overtime",
  "dispute",
  "reimbursement",
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_LABELS: Readonly<Record<RequestType, { en: string; id: string }>> = {
  shift: { en: "Shift", id: "Shift" },
  branch: { en: "Branch", id: "Cabang" },
  shift_branch: { en: "Shift & Branch", id: "Shift & Cabang" },
  new_attendance: { en: "New Attendance", id: "Absensi Baru" },
  new_attendance_branch: { en: "New Attendance & Branch", id: "Absensi Baru & Cabang" },
  leave: { en: "Leave", id: "Cuti" },
  overtime: { en: "Overtime", id: "Lembur" },
  dispute: { en: "Dispute", id: "Sanggahan" },
  reimbursement: { en: "Reimbursement", id: "Penggantian Biaya" },
};

export const APPROVAL_RULE_NAME_MAX = 100;
export const APPROVAL_LAYERS_MAX = 5;
export const APPROVAL_NOTE_MAX = 1000;

export type ApprovalLayer = { approverUserIds: number[]; approverRoleIds: number[] };
export type ApprovalRuleValues = {
  name: string;
  requestTypes: RequestType[];
  layers: ApprovalLayer[];
  defaultApproverUserIds: number[];
  defaultApproverRoleIds: number[];
};
export type ApprovalProblem = { field: string; message: string };

const KNOWN_TYPES = new Set<string>(REQUEST_TYPES);
const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => Number.isInteger(id)))]
    : [];

/**
 * The rule as stored (name trimmed, request types in catalogue order, ids de-duplicated) and
 * every problem with its field; layer fields are 0-based (`layers[1].approverUserIds`).
 * Whether the ids are the client's users and roles is the service's check.
 */
export function validateApprovalRule(input: {
  name?: unknown;
  requestTypes?: unknown;
  layers?: unknown;
  defaultApproverUserIds?: unknown;
  defaultApproverRoleIds?: unknown;
}): { values: ApprovalRuleValues; problems: ApprovalProblem[] } {
  const problems: ApprovalProblem[] = [];
  const rawName = typeof input.name === "string" ? input.name : "";
  const name = rawName.trim();
  if (hasInvisibleCharacter(rawName))
    problems.push({ field: "name", message: INVISIBLE_CHARACTER_PROBLEM.en });
  else if (name === "") problems.push({ field: "name", message: "is required" });
  else if ([...name].length > APPROVAL_RULE_NAME_MAX)
    problems.push({
      field: "name",
      message: `must be at most ${APPROVAL_RULE_NAME_MAX} characters`,
    });

  const givenTypes = Array.isArray(input.requestTypes) ? input.requestTypes.map(String) : [];
  const unknownTypes = givenTypes.filter((type) => !KNOWN_TYPES.has(type));
  if (!Array.isArray(input.requestTypes) || givenTypes.length === 0)
    problems.push({ field: "requestTypes", message: "is required" });
  else if (unknownTypes.length > 0)
    problems.push({ field: "requestTypes", message: `must be one of ${REQUEST_TYPES.join(", ")}` });
  const requestTypes = REQUEST_TYPES.filter((type) => givenTypes.includes(type));

  const rawLayers = Array.isArray(input.layers) ? input.layers : [];
  if (rawLayers.length === 0) problems.push({ field: "layers", message: "is required" });
  else if (rawLayers.length > APPROVAL_LAYERS_MAX)
    problems.push({
      field: "layers",
      message: `must have at most ${APPROVAL_LAYERS_MAX} layers`,
    });
  const layers = rawLayers.map((raw, index) => {
    const layer = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const values = {
      approverUserIds: ids(layer["approverUserIds"]),
      approverRoleIds: ids(layer["approverRoleIds"]),
    };
    if (values.approverUserIds.length + values.approverRoleIds.length === 0)
      problems.push({ field: `layers[${index}]`, message: "needs at least one approver" });
    return values;
  });
  return {
    values: {
      name,
      requestTypes,
      layers,
      defaultApproverUserIds: ids(input.defaultApproverUserIds),
      defaultApproverRoleIds: ids(input.defaultApproverRoleIds),
    },
    problems,
  };
}

/** Every (field, user ids) and (field, role ids) list of a rule, for the service's checks. */
export function approverFields(values: ApprovalRuleValues): {
  users: [string, number[]][];
  roles: [string, number[]][];
} {
  return {
    users: [
      ...values.layers.map((layer, i): [string, number[]] => [
        `layers[${i}].approverUserIds`,
        layer.approverUserIds,
      ]),
      ["defaultApproverUserIds", values.defaultApproverUserIds],
    ],
    roles: [
      ...values.layers.map((layer, i): [string, number[]] => [
        `layers[${i}].approverRoleIds`,
        layer.approverRoleIds,
      ]),
      ["defaultApproverRoleIds", values.defaultApproverRoleIds],
    ],
  };
}
