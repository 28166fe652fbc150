import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { hcmAs } from "./hcm-helpers.ts";
import {
  isolateLeave,
  leavePolicy,
  leaveRule,
  leaveUser,
  monday,
  scheduledWorker,
} from "./leave-helpers.ts";
import { clientIdOf, ownerBranch } from "./org-helpers.ts";

/**
 * Issue 15, the leave GraphQL layer (gateway/schema/leave) over the hcm leave REST: what the
 * Leave Management page and the leave record detail call, with the REST's refusals carried as
 * GraphQL error codes (BAD_USER_INPUT naming the field, CONFLICT, NOT_FOUND for another
 * client's ids) and the menus enforced by the service.
 */
let stack: TestStack;
let majuToken: string;
let sentosaToken: string;
let maju: number;
let branchId: number;
let adminUserId: number;

type Answer = {
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    payload: { query, variables },
  });
  return response.json() as Answer;
}

const FIELDS = `id agentId agentName policyId policyName kind from to halfDay days status paid
  source currentLayer layerCount fileUrl decisionNote`;
const DETAIL = `${FIELDS} canDecide dayList { date fraction dayType }
  actions { layer action actorName note at } ledger { id date kind days reason leaveRequestId }`;
const CREATE = `mutation($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { ${FIELDS} } }`;
const DECIDE = `mutation($id: Int!, $decision: String!, $note: String) {
  decideLeaveRequest(id: $id, decision: $decision, note: $note) { ${FIELDS} } }`;

beforeAll(async () => {
  stack = await startStack();
  majuToken = (await login(stack.app, DEMO.majuAdmin)).token;
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
  adminUserId = (
    await stack.owner.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      DEMO.majuAdmin.email,
    ])
  ).rows[0]!.id;
  await isolateLeave(stack);
});
afterAll(() => stack.close());

const nameOf = async (agentId: number) =>
  (
    await stack.owner.query<{ name: string }>(
      "SELECT full_name AS name FROM agents WHERE id = $1",
      [agentId],
    )
  ).rows[0]!.name;

