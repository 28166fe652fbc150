import type { Page } from "playwright-core";

/** The login screen as a user sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/login`);
    await this.page.getByRole("heading", { name: "Tenaga" }).waitFor();
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Log in" }).click();
  }

  async errorText(): Promise<string> {
    const alert = this.page.getByRole("alert");
    await alert.waitFor();
    return (await alert.textContent()) ?? "";
  }

  fieldError(id: "email" | "password") {
    return this.page.locator(`#${id}-error`);
  }
}
