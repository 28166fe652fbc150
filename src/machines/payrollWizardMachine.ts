import { and, assertEvent, assign, fromPromise, setup } from "xstate";

/**
 * Issue 17: creating a payroll report, one step at a time (SPEC §2 /payroll-reports).
 *
 *   chooseType ─NEXT─▶ groupAndPeriod ─NEXT─▶ review ─NEXT─▶ adjustments ─NEXT─▶ summary
 *        │ (direct)                         (loading → ready | empty | error)          │ CONFIRM
 *        ▼                                                                             ▼
 *   leftForDirect (the page opens /payroll-reports/create-direct-payroll)          submitting
 *                                     BATCH_NAME_ALREADY_EXIST ◀──────────────────────┤
 *                                     (back to groupAndPeriod, name error)  other error: summary
 *                                                                                     ▼
 *                                          done (the page opens /payroll-reports/creation-summary?id=)
 *
 * BACK goes one step back from every step (not while the report is being sent). A refused
 * NEXT stays and names the problems (`errors`, language-free codes the page words). `dirty`
 * says there is input to lose: the page asks before leaving (SPEC §2 leave-page dialog).
 * The two actors (read the run preview, create the report) are provided by the page; tests
 * swap them.
 */

export type PayrollType = "general" | "direct";
export const ADJUSTMENT_TYPES = ["increment", "decrement", "default"] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** The name's limit (payroll_reports.name) and an adjustment's (payroll_report_adjustments). */
export const NAME_MAX = 100;
export const LABEL_MAX = 100;
export const AMOUNT_MAX = 10_000_000_000;

/** One SPEC §3 adjustment line of a worker for this run. */
export type AdjustmentLine = {
  agentId: number;
  agentName: string;
  type: AdjustmentType;
  label: string;
  /** Whole rupiah, 0 or more. */
  amount: number;
  /** default only: the worker's component whose amount this run uses instead. */
  componentCode: string | null;
  /** increment only: taxable as regular income unless false. */
  taxable: boolean;
};

/** A member of the group as the run will see them (payrollRunPreview). */
export type PreviewMember = {
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
  branchName?: string | null;
  basicSalary: number;
  ptkpStatus: string;
  effectiveFrom: string;
  effectiveTo?: string | null;
  workingDays?: number | null;
  attendedDays: number;
  absentDays: number;
  unpaidLeaveDays: number;
  paidLeaveDays: number;
  overtimeMinutes: number;
  incompleteAccount: boolean;
};

/** What the review step shows: the period and the first page of members. */
export type RunPreview = {
  period: string;
  periodStart: string;
  periodEnd: string;
  payDate: string | null;
  useAttendance: boolean;
  memberCount: number;
  members: PreviewMember[];
};

export type WizardDetails = {
  name: string;
  payrollGroupId: number | null;
  payrollGroupName: string;
  /** YYYY-MM. */
  period: string;
  /** YYYY-MM-DD, or "" when this run pays no THR. */
  thrHolidayDate: string;
};

export type WizardField = "type" | keyof Omit<WizardDetails, "payrollGroupName">;
/** Why a field is refused; the page words it in the user's language. */
export type WizardProblem = "required" | "tooLong" | "invalid" | "taken";
export type WizardErrors = Partial<Record<WizardField, WizardProblem>>;

export type AdjustmentField = "agentId" | "label" | "amount" | "componentCode";
export type AdjustmentProblem = "required" | "tooLong" | "invalid";
export type AdjustmentErrors = Partial<Record<AdjustmentField, AdjustmentProblem>>;

/** What createPayrollReport is sent. */
export type CreateReportInput = {
  name: string;
  type: "general";
  payrollGroupId: number;
  period: string;
  thrHolidayDate: string | null;
  adjustments: {
    agentId: number;
    type: AdjustmentType;
    label: string;
    amount: number;
    componentCode: string | null;
    taxable: boolean;
  }[];
};

/** How a refused creation reaches the machine (the page's actor throws it). */
export type SubmitFailure = {
  /** The business code (BATCH_NAME_ALREADY_EXIST, PAYROLL_PERIOD_ALREADY_REPORTED) or the GraphQL code. */
  code: string | null;
  message: string;
};

export const BATCH_NAME_ALREADY_EXIST = "BATCH_NAME_ALREADY_EXIST";

export type PayrollWizardContext = WizardDetails & {
  payrollType: PayrollType | null;
  errors: WizardErrors;
  preview: RunPreview | null;
  previewError: string | null;
  adjustments: AdjustmentLine[];
  submitError: string | null;
  reportId: number | null;
  /** There is input the user would lose by leaving. */
  dirty: boolean;
};

export type PayrollWizardEvent =
  | { type: "TYPE.SELECT"; payrollType: PayrollType }
  | { type: "DETAILS.CHANGE"; values: Partial<WizardDetails> }
  | { type: "NEXT" }
  | { type: "BACK" }
  | { type: "RETRY" }
  | { type: "ADJUSTMENT.ADD"; line: AdjustmentLine }
  | { type: "ADJUSTMENT.UPDATE"; index: number; line: AdjustmentLine }
  | { type: "ADJUSTMENT.REMOVE"; index: number }
  | { type: "CONFIRM" };

