/**
 * PLACEHOLDER (shared ground of issue 17): the engine helper replaces this file with the real
 * computation. It pays the basic salary only, so the service can be built against the contract.
 */
import type { MemberInput, MemberResult, RunSettings } from "./types.ts";

export function computeMember(_settings: RunSettings, member: MemberInput): MemberResult {
  const basic = member.basicSalary;
  return {
    agentId: member.agentId,
    basicSalary: basic,
    gross: basic,
    taxableGross: basic,
    employeePension: 0,
    bpjs: {
      kesehatanWorker: 0,
      kesehatanEmployer: 0,
      jhtWorker: 0,
      jhtEmployer: 0,
      jpWorker: 0,
      jpEmployer: 0,
      jkk: 0,
      jkm: 0,
    },
    pph21: 0,
    employeeDeductions: 0,
    employerContributions: 0,
    net: basic,
    lines: [
      {
        code: "basic_salary",
        label: "Basic salary",
        amount: basic,
        type: "earning",
        taxable: true,
        rule: "placeholder",
      },
    ],
    inputs: {},
  };
}
