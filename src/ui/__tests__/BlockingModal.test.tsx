import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CLIENT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_TITLE,
  TO_LOGIN_PAGE,
} from "../../../domain/errors.ts";
import { BlockingModal } from "../BlockingModal.tsx";

afterEach(cleanup);

function renderModal(open = true) {
  const onAction = vi.fn();
  const view = render(
    <>
      <main>The page behind</main>
      <BlockingModal
        open={open}
        title={CLIENT_INACTIVE_TITLE}
        message={CLIENT_INACTIVE_MESSAGE}
        actionLabel={TO_LOGIN_PAGE}
        onAction={onAction}
      />
    </>,
  );
  return { ...view, onAction };
}

describe("BlockingModal", () => {
  it("has no detectable accessibility violations", async () => {
    const { baseElement } = renderModal();
    await screen.findByRole("alertdialog");
    const results = await axe.run(baseElement, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is an alert dialog named by its title and described by its message", async () => {
    renderModal();
    const dialog = await screen.findByRole("alertdialog", { name: CLIENT_INACTIVE_TITLE });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByText(CLIENT_INACTIVE_MESSAGE).id).toBe(
      dialog.getAttribute("aria-describedby"),
    );
  });

  it("offers only its action: no close button", async () => {
    renderModal();
    const dialog = await screen.findByRole("alertdialog");
    const buttons = Array.from(dialog.querySelectorAll("button")).map((b) => b.textContent);
    expect(buttons).toEqual([TO_LOGIN_PAGE]);
  });

  it("stays open on Escape", async () => {
    const { onAction } = renderModal();
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("stays open on a click outside", async () => {
    const { onAction } = renderModal();
    await screen.findByRole("alertdialog");
    // The modal makes the page inert, so user-event cannot press it; the dialog listens
    // (from its next tick on) for the pointerdown a real press would send.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerDown(screen.getByText("The page behind"));
    fireEvent.click(screen.getByText("The page behind"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("calls onAction when its button is pressed", async () => {
    const { onAction } = renderModal();
    await userEvent.click(await screen.findByRole("button", { name: TO_LOGIN_PAGE }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("renders nothing while closed", () => {
    renderModal(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
