import "./jsdomShims.ts";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { monthOptions } from "../../../../domain/calendar.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { DatePicker, type DatePickerProps } from "../index.ts";

afterEach(cleanup);

const d = (iso: string) => Temporal.PlainDate.from(iso);
// The calendar opens on today's month when empty, so those tests pick days of this month.
const today = Temporal.Now.plainDateISO("Asia/Jakarta");
const thisMonth = (day: number) => today.with({ day });
const MONTHS = monthOptions("en").map((m) => m.label);

type Harness = Omit<DatePickerProps, "label" | "onValueChange"> & { language?: Language };

function renderPicker({ language = "en", ...props }: Harness = {}) {
  const onValueChange = vi.fn<(value: Temporal.PlainDate[]) => void>();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = render(
    <I18nProvider language={language}>
      <main>
        <DatePicker label="Period" onValueChange={onValueChange} {...props} />
      </main>
    </I18nProvider>,
  );
  const field = () => screen.getByRole("button", { name: /^Period/ });
  const open = async () => {
    await user.click(field());
    return screen.findByRole("application");
  };
  const picked = () => onValueChange.mock.lastCall?.[0].map(String);
  return { ...view, user, field, open, picked, onValueChange };
}

/** The day button of `date` in the open calendar, named like "Choose Tuesday, 5 March 2024". */
function dayButton(calendar: HTMLElement, date: Temporal.PlainDate) {
  const name = new RegExp(`, ${date.day} ${MONTHS[date.month - 1]} ${date.year}$`);
  return within(calendar).getByRole("button", { name });
}

const calendarClosed = () => waitFor(() => expect(screen.queryByRole("application")).toBeNull());

/** A page that owns the value, with a way to clear it from outside. */
function Controlled() {
  const [value, setValue] = useState<Temporal.PlainDate[]>([d("2024-03-05")]);
  return (
    <I18nProvider language="en">
      <DatePicker label="Period" value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue([])}>
        Reset
      </button>
    </I18nProvider>
  );
}

