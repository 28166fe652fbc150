import { describe, expect, it } from "vitest";
import {
  approverFields,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  validateApprovalRule,
} from "./approvals.ts";

describe("validateApprovalRule", () => {
  it("trims the name, orders the request types as the catalogue and drops repeated ids", () => {
    const { values, problems } = validateApprovalRule({
      name: "  Cuti  ",
      requestTypes: ["overtime", "shift", "overtime"],
      layers: [{ approverUserIds: [3, 3, 4] }, { approverRoleIds: [9] }],
      defaultApproverRoleIds: [9, 9],
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      name: "Cuti",
      requestTypes: ["shift", "overtime"],
      layers: [
        { approverUserIds: [3, 4], approverRoleIds: [] },
        { approverUserIds: [], approverRoleIds: [9] },
      ],
      defaultApproverUserIds: [],
      defaultApproverRoleIds: [9],
    });
  });

  it("names every problem with its field (layers 0-based)", () => {
    const { problems } = validateApprovalRule({
      name: " ",
      requestTypes: ["holiday"],
      layers: [{ approverUserIds: [1] }, {}],
    });
    expect(problems).toEqual([
      { field: "name", message: "is required" },
      { field: "requestTypes", message: `must be one of ${REQUEST_TYPES.join(", ")}` },
      { field: "layers[1]", message: "needs at least one approver" },
    ]);
    expect(validateApprovalRule({ name: "x", requestTypes: [], layers: [] }).problems).toEqual([
      { field: "requestTypes", message: "is required" },
      { field: "layers", message: "is required" },
    ]);
    const six = Array.from({ length: 6 }, () => ({ approverUserIds: [1] }));
    expect(
      validateApprovalRule({ name: "x", requestTypes: ["leave"], layers: six }).problems,
    ).toEqual([{ field: "layers", message: "must have at most 5 layers" }]);
    expect(
      validateApprovalRule({ name: "x".repeat(101), requestTypes: ["leave"], layers: six.slice(1) })
        .problems,
    ).toEqual([{ field: "name", message: "must be at most 100 characters" }]);
  });

  it("lists each approver list with the field a 400 names", () => {
    const { values } = validateApprovalRule({
      name: "x",
      requestTypes: ["leave"],
      layers: [{ approverUserIds: [1] }, { approverRoleIds: [2] }],
      defaultApproverUserIds: [3],
    });
    expect(approverFields(values)).toEqual({
      users: [
        ["layers[0].approverUserIds", [1]],
        ["layers[1].approverUserIds", []],
        ["defaultApproverUserIds", [3]],
      ],
      roles: [
        ["layers[0].approverRoleIds", []],
        ["layers[1].approverRoleIds", [2]],
        ["defaultApproverRoleIds", []],
      ],
    });
  });

  it("labels every request type in both languages (SPEC §4)", () => {
    expect(REQUEST_TYPES.map((type) => REQUEST_TYPE_LABELS[type].en)).toEqual([
      "Shift",
      "Branch",
      "Shift & Branch",
      "New Attendance",
      "New Attendance & Branch",
      "Leave",
      "Overtime",
      "Dispute",
      "Reimbursement",
    ]);
    for (const type of REQUEST_TYPES) expect(REQUEST_TYPE_LABELS[type].id).not.toBe("");
  });
});
