import type { Page } from "playwright-core";

/** Tax Management's Tax Simulator tab as a payroll user sees it. */
export class TaxSimulatorPage {
  constructor(private readonly page: Page) {}

  /** Payroll → Tax Management in the sidebar, then the Tax Simulator tab. */
  async openFromSidebar() {
    const sidebar = this.page.getByRole("navigation", { name: "Main" });
    const payroll = sidebar.getByRole("button", { name: /^Payroll/ });
    if ((await payroll.getAttribute("aria-expanded")) !== "true") await payroll.click();
    await sidebar.getByRole("link", { name: /Tax Management/ }).click();
    await this.page.waitForURL(/\/payroll\/tax-group-configurations$/);
    await this.page.getByRole("tab", { name: "Tax Simulator" }).click();
    await this.page.waitForURL(/\/payroll\/tax-group-configurations\/simulator$/);
    await this.page.getByRole("heading", { name: "PPh 21 simulator" }).waitFor();
  }

  async choose(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Types the "same every month" row and spreads it over the months worked. */
  async fillAllMonths(amounts: { gross: string; employeePension?: string; zakat?: string }) {
    await this.amount("Same every month: Gross").fill(amounts.gross);
    if (amounts.employeePension)
      await this.amount("Same every month: Employee pension").fill(amounts.employeePension);
    if (amounts.zakat) await this.amount("Same every month: Zakat").fill(amounts.zakat);
    await this.page.getByRole("button", { name: "Fill all months" }).click();
  }

  amount(name: string) {
    return this.page.getByRole("spinbutton", { name, exact: true });
  }

  async simulate() {
    await this.page.getByRole("button", { name: "Simulate" }).click();
    await this.page.getByTestId("pph21-result").waitFor();
  }

  /** The result table's rows as text cells: month, gross, category, rate, tax. */
  async resultRows(): Promise<string[][]> {
    const rows = this.page.getByTestId("pph21-result").locator("tbody tr");
    const cells: string[][] = [];
    for (let i = 0; i < (await rows.count()); i++)
      cells.push((await rows.nth(i).locator("th, td").allInnerTexts()).map((t) => t.trim()));
    return cells;
  }

  async total(): Promise<string> {
    return ((await this.page.getByTestId("pph21-total").textContent()) ?? "").trim();
  }

  /** The reconciliation block as label → value. */
  async reconciliation(): Promise<Record<string, string>> {
    const rows = this.page.getByTestId("pph21-annual").locator("div");
    const figures: Record<string, string> = {};
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const label = (await row.locator("dt").textContent()) ?? "";
      figures[label.trim()] = ((await row.locator("dd").textContent()) ?? "").trim();
    }
    return figures;
  }
}
