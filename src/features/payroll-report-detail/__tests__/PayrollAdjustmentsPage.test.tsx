import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { PayrollAdjustmentsPage } from "../components/PayrollAdjustmentsPage.tsx";
import { nameOf, REPORT, renderAt, type Script } from "./fixtures.tsx";

afterEach(cleanup);

const PATTERN = "/payroll-reports/:id/edit";
const renderEditor = (script: Script = {}, language: "en" | "id" = "en") =>
  renderAt(
    "/payroll-reports/5/edit",
    PATTERN,
    (route) => <PayrollAdjustmentsPage route={route} />,
    script,
    language,
  );

describe("Payroll report adjustments editor", { timeout: 30_000 }, () => {
  it("loads the saved lines, checks new ones per row, saves and goes back to the report", async () => {
    const user = userEvent.setup();
    const { mutations, location } = renderEditor();
    const first = await screen.findByTestId("adjustment-0");
    expect(within(first).getByRole("textbox", { name: /Label/ })).toHaveProperty(
      "value",
      "Bonus akhir tahun",
    );
    expect(within(first).getByRole("textbox", { name: /Amount/ })).toHaveProperty(
      "value",
      "1000000",
    );
    expect(within(first).getByRole("checkbox", { name: "Taxable" })).toHaveProperty(
      "checked",
      true,
    );
    await user.click(screen.getByRole("button", { name: "Add line" }));
    const second = await screen.findByTestId("adjustment-1");
    await user.selectOptions(within(second).getByRole("combobox", { name: /Type/ }), "default");
    await user.click(screen.getByRole("button", { name: "Save and recompute" }));
    expect(within(second).getByText("Worker is required")).toBeTruthy();
    expect(within(second).getByText("Label is required")).toBeTruthy();
    expect(within(second).getByText("Amount is required")).toBeTruthy();
    expect(within(second).getByText("Component code is required")).toBeTruthy();
    expect(mutations).toHaveLength(0);
    // The component code comes from the group's components.
    await user.selectOptions(
      within(second).getByRole("combobox", { name: /Component code/ }),
      "allowance_transport_sum",
    );
    await user.click(within(second).getByRole("button", { name: "Remove line 2" }));
    await user.clear(within(first).getByRole("textbox", { name: /Amount/ }));
    await user.type(within(first).getByRole("textbox", { name: /Amount/ }), "1.500.000");
    await user.click(screen.getByRole("button", { name: "Save and recompute" }));
    await waitFor(() => expect(mutations.map(nameOf)).toEqual(["ReportDetailSetAdjustments"]));
    expect(mutations[0]!.variables).toEqual({
      id: 5,
      adjustments: [
        {
          agentId: 99,
          type: "increment",
          label: "Bonus akhir tahun",
          amount: 1_500_000,
          componentCode: null,
          taxable: true,
        },
      ],
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-reports/5"));
  });

  it("shows the server's field errors at their rows (adjustments.<i>.<field>), in Indonesian", async () => {
    const user = userEvent.setup();
    renderEditor(
      {
        refuse: {
          message: "Failed to Update Payroll Report",
          errors: [
            { field: "adjustments.0.agentId", message: "is not a member of this report" },
            { field: "adjustments.0.amount", message: "must be whole rupiah" },
          ],
        },
      },
      "id",
    );
    const first = await screen.findByTestId("adjustment-0");
    await user.click(screen.getByRole("button", { name: "Simpan dan hitung ulang" }));
    expect(await within(first).findByText("Jumlah harus dalam rupiah bulat")).toBeTruthy();
    expect(within(first).getByText(/Karyawan is not a member of this report/)).toBeTruthy();
  });

  it("asks before leaving with unsaved lines", async () => {
    const user = userEvent.setup();
    const { location } = renderEditor();
    const first = await screen.findByTestId("adjustment-0");
    await user.type(within(first).getByRole("textbox", { name: /Label/ }), " tambahan");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(location.history?.at(-1)).toBe("/payroll-reports/5/edit");
    await user.click(within(dialog).getAllByRole("button").at(-1)!);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-reports/5"));
  });

  it("sends a finalised report back to its page", async () => {
    const { location } = renderEditor({ report: { ...REPORT, status: "finalized" } });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-reports/5"));
  });

  it("waits while the report computes", async () => {
    renderEditor({ report: { ...REPORT, status: "computing" } });
    expect(
      await screen.findByText("Adjustments can only be edited while the report is a draft."),
    ).toBeTruthy();
  });
});