describe("DatePicker", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations, closed or open", async () => {
    const { baseElement, open } = renderPicker({ mode: "range", defaultValue: [d("2024-03-05")] });
    const rules = { "color-contrast": { enabled: false } };
    expect((await axe.run(baseElement, { rules })).violations.map((v) => v.id)).toEqual([]);
    await open();
    // The open calendar is portalled to <body>, outside the page's landmarks, like every
    // floating layer; "region" (a best practice, not a WCAG rule) would flag just that.
    const openRules = { ...rules, region: { enabled: false } };
    expect((await axe.run(baseElement, { rules: openRules })).violations.map((v) => v.id)).toEqual(
      [],
    );
  });

  it('shows "Pick a date" while empty (SPEC §8)', () => {
    const { field } = renderPicker();
    expect(field().textContent).toBe("Pick a date");
  });

  it("shows the value as dd-MM-yyyy (SPEC §9)", () => {
    const { field } = renderPicker({ defaultValue: [d("2024-03-05")] });
    expect(field().textContent).toBe("05-03-2024");
    expect(screen.getByRole("button", { name: "Period 05-03-2024" })).toBe(field());
  });

  it('renders a value that is not a date as "-" (SPEC §8)', () => {
    const { field } = renderPicker({ defaultValue: ["31-02-2024"] });
    expect(field().textContent).toBe("-");
  });

  it("closes after a single pick", async () => {
    const { open, user, picked, field } = renderPicker();
    const calendar = await open();
    await user.click(dayButton(calendar, thisMonth(10)));
    expect(picked()).toEqual([thisMonth(10).toString()]);
    await calendarClosed();
    expect(field().textContent).toBe(thisMonth(10).toString().split("-").reverse().join("-"));
  });

  it("keeps a range open after the first date and closes it after the second (SPEC §4)", async () => {
    const { open, user, picked, field } = renderPicker({ mode: "range" });
    const calendar = await open();
    await user.click(dayButton(calendar, thisMonth(20)));
    expect(picked()).toEqual([thisMonth(20).toString()]);
    expect(screen.getByRole("application")).toBe(calendar);

    await user.click(dayButton(calendar, thisMonth(10)));
    expect(picked()).toEqual([thisMonth(10).toString(), thisMonth(20).toString()]);
    await calendarClosed();
    expect(field().textContent).toMatch(/^10-\d\d-\d{4} – 20-\d\d-\d{4}$/);
  });

  it("keeps picking in multiple mode, a second click removing a date", async () => {
    const { open, user, picked } = renderPicker({ mode: "multiple" });
    const calendar = await open();
    await user.click(dayButton(calendar, thisMonth(12)));
    await user.click(dayButton(calendar, thisMonth(3)));
    expect(picked()).toEqual([thisMonth(3).toString(), thisMonth(12).toString()]);
    await user.click(dayButton(calendar, thisMonth(12)));
    expect(picked()).toEqual([thisMonth(3).toString()]);
    expect(screen.getByRole("application")).toBe(calendar);
  });

  it("picks the Monday-to-Sunday week of a day (SPEC §4)", async () => {
    // 2024-03-13 is a Wednesday; the stored week anchors the calendar on March 2024.
    const { open, user, picked, field } = renderPicker({
      type: "week",
      defaultValue: [d("2024-03-04"), d("2024-03-10")],
    });
    expect(field().textContent).toBe("04-03-2024 – 10-03-2024");
    const calendar = await open();
    const selectedDays = () =>
      within(calendar)
        .getAllByRole("gridcell")
        .filter((cell) => cell.getAttribute("aria-selected") === "true")
        .map((cell) => cell.textContent);
    expect(selectedDays()).toEqual(["4", "5", "6", "7", "8", "9", "10"]);
    await user.click(dayButton(calendar, d("2024-03-13")));
    expect(picked()).toEqual(["2024-03-11", "2024-03-17"]);
    await calendarClosed();
    expect(field().textContent).toBe("11-03-2024 – 17-03-2024");
  });

  it("picks with the keyboard too", async () => {
    const { open, user, picked } = renderPicker({
      type: "week",
      defaultValue: [d("2024-03-04"), d("2024-03-10")],
    });
    const calendar = await open();
    // The calendar starts on the first picked day, Monday 4 March.
    await waitFor(() => expect(document.activeElement).toBe(dayButton(calendar, d("2024-03-04"))));
    await user.keyboard("{ArrowDown}{ArrowRight}{Enter}");
    expect(picked()).toEqual(["2024-03-11", "2024-03-17"]);
    await calendarClosed();
  });

  it("cuts a picked week to min and max (SPEC §4)", async () => {
    const { open, user, picked } = renderPicker({
      type: "week",
      defaultValue: [d("2024-03-13")],
      min: d("2024-03-12"),
      max: d("2024-03-15"),
    });
    const calendar = await open();
    await user.click(dayButton(calendar, d("2024-03-14")));
    expect(picked()).toEqual(["2024-03-12", "2024-03-15"]);
  });

  it("bounds the days by min and max (SPEC §5)", async () => {
    const { open, user, onValueChange } = renderPicker({
      defaultValue: [d("2024-03-13")],
      min: d("2024-03-05"),
      max: d("2024-03-25"),
    });
    const calendar = await open();
    const beforeMin = dayButton(calendar, d("2024-03-04"));
    const afterMax = dayButton(calendar, d("2024-03-26"));
    expect(beforeMin.getAttribute("aria-disabled")).toBe("true");
    expect(afterMax.getAttribute("aria-disabled")).toBe("true");
    expect(dayButton(calendar, d("2024-03-05")).getAttribute("aria-disabled")).toBeNull();
    await user.click(beforeMin);
    await user.click(afterMax);
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(dayButton(calendar, d("2024-03-25")));
    expect(onValueChange).toHaveBeenCalledWith([d("2024-03-25")]);
  });

  it("moves from a picked year to its months and from a picked month to its days (SPEC §4)", async () => {
    const { open, user, onValueChange } = renderPicker({ defaultValue: [d("2024-03-13")] });
    const calendar = await open();
    // Each view renders after its click (Ark's machine): found, not got, so a busy machine waits.
    await user.click(await within(calendar).findByRole("button", { name: "Show months" }));
    await user.click(await within(calendar).findByRole("button", { name: "Show years" }));
    await user.click(await within(calendar).findByRole("button", { name: "2025" }));
    expect(await within(calendar).findByRole("button", { name: "May 2025" })).toBeTruthy();

    await user.click(await within(calendar).findByRole("button", { name: "May 2025" }));
    expect(dayButton(calendar, d("2025-05-15"))).toBeTruthy();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole("application")).toBe(calendar);
  });

  it("picks a month, reached from a year, and shows it as MM-yyyy", async () => {
    const { open, user, picked, field } = renderPicker({
      type: "month",
      defaultValue: [d("2024-03-01")],
    });
    const calendar = await open();
    await user.click(await within(calendar).findByRole("button", { name: "Show years" }));
    await user.click(await within(calendar).findByRole("button", { name: "2026" }));
    await user.click(await within(calendar).findByRole("button", { name: "August 2026" }));
    expect(picked()).toEqual(["2026-08-01"]);
    await calendarClosed();
    expect(field().textContent).toBe("08-2026");
  });

  it("picks a range of months, open until the second", async () => {
    const { open, user, picked } = renderPicker({
      type: "month",
      mode: "range",
      defaultValue: [d("2024-01-01"), d("2024-02-01")],
    });
    const calendar = await open();
    await user.click(within(calendar).getByRole("button", { name: "June 2024" }));
    expect(screen.getByRole("application")).toBe(calendar);
    await user.click(within(calendar).getByRole("button", { name: "April 2024" }));
    expect(picked()).toEqual(["2024-04-01", "2024-06-01"]);
    await calendarClosed();
  });

  it("picks a year and shows it as yyyy", async () => {
    const { open, user, picked, field } = renderPicker({
      type: "year",
      defaultValue: [d("2024-01-01")],
    });
    const calendar = await open();
    await user.click(within(calendar).getByRole("button", { name: "2027" }));
    expect(picked()).toEqual(["2027-01-01"]);
    await calendarClosed();
    expect(field().textContent).toBe("2027");
  });

  it("does not open while disabled (SPEC §5)", async () => {
    const { field, user } = renderPicker({ disabled: true, defaultValue: [d("2024-03-05")] });
    expect(field()).toHaveProperty("disabled", true);
    await user.click(field());
    expect(screen.queryByRole("application")).toBeNull();
  });

  it("shows but does not change a read-only value (SPEC §5)", async () => {
    const { field, user } = renderPicker({ readOnly: true, defaultValue: [d("2024-03-05")] });
    expect(field().textContent).toBe("05-03-2024");
    await user.click(field());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("application")).toBeNull();
  });

  it("marks an invalid field and describes it with the error (SPEC §5)", () => {
    const { field } = renderPicker({ invalid: true, errorText: "Pick a payday" });
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(field().getAttribute("aria-describedby")).toBe(
      screen.getByText("Pick a payday").getAttribute("id"),
    );
  });

  it("is not marked invalid otherwise", () => {
    const { field } = renderPicker({ errorText: "Pick a payday" });
    expect(field().getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Pick a payday")).toBeNull();
  });

  it("speaks Indonesian when the language is id", async () => {
    const { field, open } = renderPicker({ language: "id" });
    expect(field().textContent).toBe("Pilih tanggal");
    const calendar = await open();
    expect(within(calendar).getByRole("button", { name: "Bulan berikutnya" })).toBeTruthy();
    expect(within(calendar).getByRole("button", { name: "Tampilkan bulan" })).toBeTruthy();
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    render(<Controlled />);
    const field = () => screen.getByRole("button", { name: /^Period/ });
    await user.click(field());
    const calendar = await screen.findByRole("application");
    await user.click(dayButton(calendar, d("2024-03-21")));
    await calendarClosed();
    expect(field().textContent).toBe("21-03-2024");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(field().textContent).toBe("Pick a date");
  });
});
