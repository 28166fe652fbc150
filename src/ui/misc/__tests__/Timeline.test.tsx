import { cleanup, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { Timeline, type TimelineItem } from "../Timeline.tsx";

afterEach(cleanup);

const items: TimelineItem[] = [
  {
    createdAt: "2024-03-01T02:15:00Z",
    createdAtTimezone: "Asia/Jakarta",
    type: "created",
    title: "Reimbursement submitted",
    subtitle: "Android app",
  },
  {
    createdAt: "2024-03-01T06:40:00Z",
    createdAtTimezone: "Asia/Makassar",
    type: "approved",
    title: "Approved by team leader",
    subtitle: "   ",
  },
  {
    createdAt: "2024-03-02T09:05:00Z",
    createdAtTimezone: null,
    type: "paid",
    title: "Disbursed",
  },
];

function renderTimeline(props: Parameters<typeof Timeline>[0], language: Language = "en") {
  return render(
    <I18nProvider language={language}>
      <Timeline {...props} />
    </I18nProvider>,
  );
}

describe("Timeline", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderTimeline({ items });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("lists the events in the order given", () => {
    renderTimeline({ items });
    const events = within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
    expect(events.map((event) => event.dataset["type"])).toEqual(["created", "approved", "paid"]);
  });

  it('stamps each event "DD MMM YYYY HH:mm" in its own zone, Jakarta when it has none', () => {
    renderTimeline({ items });
    const [first, second, third] = screen.getAllByRole("listitem");
    expect(first?.textContent).toContain("01 Mar 2024 09:15");
    expect(second?.textContent).toContain("01 Mar 2024 14:40");
    expect(third?.textContent).toContain("02 Mar 2024 16:05");
  });

  it('adds a "Via {subtitle}" line only when there is a subtitle', () => {
    renderTimeline({ items });
    const [first, second, third] = screen.getAllByRole("listitem");
    expect(within(first as HTMLElement).getByText("Via Android app")).toBeTruthy();
    expect(second?.textContent).not.toContain("Via");
    expect(third?.textContent).not.toContain("Via");
  });

  it("shows the SPEC text when there are no events", () => {
    renderTimeline({ items: [] });
    expect(screen.getByText("Please check again later or come back some other time.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("speaks Indonesian", () => {
    renderTimeline({ items: items.slice(0, 1) }, "id");
    expect(screen.getByText("Melalui Android app")).toBeTruthy();
    cleanup();
    renderTimeline({ items: [] }, "id");
    expect(screen.getByText("Silakan periksa kembali nanti atau kembali lain waktu.")).toBeTruthy();
  });

  it("announces loading instead of the empty text", () => {
    renderTimeline({ items: [], loading: true });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(screen.queryByText(/Please check again later/)).toBeNull();
  });
});
