import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { DecisionDialog } from "../components/DecisionDialog.tsx";

afterEach(cleanup);

function renderDialog(
  decision: AttendanceDecision,
  onConfirm = vi.fn(async (_note: string | null) => null as unknown),
  language: Language = "en",
) {
  render(
    <I18nProvider language={language}>
      <DecisionDialog
        decision={decision}
        title="Decide 3 attendance records?"
        description="One decision and one note for every selected record."
        onCancel={vi.fn()}
        onConfirm={onConfirm}
      />
    </I18nProvider>,
  );
  return { onConfirm };
}

const noteBox = () => screen.getByRole("textbox", { name: /Note|Catatan/ });

describe("DecisionDialog", () => {
  it("has no detectable accessibility violations", async () => {
    renderDialog("reject");
    await screen.findByRole("dialog");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("approves without a note (sent as null)", async () => {
    const { onConfirm } = renderDialog("approve");
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it("needs a note to reject and sends nothing without one", async () => {
    const { onConfirm } = renderDialog("reject");
    await userEvent.type(noteBox(), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Note is required")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(noteBox(), "  Not at the site  ");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onConfirm).toHaveBeenCalledWith("Not at the site");
  });

  it("asks for revision with its note, in Indonesian", async () => {
    const { onConfirm } = renderDialog("need_revision", undefined, "id");
    await userEvent.click(screen.getByRole("button", { name: "Perlu Revisi" }));
    expect(await screen.findByText("Catatan wajib diisi")).toBeTruthy();
    await userEvent.type(noteBox(), "Swafoto buram");
    await userEvent.click(screen.getByRole("button", { name: "Perlu Revisi" }));
    expect(onConfirm).toHaveBeenCalledWith("Swafoto buram");
  });
});
