import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./node-version.ts";

describe("npm start on an older Node", () => {
  it("explains that Node 24 is needed instead of failing later", () => {
    const problem = nodeVersionProblem("v20.20.2", ">=24.11");
    expect(problem).toContain("Tenaga needs Node.js >=24.11");
    expect(problem).toContain("v20.20.2");
    expect(nodeVersionProblem("v24.10.0", ">=24.11")).not.toBeNull();
  });

  it("accepts the supported version and newer ones", () => {
    expect(nodeVersionProblem("v24.11.0", ">=24.11")).toBeNull();
    expect(nodeVersionProblem("v24.21.0", ">=24.11")).toBeNull();
    expect(nodeVersionProblem("v26.0.0", ">=24.11")).toBeNull();
  });

  it("package.json, .nvmrc and the running test agree on Node 24", () => {
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node;
    const nvmrc = readFileSync(".nvmrc", "utf8").trim();
    expect(engines).toMatch(/^>=24\./);
    expect(nodeVersionProblem(`v${nvmrc}`, engines)).toBeNull();
    expect(nodeVersionProblem(process.version, engines)).toBeNull();
  });
});
