import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import { ownerBatch, someWorkers } from "../disbursement-file-helpers.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 18, bank files, the upload and the paid report: client B's token never gets client
 * A's batch (404 with a bare message, no line of A in any file), B's template lists B's
 * workers only, A's employee numbers in B's upload are no workers of B, and B's paid report
 * does not count A's payments.
 */

const BASE = "/api/hcm/v1";

export const disbursementFilesCases: CaseModule = (context) => {
  let made: Promise<{ batch: number; nik: string; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const stack = context.stack();
      const [worker] = await someWorkers(stack, context.majuClientId(), 1);
      const batch = await ownerBatch(stack, context.majuClientId(), {
        name: "Rahasia Maju batch",
        lines: [
          { agentId: worker!.id, amount: 123_456, accountName: "Rahasia Maju" },
          {
            agentId: worker!.id,
            amount: 654_321,
            status: "succeeded",
            succeededAt: "2026-01-10T03:00:00Z",
          },
        ],
      });
      return { batch: batch.id, nik: worker!.nik, agent: worker!.id };
    })());
  const call = async (method: "GET" | "POST", url: string, payload?: string) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...bearer(context.tokenB()), ...(payload ? { "content-type": "text/csv" } : {}) },
      ...(payload ? { payload } : {}),
    });
    return response;
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/disbursements/:id/bank-file": {
      why: "writes the lines of the caller's client's batch only",
      check: async () => {
        const ids = await maju();
        for (const query of ["format=xlsx", "format=mandiri-mcm&debitAccount=1230001234567"]) {
          const answer = await call("GET", `/disbursements/${ids.batch}/bank-file?${query}`);
          expect(answer.statusCode).toBe(404);
          expect(Object.keys(answer.json())).toEqual(["message"]);
          expect(answer.body).not.toContain("Rahasia Maju");
        }
      },
    },
    "GET /api/hcm/v1/disbursements/upload/template": {
      why: "lists the caller's client's workers only",
      check: async () => {
        const ids = await maju();
        const answer = await call("GET", "/disbursements/upload/template?format=csv");
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(ids.nik);
      },
    },
    "POST /api/hcm/v1/disbursements/upload": {
      why: "matches the caller's client's workers only",
      check: async () => {
        const ids = await maju();
        const answer = await call(
          "POST",
          "/disbursements/upload",
          `Employee Number,Amount\n${ids.nik},100000\n`,
        );
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({
          rows: [],
          problems: [
            {
              row: 2,
              column: "employeeNumber",
              message: "is not the employee number of one of your employees",
            },
          ],
        });
      },
    },
    "GET /api/hcm/v1/disbursements/paid-report": {
      why: "sums the caller's client's payments only",
      check: async () => {
        const ids = await maju();
        const answer = await call(
          "GET",
          `/disbursements/paid-report?from=2026-01&to=2026-01&agentId=${ids.agent}`,
        );
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({ items: [], totalItems: 0, totalAmount: 0 });
        const all = await call("GET", "/disbursements/paid-report?from=2026-01&to=2026-01");
        expect(all.body).not.toContain(ids.nik);
      },
    },
  };
  return cases;
};
