import { writeFileSync } from "node:fs";
import { payrollWizardMachine } from "../../src/machines/payrollWizardMachine.ts";
import { sessionMachine } from "../../src/machines/sessionMachine.ts";
import { toMermaid } from "./statechart.ts";

/** The session machine's chart as docs/session-machine.md shows it (kept current by a test). */
export function sessionChartDoc(): string {
  return [
    "# Session machine",
    "",
    "Generated from `src/machines/sessionMachine.ts` by `npm run docs:statechart`; a unit test",
    "fails when this file and the machine disagree. Open the console with `?inspect` in",
    "development (`npm run dev`) to watch it live in the Stately inspector.",
    "",
    "```mermaid",
    toMermaid(sessionMachine),
    "```",
    "",
  ].join("\n");
}

/** The payroll report creation wizard's chart (issue 17), docs/payroll-wizard-machine.md. */
export function payrollWizardChartDoc(): string {
  return [
    "# Payroll report creation wizard",
    "",
    "Generated from `src/machines/payrollWizardMachine.ts` by `npm run docs:statechart`; a unit",
    "test fails when this file and the machine disagree. The model-based test",
    "(`src/machines/payrollWizardMachine.test.ts`) walks every state and transition of it.",
    "",
    "```mermaid",
    toMermaid(payrollWizardMachine),
    "```",
    "",
  ].join("\n");
}

if (process.argv[1]?.endsWith("statechart-doc.ts")) {
  writeFileSync("docs/session-machine.md", sessionChartDoc());
  console.log("wrote docs/session-machine.md");
  writeFileSync("docs/payroll-wizard-machine.md", payrollWizardChartDoc());
  console.log("wrote docs/payroll-wizard-machine.md");
}
