import { describe, expect, it } from "vitest";
import type { GatewayContext } from "../../context.ts";
import { createLeaveRequest, decideLeaveRequest } from "../Mutation/leave.ts";
import { leavePolicyOptions, leaveRequest, leaveRequests } from "./leave.ts";

type Sent = { method: string; path: string; query?: unknown; body?: unknown };

function contextAnswering(answer: unknown): { context: GatewayContext; sent: Sent[] } {
  const sent: Sent[] = [];
  const services = {
    get: async (_service: string, path: string, query?: unknown) => {
      sent.push({ method: "GET", path, query });
      return answer;
    },
    post: async (_service: string, path: string, body?: unknown) => {
      sent.push({ method: "POST", path, body });
      return answer;
    },
  };
  return { context: { services } as unknown as GatewayContext, sent };
}

const policy = { id: 3, name: "Cuti Tahunan", kind: "annual", limited: true, halfDayAllowed: true };

describe("leave resolvers", () => {
  it("take the policies list's page or a plain list, filling settings the list leaves out", async () => {
    for (const answer of [{ items: [policy], totalItems: 1, limit: 100, page: 1 }, [policy]]) {
      const { context, sent } = contextAnswering(answer);
      expect(await leavePolicyOptions(null, {}, context)).toEqual([
        {
          id: 3,
          name: "Cuti Tahunan",
          kind: "annual",
          limited: true,
          halfDayAllowed: true,
          attachmentRequired: false,
          maxDaysPerRequest: null,
          paidByDefault: true,
          status: "active",
        },
      ]);
      expect(sent).toEqual([
        { method: "GET", path: "/leave-policies", query: { limit: 100, page: 1 } },
      ]);
    }
  });

  it("send the list's filters trimmed, blanks left out, and give each request its attachment URL", async () => {
    const row = { id: 41, fileId: "0d9f8a52-3c1e-4a43-9a0e-1f2b3c4d5e6f" };
    const { context, sent } = contextAnswering({
      items: [row, { id: 42, fileId: null }],
      totalItems: 2,
    });
    const page = await leaveRequests(null, { q: "  siti ", status: "", policyId: 3 }, context);
    expect(sent[0]).toEqual({
      method: "GET",
      path: "/leave-requests",
      query: {
        status: undefined,
        agentId: undefined,
        policyId: 3,
        branchId: undefined,
        from: undefined,
        to: undefined,
        q: "siti",
        sort: undefined,
        limit: 10,
        page: 1,
      },
    });
    expect(page.items.map((item) => item.fileUrl)).toEqual([
      "/api/file/v1/files/0d9f8a52-3c1e-4a43-9a0e-1f2b3c4d5e6f",
      null,
    ]);
    const one = contextAnswering({ id: 41, fileId: null });
    await leaveRequest(null, { id: 41 }, one.context);
    expect(one.sent[0]?.path).toBe("/leave-requests/41");
  });

  it("post requests and decisions without GraphQL's nulls", async () => {
    const { context, sent } = contextAnswering({ id: 41, fileId: null });
    await createLeaveRequest(
      null,
      {
        input: {
          agentId: 5,
          policyId: 3,
          from: "2026-11-20",
          to: "2026-11-20",
          halfDay: null,
          reason: "  ",
          fileId: null,
        },
      },
      context,
    );
    await decideLeaveRequest(null, { id: 41, decision: "reject", note: " Kuota habis " }, context);
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/leave-requests",
        body: { agentId: 5, policyId: 3, from: "2026-11-20", to: "2026-11-20" },
      },
      {
        method: "POST",
        path: "/leave-requests/41/decision",
        body: { decision: "reject", note: "Kuota habis" },
      },
    ]);
  });
});