describe("leave GraphQL", () => {
  it("files a request on a worker's behalf, decides it unpaid and shows the detail; balances and the ledger agree", async () => {
    const { agentId } = await scheduledWorker(stack, maju, branchId);
    const policyId = await leavePolicy(stack, maju, { halfDayAllowed: true });
    await leaveRule(hcmAs(stack, majuToken), [adminUserId]);
    const tuesday = monday(2).add({ days: 1 }).toString();
    const thursday = monday(2).add({ days: 3 }).toString();

    const options = await graphql(
      majuToken,
      "{ leavePolicyOptions { id name halfDayAllowed attachmentRequired } }",
    );
    expect(options.errors).toBeUndefined();
    expect(options.data!["leavePolicyOptions"]).toContainEqual(
      expect.objectContaining({ id: policyId, halfDayAllowed: true, attachmentRequired: false }),
    );

    const created = await graphql(majuToken, CREATE, {
      input: {
        agentId,
        policyId,
        from: tuesday,
        to: thursday,
        reason: "Acara keluarga",
        halfDay: null,
      },
    });
    expect(created.errors).toBeUndefined();
    const request = created.data!["createLeaveRequest"];
    expect(request).toMatchObject({
      agentId,
      policyId,
      from: tuesday,
      to: thursday,
      days: 3,
      status: "pending",
      paid: null,
      source: "console",
      currentLayer: 1,
      layerCount: 1,
      fileUrl: null,
    });

    const listed = await graphql(
      majuToken,
      `query($agentId: Int) { leaveRequests(agentId: $agentId, status: "pending") { totalItems items { id } } }`,
      { agentId },
    );
    expect(listed.data!["leaveRequests"]).toEqual({ totalItems: 1, items: [{ id: request.id }] });

    const decided = await graphql(majuToken, DECIDE, {
      id: request.id,
      decision: "approve_unpaid",
    });
    expect(decided.errors).toBeUndefined();
    expect(decided.data!["decideLeaveRequest"]).toMatchObject({ status: "approved", paid: false });

    const detail = await graphql(
      majuToken,
      `query($id: Int!) { leaveRequest(id: $id) { ${DETAIL} } }`,
      {
        id: request.id,
      },
    );
    expect(detail.errors).toBeUndefined();
    const record = detail.data!["leaveRequest"];
    expect(record.canDecide).toBe(false);
    expect(record.dayList.map((d: { fraction: number }) => d.fraction)).toEqual([1, 1, 1]);
    expect(record.actions.some((a: { action: string }) => a.action.startsWith("approve"))).toBe(
      true,
    );

    const summary = await graphql(
      majuToken,
      `query($agentId: Int!) { leaveBalanceSummary(agentId: $agentId) { policyId balance accrued taken pending } }`,
      { agentId },
    );
    expect(summary.errors).toBeUndefined();
    const mine = summary.data!["leaveBalanceSummary"].find(
      (s: { policyId: number }) => s.policyId === policyId,
    );
    expect(mine).toBeDefined();

    // The balance is the sum of its entries (RULES.md §2), through GraphQL too.
    const adjusted = await graphql(
      majuToken,
      `mutation($agentId: Int!, $policyId: Int!, $date: String!) {
        adjustLeaveBalance(agentId: $agentId, policyId: $policyId, date: $date, days: -1.5, reason: "Koreksi") { id kind days reason } }`,
      { agentId, policyId, date: tuesday },
    );
    expect(adjusted.errors).toBeUndefined();
    expect(adjusted.data!["adjustLeaveBalance"]).toMatchObject({
      kind: "adjustment",
      days: -1.5,
      reason: "Koreksi",
    });
    const ledger = await graphql(
      majuToken,
      `query($agentId: Int!, $policyId: Int!, $asOf: String) {
        leaveBalances(agentId: $agentId, policyId: $policyId, asOf: $asOf) { balance entries { kind days } } }`,
      { agentId, policyId, asOf: thursday },
    );
    const { balance, entries } = ledger.data!["leaveBalances"];
    const sum = entries.reduce(
      (total: number, e: { days: number }) => total + Math.round(e.days * 100),
      0,
    );
    expect(Math.round(balance * 100)).toBe(sum);
    expect(entries).toContainEqual({ kind: "adjustment", days: -1.5 });

    const list = await graphql(
      majuToken,
      `query($policyId: Int, $q: String, $asOf: String) { leaveBalanceList(policyId: $policyId, q: $q, asOf: $asOf) { totalItems items { agentId balance adjusted } } }`,
      { policyId, q: await nameOf(agentId), asOf: thursday },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!["leaveBalanceList"].items).toEqual([{ agentId, balance, adjusted: -1.5 }]);
  });

  it("carries the REST's refusals: a field named, an overlap, a note to reject, another client's ids", async () => {
    const { agentId } = await scheduledWorker(stack, maju, branchId);
    const policyId = await leavePolicy(stack, maju);
    const wednesday = monday(3).add({ days: 2 }).toString();
    const friday = monday(3).add({ days: 4 }).toString();

    const backwards = await graphql(majuToken, CREATE, {
      input: { agentId, policyId, from: friday, to: wednesday },
    });
    expect(backwards.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
    const problems = (backwards.errors?.[0]?.extensions?.["errors"] ?? []) as { field: string }[];
    const fields = problems.map((e) => e.field);
    expect(fields).toContain("to");

    const first = await graphql(majuToken, CREATE, {
      input: { agentId, policyId, from: wednesday, to: friday },
    });
    expect(first.errors).toBeUndefined();
    const overlap = await graphql(majuToken, CREATE, {
      input: { agentId, policyId, from: friday, to: friday },
    });
    expect(overlap.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");

    const id = first.data!["createLeaveRequest"].id;
    const noNote = await graphql(majuToken, DECIDE, { id, decision: "reject", note: "  " });
    expect(noNote.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");

    const elsewhere = await graphql(
      sentosaToken,
      `query($id: Int!) { leaveRequest(id: $id) { id } }`,
      { id },
    );
    expect(elsewhere.errors?.[0]?.extensions?.["code"]).toBe("NOT_FOUND");
    const cancelElsewhere = await graphql(
      sentosaToken,
      "mutation($id: Int!) { cancelLeaveRequest(id: $id) { id } }",
      { id },
    );
    expect(cancelElsewhere.errors?.[0]?.extensions?.["code"]).toBe("NOT_FOUND");

    const cancelled = await graphql(
      majuToken,
      `mutation($id: Int!) { cancelLeaveRequest(id: $id, note: "Batal") { id status } }`,
      { id },
    );
    expect(cancelled.data!["cancelLeaveRequest"]).toEqual({ id, status: "cancelled" });
  });

  it("a user without the leave or employee menus is refused by the service", async () => {
    const outsider = await leaveUser(stack, maju, ["branch"]);
    const answer = await graphql(outsider.token, "{ leaveRequests { totalItems } }");
    expect(answer.errors?.[0]?.extensions?.["code"]).toBe("FORBIDDEN");
  });
});
