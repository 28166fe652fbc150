import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import {
  AttendancePolicyPages,
  serveBlankTiles,
  WorkingLocationPages,
} from "./pages/WorkingLocationPages.ts";
import { clientId, seriousAxeViolations, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Working locations and attendance policies (issue 13)", () => {
  it("admin@maju.test draws a 100 m geofence, tests points on it and sets a policy using it", async () => {
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await serveBlankTiles(page);
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(page).waitUntilReady();

    const locations = new WorkingLocationPages(page);
    await locations.openFromSidebar();
    await locations.create({
      name: "Gudang Cikarang",
      address: "Jl. Industri Raya No. 5, Cikarang",
      latitude: "-6.3",
      longitude: "107.15",
      radius: "100",
    });
    expect(await locations.radius.textContent()).toBe("100 m");
    await locations.circle.waitFor();
    expect(await locations.circle.count()).toBe(1);

    // 0.0005° of latitude ≈ 55.6 m north: inside; 0.002° ≈ 222.39 m: outside.
    const inside = await locations.testPoint("-6.2995", "107.15");
    expect(inside.result).toBe("inside");
    expect(inside.text).toContain("Distance: 55,6 m");
    const outside = await locations.testPoint("-6.298", "107.15");
    expect(outside.result).toBe("outside");
    expect(outside.text).toContain("Distance: 222,39 m");
    const ambiguous = await locations.testPoint("-6.2985", "107.15", "100");
    expect(ambiguous.result).toBe("ambiguous");
    // Widened to 200 m, the point at 166.79 m is inside.
    await locations.changeRadius("200");
    expect(await locations.radius.textContent()).toBe("200 m");
    expect((await locations.testPoint("-6.2985", "107.15")).result).toBe("inside");
    await locations.changeRadius("100");
    const saved = await stack.owner.query(
      "SELECT radius_meters, latitude::float8 AS lat FROM working_locations WHERE name = 'Gudang Cikarang'",
    );
    expect(saved.rows).toEqual([{ radius_meters: 100, lat: -6.3 }]);
    await page.screenshot({ path: ".tmp/e2e-working-location.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The demo policy covers the first branch: choosing it too is refused at the field.
    const maju = await clientId(stack, "PT Maju Jaya");
    // The first branch is the issue-13 demo policy's; the free one is a branch no policy
    // covers (the issue-14 demo covers the other located branches with its field policy).
    const branches = await stack.owner.query<{ name: string; code: string }>(
      `(SELECT name, code FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1)
       UNION ALL
       (SELECT name, code FROM branches b WHERE client_id = $1 AND NOT EXISTS
          (SELECT 1 FROM attendance_policy_branches p WHERE p.branch_id = b.id)
        ORDER BY id LIMIT 1)`,
      [maju],
    );
    const [covered, free] = branches.rows as [
      { name: string; code: string },
      { name: string; code: string },
    ];
    const policies = new AttendancePolicyPages(page);
    await policies.open(stack.baseUrl);
    await policies.startCreate();
    await policies.fillName("Kebijakan Gudang");
    await policies.choose("QR code");
    await policies.tick("Gudang Cikarang");
    await policies.tick(`${covered.name} (${covered.code})`);
    await policies.save();
    await policies.fieldError("branchIds").waitFor();
    expect(await policies.fieldError("branchIds").textContent()).toContain(
      `Kehadiran ${covered.name}`,
    );
    await policies.tick(`${covered.name} (${covered.code})`, false);
    await policies.tick(`${free.name} (${free.code})`);
    await policies.save();
    await seeToast(page, "Attendance policy Kebijakan Gudang created");
    await page.waitForURL(/\/settings\/attendances\/attendance-policies$/);
    await page
      .getByRole("table", { name: "Attendance policies" })
      .getByText("Kebijakan Gudang")
      .waitFor();

    // Edited: the verification becomes the 4-digit code.
    await page
      .getByRole("table", { name: "Attendance policies" })
      .locator("tbody tr")
      .filter({ hasText: "Kebijakan Gudang" })
      .getByRole("link", { name: "Edit" })
      .click();
    await page.waitForURL(/\/attendance-policies\/\d+\/edit$/);
    await policies.choose("4-digit code");
    await policies.save();
    await seeToast(page, "Attendance policy Kebijakan Gudang saved");
    await page.waitForURL(/\/settings\/attendances\/attendance-policies$/);

    const stored = await stack.owner.query(
      `SELECT p.verification, array_agg(DISTINCT w.name) AS locations, array_agg(DISTINCT b.name) AS branches
       FROM attendance_policies p
       JOIN attendance_policy_locations pl ON pl.attendance_policy_id = p.id
       JOIN working_locations w ON w.id = pl.working_location_id
       JOIN attendance_policy_branches pb ON pb.attendance_policy_id = p.id
       JOIN branches b ON b.id = pb.branch_id
       WHERE p.name = 'Kebijakan Gudang' GROUP BY p.id`,
    );
    expect(stored.rows).toEqual([
      { verification: "code", locations: ["Gudang Cikarang"], branches: [free.name] },
    ]);
  });
});
