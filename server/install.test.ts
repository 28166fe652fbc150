import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8"));

/** Where Node would find `name` from the package at `from`: its own node_modules, then up. */
function resolveInLock(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent === -1 ? "" : dir.slice(0, parent);
  }
}

describe("package-lock.json: npm ci and npm install agree on every platform", () => {
  it("holds every dependency, optional ones for other platforms included", () => {
    // npm ci refuses a lock that lacks an optional platform package ("Missing:
    // @biomejs/cli-android-arm64@2.6.8 from lock file") and npm install adds it, dirtying
    // every fresh clone.
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        if (!resolveInLock(at, name)) missing.push(`${name} (needed by ${at || "the root"})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("was written from the package.json beside it", () => {
    const root = lock.packages[""] as LockEntry & { engines?: { node: string } };
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.engines).toEqual(pkg.engines);
  });

  it("types Node's API for the Node it runs on (.nvmrc)", () => {
    const nvmrcMajor = readFileSync(".nvmrc", "utf8").trim().split(".")[0];
    expect(lock.packages["node_modules/@types/node"]?.version?.split(".")[0]).toBe(nvmrcMajor);
    expect(pkg.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${nvmrcMajor}\\.`));
  });
});
