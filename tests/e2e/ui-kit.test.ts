import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERIES } from "../../src/features/ui-kit/galleries.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { seriousAxeViolations, startConsoleStack } from "./support.ts";

/** The /ui-kit gallery of the test build: screenshots per widget area, in both languages. */
let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("/ui-kit in Chromium", () => {
  it("shows every widget area", async () => {
    await page.goto(`${stack.baseUrl}/ui-kit`);
    await page.getByRole("heading", { name: "Tenaga UI kit" }).waitFor();
    for (const gallery of GALLERIES) {
      await page.getByTestId(`gallery-${gallery.id}`).waitFor();
    }
  });

  for (const language of ["en", "id"] as const) {
    it(`screenshots each area in ${language}`, async () => {
      await page.goto(`${stack.baseUrl}/ui-kit`);
      await page.getByLabel(language === "en" ? "English" : "Bahasa Indonesia").check();
      for (const gallery of GALLERIES) {
        const section = page.getByTestId(`gallery-${gallery.id}`);
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `.tmp/ui-kit-${gallery.id}-${language}.png` });
      }
    });
  }

  it("has no serious accessibility violations", async () => {
    await page.goto(`${stack.baseUrl}/ui-kit`);
    await page.getByRole("heading", { name: "Tenaga UI kit" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
