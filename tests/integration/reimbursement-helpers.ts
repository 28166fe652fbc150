import { randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { expect } from "vitest";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import type { Hcm } from "./hcm-helpers.ts";
import { restAs } from "./org-helpers.ts";

/** Issue 18: what the reimbursement tests share. */

export const today = () => Temporal.Now.plainDateISO("Asia/Jakarta");
export const daysAgo = (days: number) => today().subtract({ days }).toString();
export const tag = () => randomBytes(3).toString("hex");

/** The seeded "Reimbursement" rule gone: claims are approved at once until a test adds one. */
export async function dropReimbursementRules(stack: TestStack, clientId: number) {
  await stack.owner.query(
    "UPDATE reimbursement_claims SET status = 'cancelled' WHERE client_id = $1 AND status = 'pending'",
    [clientId],
  );
  await stack.owner.query(
    `UPDATE approval_requests SET status = 'cancelled'
      WHERE client_id = $1 AND request_type = 'reimbursement' AND status = 'pending'`,
    [clientId],
  );
  await stack.owner.query(
    `DELETE FROM approval_rules r USING approval_rule_request_types t
      WHERE t.rule_id = r.id AND r.client_id = $1 AND t.request_type = 'reimbursement'`,
    [clientId],
  );
}

/** A claim type through the API (answers it); `fields` override the defaults. */
export async function claimType(api: Hcm, fields: Record<string, unknown> = {}) {
  const answer = await api.post("/reimbursement-types", {
    name: `Type ${tag()}`,
    taxTreatment: "taxable_allowance",
    defaultPayout: "payroll",
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"] as { id: number; name: string; version: number };
}

/** A raw upload (file service /receipts or the worker app's /agent/receipts). */
export async function upload(
  stack: TestStack,
  url: string,
  token: string,
  bytes: Buffer,
  contentType: string,
) {
  const response = await stack.app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), "content-type": contentType },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

export const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** A worker of the client with app access; answers the id and a worker token. */
export async function appWorker(stack: TestStack, agentId: number, ip: string) {
  const PIN = "864213";
  const phone = (
    await stack.owner.query<{ phone_number: string }>(
      "SELECT phone_number FROM agents WHERE id = $1",
      [agentId],
    )
  ).rows[0]!.phone_number;
  const main = restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  expect((await main.put(`/agents/${agentId}/app-access`, { pin: PIN })).status).toBe(200);
  const logged = await stack.app.inject({
    method: "POST",
    url: "/api/main/v1/agent-auth/login",
    payload: { phoneNumber: phone, pin: PIN },
    remoteAddress: ip,
  });
  expect(logged.statusCode, logged.body).toBe(200);
  return logged.json().data.token as string;
}

/** A worker-app call with a worker token. */
export async function asWorker(
  stack: TestStack,
  token: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  const response = await stack.app.inject({
    method,
    url: `/api/hcm/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}
