import "../../../ui/date-picker/__tests__/jsdomShims.ts";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Temporal } from "temporal-polyfill";
import { Client, type Exchange, makeResult, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { filter, map, pipe } from "wonka";
import { monthOptions } from "../../../../domain/calendar.ts";
import { type OvertimeInput, simulateOvertime } from "../../../../domain/overtime/calculator.ts";
import { simulateThr, type ThrInput } from "../../../../domain/overtime/thr.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { OvertimeCalculators } from "../index.ts";

afterEach(cleanup);

type Reply = {
  data?: unknown;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

/**
 * A gateway stand-in that answers with the real calculators (domain/overtime runs in the
 * browser too), or with `override` when a test wants an error.
 */
function renderCalculators(
  language: Language = "en",
  override?: (name: string, input: unknown) => Reply | undefined,
) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== "teardown"),
      map((operation) => {
        const definition = operation.query.definitions[0];
        const name =
          definition?.kind === "OperationDefinition" ? (definition.name?.value ?? "") : "";
        const input = (operation.variables as { input: Record<string, unknown> }).input;
        sent.push({ name, input });
        const reply: Reply = override?.(name, input) ?? {
          data:
            name === "OvertimeCalculatorSimulate"
              ? { simulateOvertime: simulateOvertime(input as OvertimeInput, language) }
              : { simulateThr: simulateThr(input as ThrInput) },
        };
        return makeResult(operation, reply as never);
      }),
    );
  const client = new Client({ url: "/graphql", exchanges: [exchange] });
  const view = render(
    <I18nProvider language={language}>
      <Provider value={client}>
        <main>
          <OvertimeCalculators />
        </main>
      </Provider>
    </I18nProvider>,
  );
  return { ...view, sent, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) };
}

const overtimeCard = () => screen.getByRole("region", { name: /Overtime calculator|lembur/i });
const thrCard = () => screen.getByRole("region", { name: /THR/ });

async function fillKemnakerHoliday(user: ReturnType<typeof userEvent.setup>) {
  const card = within(overtimeCard());
  await user.click(card.getByRole("radio", { name: /6 days a week/ }));
  await user.click(card.getByRole("radio", { name: "Working on a national holiday" }));
  await user.type(card.getByLabelText(/^Overtime hours/), "9");
  await user.type(card.getByLabelText(/^Basic wage/), "5000000");
}

