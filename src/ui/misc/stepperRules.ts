/** The active step index kept inside 0..count-1 (0 when there are no steps). */
export function clampStep(active: number, count: number): number {
  if (count <= 0 || !Number.isFinite(active)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(active)));
}

/** Next is offered unless the active step is the last (SPEC §4). */
export function canGoNext(active: number, count: number): boolean {
  return clampStep(active, count) < count - 1;
}

/** Previous is offered unless the active step is the first (SPEC §4). */
export function canGoPrevious(active: number, count: number): boolean {
  return count > 0 && clampStep(active, count) > 0;
}

export function nextStep(active: number, count: number): number {
  const current = clampStep(active, count);
  return canGoNext(current, count) ? current + 1 : current;
}

export function previousStep(active: number, count: number): number {
  const current = clampStep(active, count);
  return canGoPrevious(current, count) ? current - 1 : current;
}

/**
 * A step is complete when the active index is beyond it, unless the caller says whether
 * it is complete (SPEC §4).
 */
export function isStepComplete(index: number, active: number, completed?: boolean): boolean {
  return completed ?? active > index;
}

export type StepStatus = "complete" | "current" | "upcoming";

/** How a step shows: complete wins, then the active step is current, the rest upcoming. */
export function stepStatus(index: number, active: number, completed?: boolean): StepStatus {
  if (isStepComplete(index, active, completed)) return "complete";
  return index === active ? "current" : "upcoming";
}
