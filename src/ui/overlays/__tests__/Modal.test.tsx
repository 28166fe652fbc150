import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { Modal, type ModalProps } from "../Modal.tsx";
import { MODAL_SIZES } from "../modalLayout.ts";

afterEach(cleanup);

type HarnessProps = Omit<ModalProps, "open" | "onClose" | "title"> & { onClose: () => void };

// Owns `open` the way a page does: whatever closes the modal sets it to false.
function ModalHarness({ onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      title="Edit shift"
      {...props}
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

function renderModal(props: Omit<HarnessProps, "onClose"> = {}, language: Language = "en") {
  const onClose = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <main>The page behind</main>
      <ModalHarness {...props} onClose={onClose} />
    </I18nProvider>,
  );
  return { ...view, onClose };
}

describe("Modal", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { baseElement } = renderModal({ description: "Changes apply from tomorrow." });
    await screen.findByRole("dialog");
    const results = await axe.run(baseElement, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is a modal dialog named by its title", async () => {
    renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Edit shift" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
  });

  it("offers Apply and Cancel by default", async () => {
    renderModal();
    await screen.findByRole("dialog");
    expect(screen.getByRole("button", { name: "Apply" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("speaks Indonesian when the language is id", async () => {
    renderModal({}, "id");
    await screen.findByRole("dialog");
    expect(screen.getByRole("button", { name: "Terapkan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Batal" })).toBeTruthy();
  });

  it("takes other labels for its buttons", async () => {
    renderModal({ okLabel: "Save", cancelLabel: "Discard" });
    await screen.findByRole("dialog");
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Discard" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("calls onOk and onCancel for its buttons", async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    renderModal({ onOk, onCancel });
    await userEvent.click(await screen.findByRole("button", { name: "Apply" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("closes with Cancel when no onCancel is given", async () => {
    const { onClose } = renderModal();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Escape and with its × button when closeable (the default)", async () => {
    const first = renderModal();
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    expect(first.onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cleanup();
    const second = renderModal();
    await userEvent.click(await screen.findByRole("button", { name: "Close dialog" }));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });

  it("ignores Escape and clicks outside, and has no × button, when not closeable", async () => {
    const { onClose } = renderModal({ closeable: false });
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: "Close dialog" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    // The modal makes the page inert, so user-event cannot press it; the dialog listens
    // (from its next tick on) for the pointerdown a real press would send.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(screen.getByText("The page behind"));
    fireEvent.click(screen.getByText("The page behind"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on a click outside when closeable", async () => {
    const { onClose } = renderModal();
    await screen.findByRole("dialog");
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(screen.getByText("The page behind"));
    fireEvent.click(screen.getByText("The page behind"));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("is 800 px wide by default and takes each SPEC width", async () => {
    renderModal();
    expect((await screen.findByRole("dialog")).style.width).toBe("800px");
    for (const [size, width] of [
      ["x-small", 148],
      ["small", 400],
      ["half", 500],
      ["medium", 600],
      ["x-large", 1024],
    ] as const) {
      cleanup();
      renderModal({ size });
      const dialog = await screen.findByRole("dialog");
      expect(dialog.style.width).toBe(`${width}px`);
    }
    expect(MODAL_SIZES).toContain("default");
  });

  it("keeps the 640 floor off the small sizes only", async () => {
    renderModal({ size: "small" });
    expect((await screen.findByRole("dialog")).style.minWidth).toBe("0px");
    cleanup();
    renderModal({ size: "default" });
    expect((await screen.findByRole("dialog")).style.minWidth).toBe("min(640px, 100%)");
  });

  it("dims the page behind at 0.5 opacity", async () => {
    const { baseElement } = renderModal();
    await screen.findByRole("dialog");
    const backdrop = baseElement.querySelector('[data-part="backdrop"]');
    // Panda's atomic class for `opacity: 0.5` from the shared dialog recipe.
    expect(backdrop?.classList.contains("op_0.5")).toBe(true);
  });

  it("shows the caller's footer, or none", async () => {
    renderModal({ footer: <button type="button">Only this</button> });
    await screen.findByRole("dialog");
    expect(screen.getByRole("button", { name: "Only this" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    cleanup();
    renderModal({ footer: null });
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
