import type { Page } from "playwright-core";

/** The console frame: sidebar, blocking modals, toasts. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  get sidebar() {
    return this.page.getByRole("navigation", { name: "Main" });
  }

  async waitUntilReady() {
    await this.page.getByTestId("sidebar-user").waitFor();
  }

  /** Top-level entries, then each group's entries after opening it. */
  async sidebarEntries(): Promise<{ top: string[]; groups: Record<string, string[]> }> {
    const entries = this.sidebar.locator(":scope > ul > li");
    const top: string[] = [];
    const groups: Record<string, string[]> = {};
    for (let index = 0; index < (await entries.count()); index++) {
      const entry = entries.nth(index);
      const toggle = entry.locator(":scope > button[aria-expanded]");
      const label = (
        (await entry.locator(":scope > :first-child").innerText()).split("\n")[0] ?? ""
      ).trim();
      top.push(label);
      if (await toggle.count()) {
        if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
        groups[label] = (await entry.locator("ul > li").allInnerTexts()).map((text) =>
          text.split("\n")[0]!.trim(),
        );
      }
    }
    return { top, groups };
  }

  async logOut() {
    await this.sidebar.getByRole("button", { name: "Log out" }).click();
    await this.page.waitForURL(/\/login$/);
  }

  modal(title: string) {
    return this.page.getByRole("alertdialog").filter({ hasText: title });
  }

  async clickToLoginPage() {
    await this.page.getByRole("alertdialog").getByRole("button", { name: "To Login Page" }).click();
  }
}
