import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AgentFormPage } from "./pages/AgentPages.ts";
import { clientId, signIn, startConsoleStack } from "./support.ts";

/** Issue 11 B4: with the console in Indonesian, the server's field problems are Indonesian. */

let stack: TestStack;
let browser: Browser;
let page: Page;
let maju: number;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  maju = await clientId(stack, "PT Maju Jaya");
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const setLanguage = (language: "en" | "id") =>
  stack.owner.query("UPDATE users SET language = $1 WHERE email = 'admin@maju.test'", [language]);

const toast = (text: string) =>
  page.getByRole("region", { name: "Notifikasi" }).getByText(text, { exact: true });

describe("server field problems in the chosen language", () => {
  it("a NIK already registered (only the server knows) is refused in Indonesian", async () => {
    await setLanguage("id");
    try {
      // Signed in through the login API (login.test.ts tests the form).
      await signIn(page, stack, DEMO.majuAdmin);
      const { rows } = await stack.owner.query<{ nik: string }>(
        "SELECT nik FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1",
        [maju],
      );
      const form = new AgentFormPage(page);
      await page.goto(`${stack.baseUrl}/agents/create`);
      await form.fill("Nama lengkap", "Agus Pratama");
      await form.fill("NIK", rows[0]!.nik);
      await form.fill("Nomor telepon", "81399990001");
      await form.pickFirstOfMonth(/^Tanggal bergabung/);
      await form.choose("Jenis kontrak", "Kemitraan");
      await form.choose("Cabang", "Jakarta Selatan (WIB)");
      await form.submit("Buat karyawan");

      await toast("Gagal Membuat Karyawan").waitFor();
      const nik = form.fieldText("nik");
      await nik.getByText("NIK sudah terdaftar untuk karyawan lain").waitFor();
      expect(await form.textbox("NIK").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByText(/already registered/).count()).toBe(0);
      await page.screenshot({ path: ".tmp/e2e-agent-duplicate-nik-id.png" });
    } finally {
      await setLanguage("en");
    }
  });
});
