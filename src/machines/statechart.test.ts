import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sessionChartDoc } from "../../tests/support/statechart-doc.ts";

describe("docs/session-machine.md", () => {
  it("is the chart of the current session machine (run npm run docs:statechart)", () => {
    expect(readFileSync("docs/session-machine.md", "utf8")).toBe(sessionChartDoc());
  });
});
