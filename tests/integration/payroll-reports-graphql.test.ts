import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineLabel } from "../../domain/payroll/run/labels.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf, userWithMenus } from "./org-helpers.ts";
import {
  activeWorkers,
  groupContract,
  ownerComponent,
  uniqueName,
} from "./payroll-group-helpers.ts";

/**
 * Issue 17, payroll reports through /graphql (gateway/resolvers/*\/payrollReports.ts over the
 * hcm routes of /work/reports-api.md): create and poll to draft, the list's filters, the
 * details page with its lines labelled in the caller's language, adjustments, finalising
 * (NO_PAYROLL_REPORT_DETAIL, idempotent), the delete refused once final, the taken batch
 * name (BATCH_NAME_ALREADY_EXIST), bad input naming its fields, another client's ids (null or
 * NOT_FOUND, never data) and a user without the menus (FORBIDDEN).
 */

// biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
type Json = any;
type GqlError = { message: string; extensions: Json };
type Answer = { data?: Json | null; errors?: GqlError[] };

let stack: TestStack;
let adminToken: string;
let sentosaToken: string;
let opsToken: string;
/** A user with the payroll-report menu whose console language is Indonesian. */
let idToken: string;
let admin: Hcm;
let maju: number;
let group: { id: number; name: string };
let emptyGroup: { id: number };
let workers: { id: number; fullName: string }[];
let component: { id: number; code: string; name: string };
let period: string;
let earlierPeriod: string;

const REPORT = `id name type payrollGroupId payrollGroupName period periodStart periodEnd payDate
  thrHolidayDate useAttendance status progress { done total } failureReason
  totals { gross net pph21 employerContributions deductions } lineCount errorCount computedAt
  finalizedAt finalizedByName paidAt createdAt createdByName version`;
const DETAIL = `id reportId agentId agentName employeeNumber branchName taxMonth basicSalary gross
  taxableGross employeePension pph21 employeeDeductions employerContributions net
  bpjs { kesehatanWorker kesehatanEmployer jhtWorker jhtEmployer jpWorker jpEmployer jkk jkm }
  lines { code label amount type taxable rule inputs } inputs errorCode errorReason errorLabel
  paymentMethod bankName accountNumber accountName eWallet walletPhoneNumber`;

const CREATE = `mutation($input: CreatePayrollReportInput!) { createPayrollReport(input: $input) { ${REPORT} } }`;
const READ = `query($id: Int!) { payrollReport(id: $id) { ${REPORT} } }`;
const DETAILS = `query($reportId: Int!, $q: String, $agentId: Int, $errorsOnly: Boolean, $sort: String, $limit: Int) {
  payrollReportDetails(reportId: $reportId, q: $q, agentId: $agentId, errorsOnly: $errorsOnly, sort: $sort, limit: $limit) {
    totalItems limit page items { ${DETAIL} } } }`;
const DETAIL_ONE = `query($reportId: Int!, $detailId: Float!) { payrollReportDetail(reportId: $reportId, detailId: $detailId) { ${DETAIL} } }`;
const ADJUSTMENTS = `query($reportId: Int!) { payrollReportAdjustments(reportId: $reportId) {
  id agentId agentName type label amount componentCode taxable } }`;
const SET_ADJUSTMENTS = `mutation($id: Int!, $adjustments: [PayrollAdjustmentInput!]!) {
  setPayrollReportAdjustments(id: $id, adjustments: $adjustments) { id status version } }`;
const FINALIZE = `mutation($id: Int!) { finalizePayrollReport(id: $id) { ${REPORT} } }`;
const DELETE = "mutation($id: Int!) { deletePayrollReport(id: $id) }";
const RECOMPUTE = "mutation($id: Int!) { recomputePayrollReport(id: $id) { id status } }";

async function graphql(token: string, query: string, variables: Json = {}): Promise<Answer> {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    payload: { query, variables },
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json() as Answer;
}
const gql = (query: string, variables: Json = {}) => graphql(adminToken, query, variables);

