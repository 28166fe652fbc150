import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../db/pool.ts";
import type { JobQueue } from "../jobs/runtime.ts";
import { LivePublisher } from "../shared/live.ts";
import { answerInSessionLanguage } from "../shared/sessionLanguage.ts";
import { typed } from "../shared/typed.ts";
import { agentRoutes } from "./agent/routes.ts";
import { approvalRoutes } from "./approvals/routes.ts";
import { dailyApprovalRoutes } from "./attendance/daily/routes.ts";
import { attendanceOverviewRoutes } from "./attendance/overview/routes.ts";
import { agentRequestRoutes, attendanceRequestRoutes } from "./attendance/requests/routes.ts";
import { disbursementFileRoutes } from "./disbursements/files/routes.ts";
import { disbursementRoutes } from "./disbursements/routes.ts";
import { payoutRoutes } from "./disbursements/simulatorRoutes/routes.ts";
import { leavePolicyRoutes } from "./leave/policies/routes.ts";
import { agentLeaveRoutes, leaveRoutes } from "./leave/routes.ts";
import { overtimePolicyAndWageRoutes } from "./overtime/policies/routes.ts";
import { agentOvertimeRoutes, overtimeRequestRoutes } from "./overtime/requests/routes.ts";
import { calculatorRoutes } from "./overtime/simulate.ts";
import { Payouts } from "./payouts/provider.ts";
import { payrollComponentRoutes } from "./payroll/components/routes.ts";
import { payrollGroupRoutes } from "./payroll/groups/routes.ts";
import { directPayrollRoutes } from "./payroll/reports/direct/routes.ts";
import { payslipRoutes } from "./payroll/reports/payslips/routes.ts";
import { payrollReportRoutes } from "./payroll/reports/routes.ts";
import { taxConfigurationRoutes } from "./payroll/tax/routes.ts";
import { placeRoutes } from "./places/routes.ts";
import { reimbursementRoutes } from "./reimbursements/routes.ts";
import { rosterRoutes } from "./rosters/routes.ts";
import { shiftRoutes } from "./schedules/routes.ts";
import { taxRoutes } from "./tax/routes.ts";

export const HCM_PREFIX = "/api/hcm/v1";

/** SPEC §9: Indonesian zones and their offsets. */
const INDONESIAN_ZONES = [
  { abbreviation: "WIB", name: "Asia/Jakarta", offset: "+07:00" },
  { abbreviation: "WITA", name: "Asia/Makassar", offset: "+08:00" },
  { abbreviation: "WIT", name: "Asia/Jayapura", offset: "+09:00" },
];

/**
 * The HR/HCM service (attendance, leave, payroll, disbursement in later issues). For now it
 * authenticates like every service and serves the Indonesian time-zone reference.
 */
export async function hcmService(
  server: FastifyInstance,
  deps: {
    db: Db;
    jobs?: JobQueue;
    fileStorageDir?: string | undefined;
    environment?: string;
    payouts?: Payouts;
  },
): Promise<void> {
  answerInSessionLanguage(server, deps.db);
  const app = typed(server);
  taxRoutes(app, deps);
  // Issue 13, shifts, master schedules and schedule patterns:
  shiftRoutes(app, deps);
  // Issue 13, employee schedules, assign schedule and the holiday calendar:
  rosterRoutes(app, deps);
  // Issue 13, working locations and attendance policies:
  placeRoutes(app, deps);
  // Issue 14: pages showing attendance refetch on these pointers (services/shared/live.ts).
  const live = new LivePublisher(deps.db);
  server.addHook("onClose", () => live.flush());
  // Issue 13, approval rules (a decision on a worker's request tells the open pages):
  approvalRoutes(app, { db: deps.db, live });
  // Issue 14, the worker app API (check-in/out), daily records and their jobs:
  await agentRoutes(app, { db: deps.db, live, fileStorageDir: deps.fileStorageDir });
  // Issue 14, worker requests and Pending Approval:
  attendanceRequestRoutes(server, { db: deps.db, live });
  agentRequestRoutes(server, { db: deps.db, live });
  // Issue 14, Daily Approval (records list and decisions):
  dailyApprovalRoutes(server, { db: deps.db, live });
  // Issue 14, Attendance Overview and Recap:
  attendanceOverviewRoutes(app, deps);
  // Issue 15, overtime and THR calculators (POST /overtime/simulate, /thr/simulate):
  calculatorRoutes(app);
  // Issue 15, overtime policies and minimum wages:
  overtimePolicyAndWageRoutes(app, deps);
  // Issue 15, leave policies:
  leavePolicyRoutes(app, deps);
  // Issue 15, leave balances, ledger and requests (console and worker app):
  leaveRoutes(server, { db: deps.db, live });
  agentLeaveRoutes(server, { db: deps.db, live });
  // Issue 15, overtime requests (console and worker app):
  overtimeRequestRoutes(server, { db: deps.db, live });
  agentOvertimeRoutes(server, { db: deps.db, live });
  // Issue 16, payroll components and regulation-based components:
  payrollComponentRoutes(app, deps);
  // Issue 16, payroll groups and members:
  await payrollGroupRoutes(app, deps);
  // Issue 16, tax configurations and employee tax records:
  taxConfigurationRoutes(server, deps);
  // Issue 17, payroll reports (runs, details, adjustments, finalise):
  payrollReportRoutes(app, deps);
  // Issue 17, direct payroll:
  await directPayrollRoutes(app, deps);
  // Issue 17, payslips and exports:
  payslipRoutes(app, deps);
  // Issue 18, reimbursement types and claims (console and worker app):
  await reimbursementRoutes(app, { db: deps.db, live, fileStorageDir: deps.fileStorageDir });
  // Issue 18, disbursements (batches, lines, approval, idempotency):
  disbursementRoutes(app, { db: deps.db, jobs: deps.jobs, live });
  // Issue 18, payout webhooks and the provider simulator's development routes:
  await payoutRoutes(server, {
    db: deps.db,
    payouts: deps.payouts ?? new Payouts(),
    environment: deps.environment ?? "development",
    live,
  });
  // Issue 18, bank files, upload and the paid report:
  await disbursementFileRoutes(app, deps);
  app.get(
    "/session",
    {
      config: { session: true },
      schema: {
        summary: "Who the HCM service sees (proves the shared session works here)",
        response: {
          200: Type.Object({
            data: Type.Object({
              service: Type.String(),
              client_id: Type.Integer(),
              user_id: Type.Integer(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      return { data: { service: "hcm", client_id: principal.clientId, user_id: principal.userId } };
    },
  );

  app.get(
    "/timezones",
    {
      config: { session: true },
      schema: { summary: "Indonesian time zones (WIB, WITA, WIT)" },
    },
    async () => {
      return { data: INDONESIAN_ZONES };
    },
  );
}
