/**
 * The selection rules of the select widgets (SPEC §4, §5, §9), free of React and Ark so
 * they can be tested on their own.
 */

type Valued = { readonly value: string };

/** The multi-select modes of SPEC §4. */
export type MultiSelectMode = "default" | "filter" | "pagination" | "pagination-filter";

/** Filter modes stage the selection until Apply; pagination modes load pages on demand. */
export function modeTraits(mode: MultiSelectMode): { staged: boolean; paginated: boolean } {
  return {
    staged: mode === "filter" || mode === "pagination-filter",
    paginated: mode === "pagination" || mode === "pagination-filter",
  };
}

/** Single select: choosing the selected item again deselects it. */
export function toggleSingle(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}

export type MultiChange<T> = {
  selected: readonly T[];
  /** Some of the asked-for items were left out because the maximum was reached. */
  blocked: boolean;
};

const hasValue = (items: readonly Valued[], value: string) => items.some((i) => i.value === value);

/**
 * Multi select: moves from `selected` towards `wanted` (the values the user asked for).
 * Removals always go through; additions are taken in order while there is room under
 * `max`, the rest is blocked.
 */
export function changeMulti<T extends Valued>(
  selected: readonly T[],
  wanted: readonly string[],
  available: readonly T[],
  max?: number,
): MultiChange<T> {
  const wantedSet = new Set(wanted);
  const kept = selected.filter((item) => wantedSet.has(item.value));
  const added = wanted
    .filter((value) => !hasValue(selected, value))
    .map((value) => available.find((item) => item.value === value))
    .filter((item): item is T => item !== undefined);
  const room = max === undefined ? added.length : Math.max(0, max - kept.length);
  const accepted = added.slice(0, room);
  const next =
    kept.length === selected.length && accepted.length === 0 ? selected : [...kept, ...accepted];
  return { selected: next, blocked: accepted.length < added.length };
}

/** Multi select: adds or removes one item; adding beyond `max` is blocked. */
export function toggleMulti<T extends Valued>(
  selected: readonly T[],
  item: T,
  max?: number,
): MultiChange<T> {
  const wanted = hasValue(selected, item.value)
    ? selected.filter((s) => s.value !== item.value).map((s) => s.value)
    : [...selected.map((s) => s.value), item.value];
  return changeMulti(selected, wanted, [item], max);
}

/** Selects every available item, in order, but never more than `max` in all. */
export function selectAllCapped<T extends Valued>(
  selected: readonly T[],
  available: readonly T[],
  max?: number,
): MultiChange<T> {
  const wanted = [...selected.map((s) => s.value), ...available.map((a) => a.value)];
  return changeMulti(selected, [...new Set(wanted)], available, max);
}

export type SelectAllState = "checked" | "indeterminate" | "unchecked";

/**
 * The "select all" box is checked once nothing more of `available` can be added (all of
 * it is selected, or the maximum is reached with some of it), mixed while more could be.
 */
export function selectAllState<T extends Valued>(
  selected: readonly T[],
  available: readonly T[],
  max?: number,
): SelectAllState {
  const chosen = available.filter((item) => hasValue(selected, item.value)).length;
  if (available.length === 0 || chosen === 0) return "unchecked";
  const full = chosen === available.length || (max !== undefined && selected.length >= max);
  return full ? "checked" : "indeterminate";
}

/** Clicking "select all": a checked box deselects the available items, otherwise selects them (capped). */
export function toggleAll<T extends Valued>(
  selected: readonly T[],
  available: readonly T[],
  max?: number,
): MultiChange<T> {
  if (selectAllState(selected, available, max) === "checked") {
    return {
      selected: selected.filter((item) => !hasValue(available, item.value)),
      blocked: false,
    };
  }
  return selectAllCapped(selected, available, max);
}

/** SPEC §9: the multi select shows this many chips, the rest as "+N". */
export const VISIBLE_CHIPS = 1;

export function chipSummary<T>(
  selected: readonly T[],
  visible = VISIBLE_CHIPS,
): { shown: readonly T[]; hidden: readonly T[] } {
  return { shown: selected.slice(0, visible), hidden: selected.slice(visible) };
}

/** Filter modes: what is applied (shown, reported) and what is being edited in the open list. */
export type Staged<T> = { applied: readonly T[]; draft: readonly T[] };

/** Opening the list starts the draft from what is applied. */
export const openStaged = <T>(applied: readonly T[]): Staged<T> => ({ applied, draft: applied });

export const editDraft = <T>(staged: Staged<T>, draft: readonly T[]): Staged<T> => ({
  ...staged,
  draft,
});

/** Apply: the draft becomes the selection. */
export const applyStaged = <T>(staged: Staged<T>): Staged<T> => ({
  applied: staged.draft,
  draft: staged.draft,
});

/** Reset: the selection and the draft are cleared. */
export const resetStaged = <T>(): Staged<T> => ({ applied: [], draft: [] });

/** Closing without Apply forgets the draft. */
export const discardStaged = <T>(staged: Staged<T>): Staged<T> => openStaged(staged.applied);
