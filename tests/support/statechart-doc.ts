import { writeFileSync } from "node:fs";
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

if (process.argv[1]?.endsWith("statechart-doc.ts")) {
  writeFileSync("docs/session-machine.md", sessionChartDoc());
  console.log("wrote docs/session-machine.md");
}
