import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { createOperator } from "../../services/admin/operator.ts";
import { buildTestConsole, ROOT, TEST_DIST } from "../support/consoleBuild.ts";
import { startStack, type TestStack } from "../support/stack.ts";

const run = promisify(execFile);

export { ROOT };

/** The whole product (console included) over a private database. */
export async function startConsoleStack(): Promise<TestStack> {
  await buildTestConsole();
  return startStack({ consoleDir: TEST_DIST });
}

/** The operator CLI as an operator runs it: a separate process against the same database. */
export async function admin(stack: TestStack, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["services/admin/cli.ts", ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: stack.database.ownerUrl },
    },
  );
  return stdout;
}

/**
 * The operator's commands run in this process over the stack's owner connection, for a test's
 * set-up and clean-up whose subject is not the CLI: each CLI call is a process of its own
 * (tsx, migrations), 1–2 s on a loaded machine (issue 19). The same createOperator the CLI
 * runs, so the audit rows and the live events are the same; a test of what an operator's
 * command does to an open console keeps {@link admin}.
 */
export function operator(stack: TestStack) {
  return createOperator(stack.owner, "operator:e2e");
}

/**
 * Signs in as a user through the login API, in the page's browser context: the session cookie
 * lands in the context's cookie jar as the form's login leaves it, without loading the login
 * screen and then home first (about 1.5 s a test). For tests whose subject is not the login
 * itself (login.test.ts, session-model.test.ts and shell.test.ts use the form); the test then
 * opens its page, which restores the session from the cookie.
 */
export async function signIn(
  page: Page,
  stack: TestStack,
  account: { email: string; password: string },
): Promise<void> {
  const response = await page
    .context()
    .request.post(`${stack.baseUrl}/api/main/v1/auth/login`, { data: account });
  if (response.status() !== 200)
    throw new Error(
      `login of ${account.email} failed: ${response.status()} ${await response.text()}`,
    );
}

export async function clientId(stack: TestStack, name: string): Promise<number> {
  const found = await stack.owner.query<{ id: number }>("SELECT id FROM clients WHERE name = $1", [
    name,
  ]);
  return found.rows[0]!.id;
}

export async function authCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "authToken")?.value;
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core in the page: the ids of serious or critical violations. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the console's CSP refuses inline script (issue 11 A4).
  await page.evaluate(readFileSync(axePath, "utf8"));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string | null }[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => violation.id);
  });
}
