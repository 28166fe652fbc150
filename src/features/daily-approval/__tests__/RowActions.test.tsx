import { cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import type { Language } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import type { DailyRow } from "../components/columns.tsx";
import { RowActions } from "../components/RowActions.tsx";
import { dailyText } from "../components/text.ts";

// Ark's menu updates its state asynchronously; under a loaded CI (the whole ui project on two
// cores) that took longer than the default 1 s once: wait longer, never race it.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

const LABELS: Record<string, Record<Language, string>> = {
  pending: { en: "Pending", id: "Menunggu" },
  waiting_for_checkin: { en: "Waiting for Check-in", id: "Menunggu Check-in" },
  approved: { en: "Present", id: "Hadir" },
};

function row(overrides: Partial<DailyRow>): DailyRow {
  return {
    id: 7,
    agentName: "Ayu Lestari",
    status: "pending",
    decision: null,
    checkInAt: "2026-10-20T01:00:00Z",
    pendingDispute: false,
    ...overrides,
  } as DailyRow;
}

function renderActions(overrides: Partial<DailyRow>, language: Language = "en") {
  const onDecide = vi.fn<(decision: AttendanceDecision) => void>();
  const record = row(overrides);
  render(
    <main>
      <RowActions
        row={record}
        t={dailyText[language]}
        language={language}
        statusLabel={LABELS[record.status]?.[language] ?? record.status}
        onDecide={onDecide}
      />
    </main>,
  );
  return { onDecide };
}

/**
 * Opens a row's overflow menu from the keyboard (Enter highlights the first item that can be
 * chosen). In jsdom only the first pointer selection of a file reaches Zag's menu, so the items
 * are chosen with the keyboard here; the e2e journey clicks them in Chromium.
 */
async function openMenu(name: string) {
  screen.getByRole("button", { name }).focus();
  await userEvent.keyboard("{Enter}");
  const menu = await screen.findByRole("menu");
  await waitFor(() =>
    expect(
      screen.getAllByRole("menuitem").some((item) => item.hasAttribute("data-highlighted")),
    ).toBe(true),
  );
  // Zag moves focus into the menu after it opens (a frame later): a key pressed before that
  // goes to the trigger and closes the menu instead of choosing (a flaky CI failure).
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
}

describe("Daily Approval row actions", () => {
  it("approves with the icon button named for the employee", async () => {
    const { onDecide } = renderActions({});
    await userEvent.click(screen.getByRole("button", { name: "Approve Ayu Lestari" }));
    expect(onDecide).toHaveBeenCalledWith("approve");
  });

  it("rejects and asks for revision from the overflow menu, from the keyboard", async () => {
    const { onDecide } = renderActions({});
    await openMenu("More decisions for Ayu Lestari");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Reject", "Need Revision"]);
    expect(items[0]!.hasAttribute("data-highlighted")).toBe(true);
    await userEvent.keyboard("{Enter}");
    // Ark's menu selects after its own state update: wait for it rather than race it.
    await waitFor(() => expect(onDecide).toHaveBeenLastCalledWith("reject"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

    await openMenu("More decisions for Ayu Lestari");
    await userEvent.keyboard("{ArrowDown}");
    // The highlight moves after the menu's own update: press Enter once it is there.
    await waitFor(() =>
      expect(
        screen.getByRole("menuitem", { name: "Need Revision" }).hasAttribute("data-highlighted"),
      ).toBe(true),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onDecide).toHaveBeenLastCalledWith("need_revision"));
    // Two menus opened and four waits of up to 5 s each: more than the default 5 s under a
    // loaded run (it timed out in CI at 5,012 ms while every wait was still in time).
  }, 30_000);

  it("a day still running offers no decision and says why", () => {
    renderActions({ status: "waiting_for_checkin", checkInAt: null });
    expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^More decisions/ })).toBeNull();
    expect(screen.getByTestId("no-decision").getAttribute("aria-label")).toBe(
      "No decision for Ayu Lestari: An attendance that is Waiting for Check-in cannot be decided in Daily Approval",
    );
  });

  it("a pending dispute blocks every decision", () => {
    renderActions({ pendingDispute: true });
    expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
    expect(screen.getByTestId("no-decision").getAttribute("aria-label")).toContain(
      "There is a pending dispute",
    );
  });

  it("a day without check-in cannot be approved but can be rejected", async () => {
    const { onDecide } = renderActions({ checkInAt: null });
    const approve = screen.getByRole("button", { name: "Approve Ayu Lestari" });
    expect(approve.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(approve);
    expect(onDecide).not.toHaveBeenCalled();
    await openMenu("More decisions for Ayu Lestari");
    await userEvent.keyboard("{Enter}");
    // Ark's menu selects after its own state update: wait for it rather than race it.
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith("reject"));
  });

  it("the decision a day already carries is unavailable and marked so", async () => {
    const { onDecide } = renderActions({ status: "rejected", decision: "reject" });
    expect(
      screen.getByRole("button", { name: "Approve Ayu Lestari" }).hasAttribute("aria-disabled"),
    ).toBe(false);
    await openMenu("More decisions for Ayu Lestari");
    const reject = screen.getByRole("menuitem", { name: /^Reject/ });
    expect(reject.textContent).toBe("RejectAlready rejected");
    expect(reject.getAttribute("aria-disabled")).toBe("true");
    // The keyboard passes over it: Enter chooses Need Revision.
    await userEvent.keyboard("{Enter}");
    expect(onDecide).toHaveBeenCalledWith("need_revision");
  });

  it("speaks Indonesian", async () => {
    renderActions({ status: "approved", decision: "approve" }, "id");
    expect(
      screen.getByRole("button", { name: "Setujui Ayu Lestari" }).getAttribute("aria-disabled"),
    ).toBe("true");
    await openMenu("Keputusan lain untuk Ayu Lestari");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Tolak", "Perlu Revisi"]);
    cleanup();
    renderActions({ status: "waiting_for_checkin", checkInAt: null }, "id");
    expect(screen.getByTestId("no-decision").getAttribute("aria-label")).toBe(
      "Tidak ada keputusan untuk Ayu Lestari: Kehadiran berstatus Menunggu Check-in tidak dapat diputuskan di Persetujuan Harian",
    );
  });

  it("has no detectable accessibility violations, menu open", async () => {
    renderActions({});
    await openMenu("More decisions for Ayu Lestari");
    const results = await axe.run(document.body, {
      // The menu is portalled to the body, outside the landmarks, as every popover is.
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
