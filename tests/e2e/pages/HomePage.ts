import type { Page } from "playwright-core";

/** The authenticated placeholder home. */
export class HomePage {
  constructor(private readonly page: Page) {}

  async welcomeText(): Promise<string> {
    const heading = this.page.getByRole("heading", { level: 1 });
    await heading.filter({ hasText: "Welcome" }).waitFor();
    return (await heading.textContent()) ?? "";
  }

  async logOut() {
    await this.page.getByRole("button", { name: "Log out" }).click();
    await this.page.waitForURL(/\/login$/);
  }
}
