/** Issue 17 engine tests: a run's settings and a member, overridable per test. */
import type { ComponentInput, MemberInput, RunSettings } from "./types.ts";

type Group = RunSettings["group"];

export function settingsFor(
  overrides: Partial<Omit<RunSettings, "group">> & { group?: Partial<Group> } = {},
): RunSettings {
  const { group, ...rest } = overrides;
  return {
    year: 2026,
    month: 1,
    periodStart: "2026-01-01",
    periodEnd: "2026-01-31",
    tax: { terRounding: "half_up", noNpwpSurcharge: false, biayaJabatanMode: "aggregate" },
    useAttendance: false,
    thrHolidayDate: null,
    minimumWage: null,
    overtimeRounding: "exact",
    ...rest,
    group: {
      salaryType: "per_cycle",
      shiftConfig: "without_shift",
      proration: "calendar_days",
      prorationDivisor: null,
      socialPrograms: "jkk_jkm_jht",
      socialPaidBy: "agent",
      jkkRiskRate: "0.24",
      bpjsKesehatan: true,
      pensionJp: true,
      taxMethod: "gross",
      ...group,
    },
  };
}

export function memberFor(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    agentId: 1,
    memberId: 1,
    name: "Ayu",
    joinDate: "2020-01-01",
    terminationDate: null,
    contractType: "pkwtt",
    effectiveFrom: "2020-01-01",
    effectiveTo: null,
    basicSalary: 10_000_000,
    ptkpStatus: "TK/0",
    recipient: "permanent_employee",
    npwp: true,
    components: [],
    attendance: {
      workingDaysInPeriod: null,
      workingDaysEmployed: null,
      attendedDays: 0,
      absentDays: 0,
      unpaidLeaveDays: 0,
      paidLeaveDays: 0,
    },
    overtime: [],
    adjustments: [],
    taxYear: {
      previousPeriods: [],
      openingBruto: 0,
      openingWithheld: 0,
      openingDeductions: 0,
      previousEmployerBruto: 0,
      previousEmployerWithheld: 0,
      previousEmployerDeductions: 0,
      lastPeriod: 12,
      subjectiveChange: null,
    },
    ...overrides,
  };
}

let nextId = 1;
export function component(overrides: Partial<ComponentInput>): ComponentInput {
  const id = nextId++;
  return {
    componentId: id,
    code: `allowance_${id}`,
    name: `Allowance ${id}`,
    scheme: "Rp",
    addOrSub: "add",
    mode: "fixed_rate",
    taxTreatment: "regular",
    base: null,
    amount: "0",
    ...overrides,
  };
}