export type PreviewInput = { payrollGroupId: number; period: string };

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A payroll month YYYY-MM between 2000 and 2100. */
export function isValidPeriod(period: string): boolean {
  const match = PERIOD.exec(period);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100;
}

/** A real calendar day YYYY-MM-DD. */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The problems of the group-and-period step (empty when it may go on). */
export function detailProblems(details: WizardDetails): WizardErrors {
  const errors: WizardErrors = {};
  const name = details.name.trim();
  if (name === "") errors.name = "required";
  else if (name.length > NAME_MAX) errors.name = "tooLong";
  if (details.payrollGroupId === null) errors.payrollGroupId = "required";
  if (details.period === "") errors.period = "required";
  else if (!isValidPeriod(details.period)) errors.period = "invalid";
  if (details.thrHolidayDate !== "" && !isValidDate(details.thrHolidayDate))
    errors.thrHolidayDate = "invalid";
  return errors;
}

/** The problems of one adjustment line (SPEC §3; the server holds the same rules). */
export function adjustmentProblems(line: AdjustmentLine): AdjustmentErrors {
  const errors: AdjustmentErrors = {};
  if (!Number.isInteger(line.agentId) || line.agentId <= 0) errors.agentId = "required";
  const label = line.label.trim();
  if (label === "") errors.label = "required";
  else if (label.length > LABEL_MAX) errors.label = "tooLong";
  if (!Number.isSafeInteger(line.amount) || line.amount < 0 || line.amount > AMOUNT_MAX)
    errors.amount = "invalid";
  if (line.type === "default" && !line.componentCode?.trim()) errors.componentCode = "required";
  return errors;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** The mutation's input from what the wizard holds. */
export function createInputOf(context: PayrollWizardContext): CreateReportInput {
  return {
    name: context.name.trim(),
    type: "general",
    payrollGroupId: context.payrollGroupId as number,
    period: context.period,
    thrHolidayDate: context.thrHolidayDate === "" ? null : context.thrHolidayDate,
    adjustments: context.adjustments.map((line) => ({
      agentId: line.agentId,
      type: line.type,
      label: line.label.trim(),
      amount: line.amount,
      componentCode: line.type === "default" ? (line.componentCode?.trim() ?? null) : null,
      taxable: line.type === "increment" ? line.taxable : true,
    })),
  };
}

const failureOf = (error: unknown): SubmitFailure => {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === "string" ? code : null,
      message: typeof message === "string" ? message : String(message),
    };
  }
  return { code: null, message: String(error) };
};

export const INITIAL_CONTEXT: PayrollWizardContext = {
  payrollType: null,
  name: "",
  payrollGroupId: null,
  payrollGroupName: "",
  period: "",
  thrHolidayDate: "",
  errors: {},
  preview: null,
  previewError: null,
  adjustments: [],
  submitError: null,
  reportId: null,
  dirty: false,
};

