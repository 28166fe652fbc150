import { describe, expect, it } from "vitest";
import {
  cellKey,
  FORM_KEY,
  fillAllMonths,
  initialForm,
  placeServerErrors,
  type SimulatorForm,
  setAmount,
  toPph21Input,
} from "../model/simulatorForm.ts";

const TEXT = { required: "required", firstAfterLast: "first after last" };

function filled(change: Partial<SimulatorForm> = {}): SimulatorForm {
  const form = { ...initialForm(2024), ...change };
  return fillAllMonths({
    ...form,
    template: { gross: "10000000", employeePension: "100000", zakat: "" },
  });
}

describe("the simulator form", () => {
  it("fills every worked month from the template, leaving withheld and other months alone", () => {
    const start = setAmount(initialForm(2024), 3, "withheld", "150000");
    const form = fillAllMonths({
      ...start,
      firstMonth: 3,
      lastMonth: 5,
      template: { gross: "7000000", employeePension: "", zakat: "50000" },
    });
    expect(form.months[2]).toEqual({
      gross: "7000000",
      employeePension: "",
      zakat: "50000",
      withheld: "150000",
    });
    expect(form.months[4]!.gross).toBe("7000000");
    expect(form.months[1]!.gross).toBe("");
    expect(form.months[5]!.gross).toBe("");
  });

  it("builds the simulatePph21 input of a full year (REFERENCE.md §5 shape)", () => {
    const built = toPph21Input(filled({ ptkp: "K/0" }), TEXT);
    expect("input" in built && built.input).toEqual({
      year: 2024,
      recipient: "permanent_employee",
      ptkp: "K/0",
      periods: Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        gross: 10_000_000,
        employeePension: 100_000,
      })),
      npwp: true,
      noNpwpSurcharge: false,
      method: "gross",
    });
  });

  it("makes the last month the last tax period only when employment ends there", () => {
    const ends = toPph21Input(filled({ lastMonth: 8 }), TEXT);
    expect("input" in ends && ends.input.lastPeriod).toBe(8);
    const running = toPph21Input(filled({ lastMonth: 8, endsInLastMonth: false }), TEXT);
    expect("input" in running && running.input.lastPeriod).toBeUndefined();
    const commissioner = toPph21Input(
      filled({ lastMonth: 8, recipient: "commissioner", subjectiveChange: "ends" }),
      TEXT,
    );
    expect("input" in commissioner && commissioner.input).not.toHaveProperty("lastPeriod");
    expect("input" in commissioner && commissioner.input).not.toHaveProperty("subjectiveChange");
  });

  it("sends the surcharge only for a recipient without NPWP", () => {
    const withNpwp = toPph21Input(filled({ noNpwpSurcharge: true }), TEXT);
    expect("input" in withNpwp && withNpwp.input.noNpwpSurcharge).toBe(false);
    const without = toPph21Input(filled({ npwp: false, noNpwpSurcharge: true }), TEXT);
    expect("input" in without && without.input.noNpwpSurcharge).toBe(true);
  });

  it("refuses blank choices and blank gross in a worked month, at their fields", () => {
    const form = setAmount(filled({ ptkp: null, firstMonth: 9, lastMonth: 3 }), 5, "gross", "");
    expect(toPph21Input(form, TEXT)).toEqual({
      errors: { ptkp: "required", firstMonth: "first after last" },
    });
    const blank = setAmount(filled(), 5, "gross", "");
    expect(toPph21Input(blank, TEXT)).toEqual({ errors: { [cellKey(5, "gross")]: "required" } });
  });

  it("places the server's errors on the cell of the month sent, a field, or the form", () => {
    const placed = placeServerErrors(
      [
        { field: "periods.1.gross", message: "must be >= 0" },
        { field: "ptkp", message: "must be one of TK/0" },
        { field: "lastPeriod", message: "must not be before" },
        { field: "body", message: "engine says no" },
      ],
      [4, 5, 6],
    );
    expect(placed).toEqual({
      [cellKey(5, "gross")]: "must be >= 0",
      ptkp: "must be one of TK/0",
      lastMonth: "must not be before",
      [FORM_KEY]: "engine says no",
    });
  });
});
