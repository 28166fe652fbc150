import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { RejectDialog } from "../components/RejectDialog.tsx";

afterEach(cleanup);

function renderDialog(onReject = vi.fn(async () => null as unknown), language: Language = "en") {
  const onCancel = vi.fn();
  render(
    <I18nProvider language={language}>
      <RejectDialog
        open
        title="Reject partner Siti Aminah"
        onCancel={onCancel}
        onReject={onReject}
      />
    </I18nProvider>,
  );
  return { onReject, onCancel };
}

const reasonBox = () => screen.getByRole("textbox", { name: /Reason|Alasan/ });

describe("RejectDialog", () => {
  it("has no detectable accessibility violations", async () => {
    renderDialog();
    await screen.findByRole("dialog");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("requires a reason and sends nothing without one", async () => {
    const { onReject } = renderDialog();
    await userEvent.type(reasonBox(), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Reason is required")).toBeTruthy();
    expect(reasonBox().getAttribute("aria-invalid")).toBe("true");
    expect(onReject).not.toHaveBeenCalled();
  });

  it("counts up to 500 characters and refuses more (SPEC §5)", async () => {
    renderDialog();
    const box = reasonBox();
    await userEvent.click(box);
    await userEvent.paste("a".repeat(500));
    expect(screen.getByText("500/500")).toBeTruthy();
    await userEvent.type(box, "b");
    expect((box as HTMLTextAreaElement).value).toBe("a".repeat(500));
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the trimmed reason", async () => {
    const { onReject } = renderDialog();
    await userEvent.type(reasonBox(), "  KTP photo is unreadable  ");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onReject).toHaveBeenCalledWith("KTP photo is unreadable");
  });

  it("shows the server's problem with the reason at the field", async () => {
    const failure = {
      graphQLErrors: [
        {
          message: "Failed to Reject Partner",
          extensions: {
            code: "BAD_USER_INPUT",
            errors: [{ field: "reason", message: "must be at most 500 characters" }],
          },
        },
      ],
    };
    renderDialog(vi.fn(async () => failure));
    await userEvent.type(reasonBox(), "Duplicate registration");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Reason must be at most 500 characters")).toBeTruthy();
  });

  it("shows a refusal that is not about the reason above the field", async () => {
    const failure = {
      graphQLErrors: [
        { message: "Partner has already been decided", extensions: { code: "CONFLICT" } },
      ],
    };
    renderDialog(vi.fn(async () => failure));
    await userEvent.type(reasonBox(), "Duplicate registration");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Partner has already been decided"),
    );
  });

  it("speaks Indonesian", async () => {
    const { onReject } = renderDialog(undefined, "id");
    await userEvent.click(await screen.findByRole("button", { name: "Tolak" }));
    expect(await screen.findByText("Alasan wajib diisi")).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });
});
