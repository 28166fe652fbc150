import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  clampStep,
  isStepComplete,
  nextStep,
  previousStep,
  stepStatus,
} from "../stepperRules.ts";

describe("stepper navigation (SPEC §4)", () => {
  it("offers Next unless the active step is the last", () => {
    expect(canGoNext(0, 3)).toBe(true);
    expect(canGoNext(1, 3)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
    expect(nextStep(2, 3)).toBe(2);
    expect(nextStep(0, 3)).toBe(1);
  });

  it("offers Previous unless the active step is the first", () => {
    expect(canGoPrevious(0, 3)).toBe(false);
    expect(canGoPrevious(2, 3)).toBe(true);
    expect(previousStep(0, 3)).toBe(0);
    expect(previousStep(2, 3)).toBe(1);
  });

  it("keeps the active index inside the steps", () => {
    expect(clampStep(7, 3)).toBe(2);
    expect(clampStep(-1, 3)).toBe(0);
    expect(clampStep(Number.NaN, 3)).toBe(0);
    expect(clampStep(1, 0)).toBe(0);
    expect(canGoNext(0, 1)).toBe(false);
    expect(canGoPrevious(0, 0)).toBe(false);
  });
});

describe("step completion (SPEC §4)", () => {
  it("counts a step complete when the active index is beyond it", () => {
    expect(isStepComplete(0, 1)).toBe(true);
    expect(isStepComplete(1, 1)).toBe(false);
    expect(isStepComplete(2, 1)).toBe(false);
  });

  it("lets an explicit completed flag win either way", () => {
    expect(isStepComplete(2, 1, true)).toBe(true);
    expect(isStepComplete(0, 1, false)).toBe(false);
  });

  it("shows complete, current or upcoming", () => {
    expect([0, 1, 2].map((index) => stepStatus(index, 1))).toEqual([
      "complete",
      "current",
      "upcoming",
    ]);
    expect(stepStatus(1, 1, true)).toBe("complete");
  });
});
