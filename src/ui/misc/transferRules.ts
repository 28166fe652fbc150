/** One entry of a transfer list; `value` is its identity. */
export type TransferItem = { value: string; label: string; disabled?: boolean };

/** "right" moves from the available list to the chosen one, "left" back again. */
export type TransferDirection = "right" | "left";

export type TransferSides = { left: TransferItem[]; right: TransferItem[] };

/** The two lists for `chosen` values: the right holds the chosen items, both in `items` order. */
export function splitItems(
  items: readonly TransferItem[],
  chosen: readonly string[],
): TransferSides {
  const picked = new Set(chosen);
  return {
    left: items.filter((item) => !picked.has(item.value)),
    right: items.filter((item) => picked.has(item.value)),
  };
}

// Chosen values the item list does not (yet) hold are kept, after the known ones.
function ordered(items: readonly TransferItem[], picked: Set<string>): string[] {
  const known = items.filter((item) => picked.has(item.value)).map((item) => item.value);
  const knownSet = new Set(known);
  return [...known, ...[...picked].filter((value) => !knownSet.has(value))];
}

/**
 * The chosen values after moving the `selected` items of one side to the other. Only items
 * on the side they move from and not disabled move; the rest stay where they are.
 */
export function moveSelected(
  items: readonly TransferItem[],
  chosen: readonly string[],
  selected: readonly string[],
  direction: TransferDirection,
): string[] {
  const picked = new Set(chosen);
  const wanted = new Set(selected);
  for (const item of items) {
    if (item.disabled || !wanted.has(item.value)) continue;
    if (direction === "right") picked.add(item.value);
    else picked.delete(item.value);
  }
  return ordered(items, picked);
}

/** The chosen values after moving every enabled item to one side; disabled items stay put. */
export function moveAll(
  items: readonly TransferItem[],
  chosen: readonly string[],
  direction: TransferDirection,
): string[] {
  const everything = items.filter((item) => !item.disabled).map((item) => item.value);
  return moveSelected(items, chosen, everything, direction);
}

/** The values of `selected` that can move from `side` (on that side and enabled). */
export function movable(side: readonly TransferItem[], selected: readonly string[]): string[] {
  const wanted = new Set(selected);
  return side.filter((item) => !item.disabled && wanted.has(item.value)).map((item) => item.value);
}
