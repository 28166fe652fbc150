import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../i18n/index.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { LeavePageDialog } from "../LeavePageDialog.tsx";

afterEach(cleanup);

// Owns `open` the way a page does: Cancel/Escape and Leave both close the dialog.
function LeavePageHarness({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <LeavePageDialog
      open={open}
      onLeave={() => {
        setOpen(false);
        onLeave();
      }}
      onStay={() => {
        setOpen(false);
        onStay();
      }}
    />
  );
}

function renderLeavePage(language: Language = "en") {
  const onLeave = vi.fn();
  const onStay = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <main>The page behind</main>
      <LeavePageHarness onLeave={onLeave} onStay={onStay} />
    </I18nProvider>,
  );
  return { ...view, onLeave, onStay };
}

describe("LeavePageDialog", () => {
  it("has no detectable accessibility violations", async () => {
    const { baseElement } = renderLeavePage();
    await screen.findByRole("alertdialog");
    const results = await axe.run(baseElement, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("asks in the SPEC's words", async () => {
    renderLeavePage();
    const dialog = await screen.findByRole("alertdialog", {
      name: "You're about to leave this page",
    });
    expect(dialog.textContent).toContain("Your progress will not be saved.");
    expect(screen.getByRole("button", { name: "Leave" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("speaks Indonesian when the language is id", async () => {
    renderLeavePage("id");
    await screen.findByRole("alertdialog", { name: "Anda akan meninggalkan halaman ini" });
    expect(screen.getByRole("button", { name: "Tinggalkan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Batal" })).toBeTruthy();
  });

  it("confirms on Leave", async () => {
    const { onLeave, onStay } = renderLeavePage();
    await userEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("stays on the page with Cancel", async () => {
    const { onLeave, onStay } = renderLeavePage();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("stays on the page with Escape", async () => {
    const { onLeave, onStay } = renderLeavePage();
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("ignores a click outside, so the choice is deliberate", async () => {
    const { onLeave, onStay } = renderLeavePage();
    await screen.findByRole("alertdialog");
    // The modal makes the page inert, so user-event cannot press it; the dialog listens
    // (from its next tick on) for the pointerdown a real press would send.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(screen.getByText("The page behind"));
    fireEvent.click(screen.getByText("The page behind"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onStay).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe("ConfirmDialog", () => {
  it("shows the caller's texts and labels", async () => {
    render(
      <ConfirmDialog
        open
        title="Delete shift?"
        description="The shift is removed for every agent."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await screen.findByRole("alertdialog", { name: "Delete shift?" });
    expect(screen.getByText("The shift is removed for every agent.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Keep" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });
});