/** The `data` of an answer that must have no errors. */
async function ok(answer: Promise<Answer>): Promise<Json> {
  const body = await answer;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** YYYY-MM of `offset` months from this month (UTC). */
function monthOf(offset: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** Reads the report until it is no longer computing (the payroll-run job finished). */
async function settled(id: number, token = adminToken, timeoutMs = 30_000): Promise<Json> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { payrollReport } = await ok(graphql(token, READ, { id }));
    if (payrollReport.status !== "computing") return payrollReport;
    if (Date.now() > until) throw new Error(`report ${id} still computing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createReport(input: Json): Promise<Json> {
  const { createPayrollReport } = await ok(gql(CREATE, { input }));
  return createPayrollReport;
}

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  opsToken = (await login(stack.app, DEMO.majuOps)).token;
  admin = hcmAs(stack, adminToken);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  period = monthOf(-1);
  earlierPeriod = monthOf(-2);

  // A group of our own (the demo group may already have reports): three workers from two
  // months back, one Rp component, the seeded tax configuration not needed.
  const made = await ownerComponent(stack, maju, { amount: 300_000 });
  component = { ...made, name: `Komponen ${made.code}` };
  const created = await admin.post(
    "/payroll-groups",
    groupContract({ components: [{ componentId: component.id }] }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  group = { id: created.body["data"].id, name: created.body["data"].name };
  workers = await activeWorkers(stack, maju, 3);
  const members = await admin.put(`/payroll-groups/${group.id}/members`, {
    members: workers.map((w, i) => ({
      agentId: w.id,
      basicSalary: 6_000_000 + i * 1_000_000,
      ptkp: "TK/0",
      recipient: "permanent_employee",
    })),
    effectiveFrom: `${monthOf(-3)}-01`,
  });
  expect(members.status, JSON.stringify(members.body)).toBe(200);
  const empty = await admin.post("/payroll-groups", groupContract());
  expect(empty.status).toBe(201);
  emptyGroup = { id: empty.body["data"].id };
}, 60_000);
afterAll(() => stack?.close());

describe("a general report through GraphQL", () => {
  let report: Json;

  it("creates it (computing), then polls it to draft with one line per member", async () => {
    const name = uniqueName("Payroll");
    const created = await createReport({
      name,
      type: "general",
      payrollGroupId: group.id,
      period,
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      name,
      type: "general",
      payrollGroupId: group.id,
      payrollGroupName: group.name,
      period,
      progress: { done: expect.any(Number), total: expect.any(Number) },
      version: expect.any(Number),
    });
    expect(["computing", "draft"]).toContain(created.status);
    report = await settled(created.id);
    expect(report).toMatchObject({
      status: "draft",
      lineCount: workers.length,
      errorCount: 0,
      progress: { done: workers.length, total: workers.length },
      failureReason: null,
      createdByName: expect.any(String),
    });
    expect(report.totals.gross).toBeGreaterThanOrEqual(6_000_000 + 7_000_000 + 8_000_000);
    expect(Number.isSafeInteger(report.totals.net)).toBe(true);
    expect(report.computedAt).toEqual(expect.any(String));
  });

  it("lists it with every filter, and the others without it", async () => {
    const LIST = `query($q: String, $type: String, $status: String, $payrollGroupId: Int, $period: String, $sort: String) {
      payrollReports(q: $q, type: $type, status: $status, payrollGroupId: $payrollGroupId, period: $period, sort: $sort) {
        totalItems limit page items { id name status totals { gross } } } }`;
    const ids = async (variables: Json) =>
      ((await ok(gql(LIST, variables))).payrollReports.items as Json[]).map((r) => r.id);
    const byName = await ok(gql(LIST, { q: report.name.slice(0, 12).toUpperCase() }));
    expect(byName.payrollReports).toMatchObject({ limit: 10, page: 1 });
    expect(byName.payrollReports.items.map((r: Json) => r.id)).toContain(report.id);
    expect(await ids({ payrollGroupId: group.id, period })).toEqual([report.id]);
    expect(await ids({ payrollGroupId: group.id, status: "draft", type: "general" })).toEqual([
      report.id,
    ]);
    expect(await ids({ payrollGroupId: group.id, status: "finalized" })).toEqual([]);
    expect(await ids({ payrollGroupId: group.id, type: "direct" })).toEqual([]);
    expect(await ids({ payrollGroupId: group.id, period: earlierPeriod })).toEqual([]);
    expect(await ids({ payrollGroupId: group.id, sort: "-name" })).toEqual([report.id]);
    const badSort = await gql(LIST, { sort: "salary" });
    expect(badSort.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("pages the details with lines; one line by its id; filters by worker", async () => {
    const { payrollReportDetails: page } = await ok(
      gql(DETAILS, { reportId: report.id, sort: "name", limit: 50 }),
    );
    expect(page.totalItems).toBe(workers.length);
    expect(page.items.map((d: Json) => d.agentId).sort()).toEqual(workers.map((w) => w.id).sort());
    for (const detail of page.items as Json[]) {
      expect(detail.reportId).toBe(report.id);
      expect(detail.errorCode).toBeNull();
      expect(Number.isSafeInteger(detail.net)).toBe(true);
      expect(detail.bpjs).toEqual(expect.objectContaining({ jkk: expect.any(Number) }));
      expect(JSON.parse(detail.inputs)).toEqual(expect.any(Object));
      const basic = (detail.lines as Json[]).find((l) => l.code === "basic_salary");
      expect(basic).toMatchObject({ type: "earning", amount: detail.basicSalary });
      for (const line of detail.lines as Json[])
        if (line.inputs !== null) expect(JSON.parse(line.inputs)).toEqual(expect.any(Object));
      const own = (detail.lines as Json[]).find((l) => l.code === component.code);
      expect(own?.label).toBe(component.name);
    }
    const first = page.items[0] as Json;
    const one = await ok(gql(DETAIL_ONE, { reportId: report.id, detailId: first.id }));
    expect(one.payrollReportDetail).toEqual(first);
    const filtered = await ok(gql(DETAILS, { reportId: report.id, agentId: first.agentId }));
    expect(filtered.payrollReportDetails.items.map((d: Json) => d.id)).toEqual([first.id]);
    const errorsOnly = await ok(gql(DETAILS, { reportId: report.id, errorsOnly: true }));
    expect(errorsOnly.payrollReportDetails.totalItems).toBe(0);
    // A line id no row has, or no whole number: null.
    for (const detailId of [0, 1.5, 987_654_321])
      expect(
        (await ok(gql(DETAIL_ONE, { reportId: report.id, detailId }))).payrollReportDetail,
      ).toBeNull();
  });

  it("labels the engine's lines in Indonesian for a user whose language is id", async () => {
    idToken = await userWithMenus(stack, maju, ["payroll-report"]);
    const english = await ok(graphql(idToken, DETAILS, { reportId: report.id, limit: 50 }));
    const userId = (await ok(graphql(idToken, "query { me { user { id } } }"))).me.user.id;
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [userId]);
    const indonesian = await ok(graphql(idToken, DETAILS, { reportId: report.id, limit: 50 }));
    const labels = (answer: Json) =>
      new Map(
        (answer.payrollReportDetails.items as Json[]).flatMap((d) =>
          (d.lines as Json[]).map((l) => [`${d.id}:${l.code}`, l.label] as const),
        ),
      );
    const en = labels(english);
    const id = labels(indonesian);
    expect([...id.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, label] of id) {
      const code = key.slice(key.indexOf(":") + 1);
      // A component's own name as stored; the engine's own codes in the caller's language.
      if (code === component.code) expect(label).toBe(component.name);
      else {
        expect(en.get(key)?.startsWith(lineLabel(code, "en")!)).toBe(true);
        expect(label.startsWith(lineLabel(code, "id")!), label).toBe(true);
        if (lineLabel(code, "id") !== lineLabel(code, "en")) expect(label).not.toBe(en.get(key));
      }
    }
    expect([...id.entries()].filter(([key]) => key.endsWith(":basic_salary"))).toHaveLength(
      workers.length,
    );
    expect(id.get([...id.keys()].find((key) => key.endsWith(":basic_salary"))!)).toBe("Gaji pokok");
  });

  it("round-trips adjustments and recomputes the report", async () => {
    const [worker] = workers;
    const before = await ok(gql(DETAILS, { reportId: report.id, agentId: worker!.id }));
    const gross = before.payrollReportDetails.items[0].gross as number;
    const set = await ok(
      gql(SET_ADJUSTMENTS, {
        id: report.id,
        adjustments: [
          { agentId: worker!.id, type: "increment", label: "Bonus proyek", amount: 250_000 },
        ],
      }),
    );
    expect(set.setPayrollReportAdjustments.id).toBe(report.id);
    expect(["computing", "draft"]).toContain(set.setPayrollReportAdjustments.status);
    expect((await settled(report.id)).status).toBe("draft");
    const { payrollReportAdjustments } = await ok(gql(ADJUSTMENTS, { reportId: report.id }));
    expect(payrollReportAdjustments).toEqual([
      {
        id: expect.any(Number),
        agentId: worker!.id,
        agentName: worker!.fullName,
        type: "increment",
        label: "Bonus proyek",
        amount: 250_000,
        componentCode: null,
        taxable: true,
      },
    ]);
    const after = await ok(gql(DETAILS, { reportId: report.id, agentId: worker!.id }));
    expect(after.payrollReportDetails.items[0].gross).toBe(gross + 250_000);
    // The adjustment's line keeps the words it was given, in Indonesian too.
    const inIndonesian = await ok(
      graphql(idToken, DETAILS, { reportId: report.id, agentId: worker!.id }),
    );
    expect(inIndonesian.payrollReportDetails.items[0].lines).toContainEqual(
      expect.objectContaining({ code: "adjustment", label: "Bonus proyek", amount: 250_000 }),
    );

    const recomputed = await ok(gql(RECOMPUTE, { id: report.id }));
    // The answer is the state the recompute left, however fast the run that follows.
    expect(recomputed.recomputePayrollReport.status).toBe("computing");
    expect(await settled(report.id)).toMatchObject({ status: "draft", lineCount: workers.length });
    // Replacing with none clears them.
    await ok(gql(SET_ADJUSTMENTS, { id: report.id, adjustments: [] }));
    await settled(report.id);
    expect((await ok(gql(ADJUSTMENTS, { reportId: report.id }))).payrollReportAdjustments).toEqual(
      [],
    );
  });

  it("refuses adjustments naming their fields, the report unchanged", async () => {
    const [worker] = workers;
    const before = await settled(report.id);
    const bad = await gql(SET_ADJUSTMENTS, {
      id: report.id,
      adjustments: [
        { agentId: worker!.id, type: "increment", label: "Ok", amount: 1_000 },
        { agentId: worker!.id, type: "sideways", label: "x", amount: 1 },
        { agentId: worker!.id, type: "decrement", label: " ", amount: -5 },
        { agentId: 2_000_000_000, type: "increment", label: "Nobody", amount: 1 },
      ],
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const fields = (bad.errors![0]!.extensions["errors"] as { field: string }[]).map(
      (e) => e.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        "adjustments.1.type",
        "adjustments.2.label",
        "adjustments.2.amount",
        "adjustments.3.agentId",
      ]),
    );
    expect(fields.some((f) => f.startsWith("adjustments.0."))).toBe(false);
    expect(await settled(report.id)).toMatchObject({ status: "draft", version: before.version });
    expect((await ok(gql(ADJUSTMENTS, { reportId: report.id }))).payrollReportAdjustments).toEqual(
      [],
    );
  });

  it("finalises once (repeat answers the same), then refuses delete, adjustments and recompute", async () => {
    const final = (await ok(gql(FINALIZE, { id: report.id }))).finalizePayrollReport;
    expect(final).toMatchObject({
      id: report.id,
      status: "finalized",
      finalizedAt: expect.any(String),
      finalizedByName: expect.any(String),
      lineCount: workers.length,
    });
    const again = (await ok(gql(FINALIZE, { id: report.id }))).finalizePayrollReport;
    expect(again).toMatchObject({ status: "finalized", finalizedAt: final.finalizedAt });

    const refused = await gql(DELETE, { id: report.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      detail: { code: "PAYROLL_REPORT_FINALIZED" },
    });
    const frozen = await gql(SET_ADJUSTMENTS, { id: report.id, adjustments: [] });
    expect(frozen.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const recompute = await gql(RECOMPUTE, { id: report.id });
    expect(recompute.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    expect((await ok(gql(READ, { id: report.id }))).payrollReport.status).toBe("finalized");
  });

  it("BATCH_NAME_ALREADY_EXIST for a taken name in any case; a second report of the period", async () => {
    const taken = await gql(CREATE, {
      input: {
        name: `  ${report.name.toUpperCase()} `,
        type: "general",
        payrollGroupId: emptyGroup.id,
        period,
      },
    });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      detail: { code: "BATCH_NAME_ALREADY_EXIST" },
    });
    const twice = await gql(CREATE, {
      input: { name: uniqueName("Again"), type: "general", payrollGroupId: group.id, period },
    });
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      detail: { code: "PAYROLL_PERIOD_ALREADY_REPORTED" },
    });
  });
});

describe("refusals", () => {
  it("NO_PAYROLL_REPORT_DETAIL: finalising a report without lines; a draft deletes", async () => {
    const created = await createReport({
      name: uniqueName("Kosong"),
      type: "general",
      payrollGroupId: emptyGroup.id,
      period,
    });
    const report = await settled(created.id);
    expect(report).toMatchObject({ status: "draft", lineCount: 0 });
    const details = await ok(gql(DETAILS, { reportId: report.id }));
    expect(details.payrollReportDetails).toMatchObject({ totalItems: 0, items: [] });
    const refused = await gql(FINALIZE, { id: report.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      detail: { code: "NO_PAYROLL_REPORT_DETAIL" },
    });
    expect((await ok(gql(DELETE, { id: report.id }))).deletePayrollReport).toBe(true);
    expect((await ok(gql(READ, { id: report.id }))).payrollReport).toBeNull();
    const gone = await gql(DELETE, { id: report.id });
    expect(gone.errors?.[0]?.extensions?.["code"]).toBe("NOT_FOUND");
  });

  it("bad input names its fields and creates nothing", async () => {
    const count = async () =>
      (
        await stack.owner.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1",
          [maju],
        )
      ).rows[0]!.n;
    const before = await count();
    const fieldsOf = async (input: Json) => {
      const answer = await gql(CREATE, { input });
      expect(answer.errors?.[0]?.extensions?.["code"], JSON.stringify(answer)).toBe(
        "BAD_USER_INPUT",
      );
      return ((answer.errors![0]!.extensions["errors"] ?? []) as { field: string }[]).map(
        (e) => e.field,
      );
    };
    const valid = { name: uniqueName("Bad"), type: "general", payrollGroupId: group.id, period };
    expect(await fieldsOf({ ...valid, period: "2026-13" })).toContain("period");
    expect(await fieldsOf({ ...valid, name: "   " })).toContain("name");
    expect(await fieldsOf({ ...valid, type: "weekly" })).toContain("type");
    expect(await fieldsOf({ ...valid, thrHolidayDate: "31-12-2026" })).toContain("thrHolidayDate");
    expect(
      await fieldsOf({
        ...valid,
        adjustments: [{ agentId: workers[0]!.id, type: "increment", label: "x", amount: -1 }],
      }),
    ).toContain("adjustments.0.amount");
    // Not a GraphQL type at all: refused before the service.
    const typed = await gql(CREATE, { input: { ...valid, payrollGroupId: "one" } });
    expect(typed.errors?.[0]?.message).toMatch(/payrollGroupId/);
    expect(await count()).toBe(before);
  });

  it("another client's ids: null for one row, NOT_FOUND otherwise, never its data", async () => {
    const created = await createReport({
      name: uniqueName("Rahasia"),
      type: "general",
      payrollGroupId: group.id,
      period: earlierPeriod,
    });
    const report = await settled(created.id);
    const { payrollReportDetails } = await ok(gql(DETAILS, { reportId: report.id }));
    const detailId = payrollReportDetails.items[0].id as number;
    const theirs = (query: string, variables: Json) => graphql(sentosaToken, query, variables);

    expect((await ok(theirs(READ, { id: report.id }))).payrollReport).toBeNull();
    expect(
      (await ok(theirs(DETAIL_ONE, { reportId: report.id, detailId }))).payrollReportDetail,
    ).toBeNull();
    const list = await ok(theirs("query { payrollReports(limit: 100) { items { id } } }", {}));
    expect(list.payrollReports.items.map((r: Json) => r.id)).not.toContain(report.id);
    const notFound: [string, Json][] = [
      [DETAILS, { reportId: report.id }],
      [ADJUSTMENTS, { reportId: report.id }],
      [SET_ADJUSTMENTS, { id: report.id, adjustments: [] }],
      [RECOMPUTE, { id: report.id }],
      [FINALIZE, { id: report.id }],
      [DELETE, { id: report.id }],
      [
        "query($g: Int!, $p: String!) { payrollRunPreview(payrollGroupId: $g, period: $p) { memberCount } }",
        { g: group.id, p: period },
      ],
      [
        CREATE,
        {
          input: { name: uniqueName("Theirs"), type: "general", payrollGroupId: group.id, period },
        },
      ],
    ];
    for (const [query, variables] of notFound) {
      const answer = await theirs(query, variables);
      expect(answer.errors?.[0]?.extensions?.["code"], query).toBe("NOT_FOUND");
      expect(JSON.stringify(answer)).not.toContain(workers[0]!.fullName);
    }
    // Still ours, untouched.
    expect(await settled(report.id)).toMatchObject({ status: "draft", version: report.version });
  });

  it("ops@maju.test (no payroll-report menu) is FORBIDDEN", async () => {
    const calls: [string, Json][] = [
      ["query { payrollReports { totalItems } }", {}],
      [READ, { id: 1 }],
      [
        CREATE,
        { input: { name: uniqueName("Ops"), type: "general", payrollGroupId: group.id, period } },
      ],
      [
        "query($g: Int!, $p: String!) { payrollRunPreview(payrollGroupId: $g, period: $p) { memberCount } }",
        { g: group.id, p: period },
      ],
    ];
    for (const [query, variables] of calls) {
      const answer = await graphql(opsToken, query, variables);
      expect(answer.errors?.[0]?.extensions?.["code"], query).toBe("FORBIDDEN");
    }
  });
});

describe("the wizard's review", () => {
  it("payrollRunPreview lists the group's members in the period with their attendance data", async () => {
    const PREVIEW = `query($g: Int!, $p: String!, $q: String) { payrollRunPreview(payrollGroupId: $g, period: $p, q: $q, limit: 50) {
      period periodStart periodEnd payDate useAttendance memberCount totalItems limit page
      items { agentId agentName employeeNumber branchName basicSalary ptkpStatus effectiveFrom
        effectiveTo workingDays attendedDays absentDays unpaidLeaveDays paidLeaveDays
        overtimeMinutes incompleteAccount } } }`;
    const { payrollRunPreview: preview } = await ok(gql(PREVIEW, { g: group.id, p: period }));
    expect(preview).toMatchObject({
      period,
      memberCount: workers.length,
      totalItems: workers.length,
      limit: 50,
      page: 1,
    });
    expect(preview.periodStart <= preview.periodEnd).toBe(true);
    expect(preview.items.map((m: Json) => m.agentId).sort()).toEqual(
      workers.map((w) => w.id).sort(),
    );
    expect(preview.items.find((m: Json) => m.agentId === workers[1]!.id)).toMatchObject({
      basicSalary: 7_000_000,
      ptkpStatus: "TK/0",
    });
    const bad = await gql(PREVIEW, { g: group.id, p: "2026-1" });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [expect.objectContaining({ field: "period" })],
    });
  });
});