describe("OvertimeCalculators", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { baseElement } = renderCalculators();
    const rules = { "color-contrast": { enabled: false } };
    expect((await axe.run(baseElement, { rules })).violations.map((v) => v.id)).toEqual([]);
  });

  it("reproduces Kemnaker's Rp606.921 with the truncated hourly wage", async () => {
    const { user, sent } = renderCalculators();
    await fillKemnakerHoliday(user);
    const card = within(overtimeCard());
    await user.click(card.getByRole("radio", { name: /cut to whole rupiah/ }));
    await user.click(card.getByRole("button", { name: "Calculate" }));
    const pay = await card.findByTestId("overtime-pay");
    expect(pay.textContent).toBe("Rp 606.921");
    expect(sent.at(-1)?.input).toEqual({
      workWeek: "6-day",
      dayType: "working_on_national_holiday",
      holidayOnShortestDay: false,
      hours: 9,
      wage: { basic: 5_000_000 },
      rounding: "hourly_truncated",
    });
    const table = card.getByRole("table", { name: "Overtime pay by multiplier band" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1, 4)
      .map((row) => row.textContent);
    expect(rows).toEqual(["72×14", "13×3", "14×4"]);
    expect(card.getByText("Rp 28.901")).toBeTruthy();
    expect(card.getByText(/Within the statutory limits/)).toBeTruthy();
    expect(card.getByText(/at least 1,400 kcal/)).toBeTruthy();
  });

  it("shows the exact figures with their sen", async () => {
    const { user } = renderCalculators();
    await fillKemnakerHoliday(user);
    const card = within(overtimeCard());
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect((await card.findByTestId("overtime-pay")).textContent).toBe("Rp 606.936,42");
    expect(card.getByText("Rp 28.901,73")).toBeTruthy();
    expect(card.getByText("Rp 5.000.000,00")).toBeTruthy();
  });

  it("says why a day is over the limits, and still prices it", async () => {
    const { user } = renderCalculators();
    const card = within(overtimeCard());
    await user.type(card.getByLabelText(/^Overtime hours/), "4,5");
    await user.type(card.getByLabelText(/^Working-day overtime already/), "15");
    await user.type(card.getByLabelText(/^Basic wage/), "5000000");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    await card.findByTestId("overtime-pay");
    expect(card.getByText("Outside the statutory limits")).toBeTruthy();
    expect(
      card.getByText("Overtime on a working day is at most 4 hours (PP 35/2021 Art 26)"),
    ).toBeTruthy();
    expect(card.getByText("Overtime is at most 18 hours a week (PP 35/2021 Art 26)")).toBeTruthy();
    // 1 × 1.5 + 3.5 × 2 = 8.5 units × 5,000,000 / 173.
    expect(card.getByTestId("overtime-pay").textContent).toBe("Rp 245.664,74");
  });

  it("shows field errors inline and sends nothing", async () => {
    const { user, sent } = renderCalculators();
    const card = within(overtimeCard());
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect(await card.findAllByText("This field is required")).toHaveLength(2);
    expect(card.getByLabelText(/^Overtime hours/).getAttribute("aria-invalid")).toBe("true");
    expect(card.getByLabelText(/^Basic wage/).getAttribute("aria-invalid")).toBe("true");
    await user.type(card.getByLabelText(/^Overtime hours/), "25");
    await user.click(card.getByRole("radio", { name: "Paid daily" }));
    // The hours field keeps to a day (clamped when left); the daily wage is still missing.
    expect((card.getByLabelText(/^Overtime hours/) as HTMLInputElement).value).toBe("24");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    const daily = card.getByRole("spinbutton", { name: /^Daily wage/ });
    await waitFor(() => expect(daily.getAttribute("aria-invalid")).toBe("true"));
    expect(card.getAllByText("This field is required")).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it("puts the service's field errors under their fields", async () => {
    const { user } = renderCalculators("en", () => ({
      errors: [
        {
          message: "Invalid body: minimumWage must be <= 10000000000000",
          extensions: {
            code: "BAD_USER_INPUT",
            errors: [{ field: "minimumWage", message: "must be <= 10000000000000" }],
          },
        },
      ],
    }));
    await fillKemnakerHoliday(user);
    const card = within(overtimeCard());
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect(await card.findByText("must be <= 10000000000000")).toBeTruthy();
    expect(card.getByLabelText(/^Regional minimum wage/).getAttribute("aria-invalid")).toBe("true");
    expect(card.queryByTestId("overtime-result")).toBeNull();
  });

  it("speaks Indonesian", async () => {
    const { user } = renderCalculators("id");
    const card = within(screen.getByRole("region", { name: "Kalkulator lembur" }));
    await user.click(card.getByRole("radio", { name: /5 hari seminggu/ }));
    await user.click(card.getByRole("radio", { name: "Bekerja pada hari istirahat" }));
    await user.type(card.getByLabelText(/^Jam lembur/), "13");
    await user.type(card.getByLabelText(/^Upah pokok/), "5000000");
    await user.click(card.getByRole("button", { name: "Hitung" }));
    await card.findByTestId("overtime-pay");
    expect(card.getByText("Di luar batas ketentuan")).toBeTruthy();
    expect(
      card.getByText("PP 35/2021 Pasal 31 tidak menetapkan upah setelah jam ke-12 pada hari ini"),
    ).toBeTruthy();
    expect(card.getByText(/paling sedikit 1.400 kalori/)).toBeTruthy();
  });
});

const MONTHS = monthOptions("en").map((m) => m.label);
const today = Temporal.Now.plainDateISO("Asia/Jakarta");

/** Picks `date` (in this month or earlier) in the date field labelled `label`. */
async function pickDate(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  date: Temporal.PlainDate,
) {
  await user.click(within(thrCard()).getByRole("button", { name: label }));
  const calendar = await screen.findByRole("application");
  const back = (today.year - date.year) * 12 + today.month - date.month;
  for (let i = 0; i < back; i++)
    await user.click(within(calendar).getByRole("button", { name: "Previous month" }));
  const name = new RegExp(`, ${date.day} ${MONTHS[date.month - 1]} ${date.year}$`);
  await user.click(await within(calendar).findByRole("button", { name }));
  await waitFor(() => expect(screen.queryByRole("application")).toBeNull());
}

describe("THR calculator", { timeout: 30_000 }, () => {
  const holiday = today.with({ day: 1 });
  const threeMonthsBefore = holiday.subtract({ months: 3 });

  it("prorates three completed months of a PKWTT wage", async () => {
    const { user, sent } = renderCalculators();
    const card = within(thrCard());
    await pickDate(user, /^Join date/, threeMonthsBefore);
    await pickDate(user, /^Religious holiday/, holiday);
    await user.type(card.getByLabelText(/^Basic wage/), "5000000");
    await user.type(card.getByLabelText(/^Fixed allowances/), "1000000");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    const result = await card.findByTestId("thr-result");
    expect(sent.at(-1)?.input).toEqual({
      joinDate: threeMonthsBefore.toString(),
      holidayDate: holiday.toString(),
      contract: "pkwtt",
      basic: 5_000_000,
      fixedAllowances: 1_000_000,
    });
    const rows = within(result)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    const payBy = holiday.subtract({ days: 7 });
    expect(rows).toEqual([
      "Entitled: Yes",
      "Completed months of service: 3",
      "One month's wage: Rp 6.000.000",
      "THR due: Rp 1.500.000",
      `Pay by: ${String(payBy.day).padStart(2, "0")}-${String(payBy.month).padStart(2, "0")}-${payBy.year}`,
      "Late-payment fine (5 %): Rp 0",
    ]);
    expect(within(result).getByText(/3 of 12 months/)).toBeTruthy();
  });

  it("asks a daily worker for a wage per month of service, inline", async () => {
    const { user, sent } = renderCalculators();
    const card = within(thrCard());
    await user.click(card.getByRole("radio", { name: "Daily Worker" }));
    await pickDate(user, /^Join date/, threeMonthsBefore);
    await pickDate(user, /^Religious holiday/, holiday);
    await user.type(card.getByLabelText(/^Month 1/), "1500000");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect(
      await card.findByText(
        "must hold the wages of the last 3 months of service (one per month, oldest first)",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(card.getByRole("button", { name: "Add a month" }));
    await user.click(card.getByRole("button", { name: "Add a month" }));
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect(await card.findAllByText("This field is required")).toHaveLength(2);
    await user.type(card.getByLabelText(/^Month 2/), "1800000");
    await user.type(card.getByLabelText(/^Month 3/), "2100000");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    const result = await card.findByTestId("thr-result");
    expect(within(result).getByText("Rp 1.800.000")).toBeTruthy();
    expect(within(result).getByText("Rp 450.000")).toBeTruthy();
  });

  it("explains why a partner gets no THR", async () => {
    const { user } = renderCalculators();
    const card = within(thrCard());
    await user.click(card.getByRole("radio", { name: "Partnership" }));
    await pickDate(user, /^Join date/, threeMonthsBefore);
    await pickDate(user, /^Religious holiday/, holiday);
    await user.click(card.getByRole("button", { name: "Calculate" }));
    const result = await card.findByTestId("thr-result");
    expect(within(result).getByText(/is not employment/)).toBeTruthy();
    expect(within(result).getByText("No")).toBeTruthy();
  });

  it("names a missing date inline", async () => {
    const { user, sent } = renderCalculators();
    const card = within(thrCard());
    await user.type(card.getByLabelText(/^Basic wage/), "5000000");
    await user.click(card.getByRole("button", { name: "Calculate" }));
    expect(await card.findAllByText("This field is required")).toHaveLength(2);
    expect(sent).toEqual([]);
  });
});
