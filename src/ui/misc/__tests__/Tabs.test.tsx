import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type TabItem, Tabs, type TabsProps } from "../Tabs.tsx";

afterEach(cleanup);

const tabs: TabItem[] = [
  { key: "profile", label: "Profile", content: <p>Profile panel</p> },
  { key: "contract", label: "Contract", content: <p>Contract panel</p> },
  { key: "payroll", label: "Payroll", content: <p>Payroll panel</p>, disabled: true },
  { key: "documents", label: "Documents", content: <p>Documents panel</p> },
];

function renderTabs(props: Partial<TabsProps> = {}) {
  return render(<Tabs tabs={tabs} label="Agent detail" {...props} />);
}

const selected = () => screen.getByRole("tab", { selected: true }).textContent;

describe("Tabs", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderTabs();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("starts on the first tab", () => {
    renderTabs();
    expect(selected()).toBe("Profile");
    expect(screen.getByRole("tabpanel").textContent).toBe("Profile panel");
  });

  it("is controlled by index", () => {
    renderTabs({ index: 1 });
    expect(selected()).toBe("Contract");
  });

  it("is controlled by key", () => {
    renderTabs({ activeKey: "documents" });
    expect(selected()).toBe("Documents");
  });

  it("falls back to the first tab for an index out of range or an unknown key", () => {
    renderTabs({ index: 9 });
    expect(selected()).toBe("Profile");
    cleanup();
    renderTabs({ activeKey: "leave" });
    expect(selected()).toBe("Profile");
  });

  it("does not select a disabled tab, by click or by key", async () => {
    const onChange = vi.fn();
    renderTabs({ onChange, defaultKey: "contract" });
    const payroll = screen.getByRole("tab", { name: "Payroll" });
    expect((payroll as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(payroll);
    expect(selected()).toBe("Contract");
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    renderTabs({ activeKey: "payroll" });
    expect(selected()).toBe("Profile");
  });

  it("switches on click and reports index and key", async () => {
    const onChange = vi.fn();
    renderTabs({ onChange });
    await userEvent.click(screen.getByRole("tab", { name: "Documents" }));
    expect(selected()).toBe("Documents");
    expect(onChange).toHaveBeenCalledWith({ index: 3, key: "documents" });
  });

  it("skips the disabled tab with the arrow keys", async () => {
    renderTabs({ defaultKey: "contract" });
    await userEvent.click(screen.getByRole("tab", { name: "Contract" }));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Documents"));
  });

  it("when controlled, stays put until the owner changes it", async () => {
    const onChange = vi.fn();
    const { rerender } = renderTabs({ index: 0, onChange });
    await userEvent.click(screen.getByRole("tab", { name: "Contract" }));
    expect(onChange).toHaveBeenCalledWith({ index: 1, key: "contract" });
    expect(selected()).toBe("Profile");
    rerender(<Tabs tabs={tabs} index={1} onChange={onChange} />);
    expect(selected()).toBe("Contract");
  });
});