export const payrollWizardMachine = setup({
  types: {
    context: {} as PayrollWizardContext,
    events: {} as PayrollWizardEvent,
  },
  actors: {
    fetchPreview: fromPromise<RunPreview, PreviewInput>(async () => {
      throw new Error("fetchPreview is provided by the page");
    }),
    submitReport: fromPromise<{ id: number }, CreateReportInput>(async () => {
      throw new Error("submitReport is provided by the page");
    }),
  },
  guards: {
    isDirect: ({ context }) => context.payrollType === "direct",
    typeChosen: ({ context }) => context.payrollType !== null,
    detailsValid: ({ context }) => isEmpty(detailProblems(context)),
    noMembers: ({ event }) => (event as { output?: RunPreview }).output?.memberCount === 0,
    lineValid: ({ event }) =>
      (event.type === "ADJUSTMENT.ADD" || event.type === "ADJUSTMENT.UPDATE") &&
      isEmpty(adjustmentProblems(event.line)),
    lineExists: ({ context, event }) =>
      (event.type === "ADJUSTMENT.UPDATE" || event.type === "ADJUSTMENT.REMOVE") &&
      event.index >= 0 &&
      event.index < context.adjustments.length,
    nameTaken: ({ event }) =>
      failureOf((event as { error?: unknown }).error).code === BATCH_NAME_ALREADY_EXIST,
  },
  actions: {
    selectType: assign(({ event }) => {
      assertEvent(event, "TYPE.SELECT");
      return { payrollType: event.payrollType, errors: {} };
    }),
    requireType: assign({ errors: { type: "required" } as WizardErrors }),
    changeDetails: assign(({ context, event }) => {
      assertEvent(event, "DETAILS.CHANGE");
      const values = event.values;
      const errors = { ...context.errors };
      for (const key of Object.keys(values)) delete errors[key as WizardField];
      const groupChanged =
        values.payrollGroupId !== undefined && values.payrollGroupId !== context.payrollGroupId;
      return {
        ...values,
        errors,
        // Another group's workers: the lines no longer apply.
        adjustments: groupChanged ? [] : context.adjustments,
        dirty: true,
      };
    }),
    showDetailProblems: assign(({ context }) => ({ errors: detailProblems(context) })),
    clearErrors: assign({ errors: {} }),
    startPreview: assign({ preview: null, previewError: null }),
    storePreview: assign(({ event }) => ({
      preview: (event as unknown as { output: RunPreview }).output,
    })),
    storePreviewError: assign(({ event }) => ({
      previewError: failureOf((event as { error?: unknown }).error).message,
    })),
    addLine: assign(({ context, event }) => {
      assertEvent(event, "ADJUSTMENT.ADD");
      return { adjustments: [...context.adjustments, event.line], dirty: true };
    }),
    updateLine: assign(({ context, event }) => {
      assertEvent(event, "ADJUSTMENT.UPDATE");
      return {
        adjustments: context.adjustments.map((line, i) => (i === event.index ? event.line : line)),
        dirty: true,
      };
    }),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, "ADJUSTMENT.REMOVE");
      return {
        adjustments: context.adjustments.filter((_, i) => i !== event.index),
        dirty: true,
      };
    }),
    startSubmit: assign({ submitError: null }),
    nameTakenError: assign({ errors: { name: "taken" } as WizardErrors }),
    storeSubmitError: assign(({ event }) => ({
      submitError: failureOf((event as { error?: unknown }).error).message,
    })),
    storeReport: assign(({ event }) => ({
      reportId: (event as unknown as { output: { id: number } }).output.id,
      dirty: false,
    })),
    forget: assign({ dirty: false }),
  },
}).createMachine({
  id: "payrollWizard",
  context: INITIAL_CONTEXT,
  initial: "chooseType",
  states: {
    chooseType: {
      tags: ["step"],
      meta: { step: 0 },
      on: {
        "TYPE.SELECT": { actions: "selectType" },
        NEXT: [
          { guard: "isDirect", target: "leftForDirect", actions: "forget" },
          { guard: "typeChosen", target: "groupAndPeriod" },
          { actions: "requireType" },
        ],
      },
    },
    groupAndPeriod: {
      tags: ["step"],
      meta: { step: 1 },
      on: {
        "DETAILS.CHANGE": { actions: "changeDetails" },
        NEXT: [
          { guard: "detailsValid", target: "review", actions: "clearErrors" },
          { actions: "showDetailProblems" },
        ],
        BACK: { target: "chooseType" },
      },
    },
    review: {
      tags: ["step"],
      meta: { step: 2 },
      initial: "loading",
      on: { BACK: { target: "groupAndPeriod" } },
      states: {
        loading: {
          tags: ["busy"],
          entry: "startPreview",
          invoke: {
            src: "fetchPreview",
            input: ({ context }) => ({
              payrollGroupId: context.payrollGroupId as number,
              period: context.period,
            }),
            onDone: [
              { guard: "noMembers", target: "empty", actions: "storePreview" },
              { target: "ready", actions: "storePreview" },
            ],
            onError: { target: "error", actions: "storePreviewError" },
          },
        },
        ready: { on: { NEXT: { target: "#payrollWizard.adjustments" } } },
        /** No member in force in the period: nothing to compute, no way on. */
        empty: {},
        error: { on: { RETRY: { target: "loading" } } },
      },
    },
    adjustments: {
      tags: ["step"],
      meta: { step: 3 },
      on: {
        "ADJUSTMENT.ADD": { guard: "lineValid", actions: "addLine" },
        "ADJUSTMENT.UPDATE": {
          guard: and(["lineExists", "lineValid"]),
          actions: "updateLine",
        },
        "ADJUSTMENT.REMOVE": { guard: "lineExists", actions: "removeLine" },
        NEXT: { target: "summary" },
        BACK: { target: "review" },
      },
    },
    summary: {
      tags: ["step"],
      meta: { step: 4 },
      on: {
        CONFIRM: { target: "submitting" },
        BACK: { target: "adjustments" },
      },
    },
    submitting: {
      tags: ["busy"],
      meta: { step: 4 },
      entry: "startSubmit",
      invoke: {
        src: "submitReport",
        input: ({ context }) => createInputOf(context),
        onDone: { target: "done", actions: "storeReport" },
        onError: [
          { guard: "nameTaken", target: "groupAndPeriod", actions: "nameTakenError" },
          { target: "summary", actions: "storeSubmitError" },
        ],
      },
    },
    /** Created: the page opens /payroll-reports/creation-summary?id=. */
    done: { type: "final" },
    /** Direct payroll is an upload: the page opens /payroll-reports/create-direct-payroll. */
    leftForDirect: { type: "final" },
  },
});

/** The stepper's index of the machine's current step. */
export function stepIndexOf(snapshot: { getMeta: () => Record<string, unknown> }): number {
  let index = 0;
  for (const meta of Object.values(snapshot.getMeta()))
    if (meta && typeof (meta as { step?: unknown }).step === "number")
      index = Math.max(index, (meta as { step: number }).step);
  return index;
}
