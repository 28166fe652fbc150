/** What the tab rules need to know of a tab. */
export type TabRef = { key: string; disabled?: boolean };

/** A tab chosen by position or by key; a key wins when both are given. */
export type TabSelection = { index?: number | undefined; key?: string | undefined };

const selectable = (tab: TabRef | undefined): tab is TabRef => tab !== undefined && !tab.disabled;

/**
 * The index of the tab to show (SPEC §4): the one chosen by key or index; when that is
 * out of range, unknown or disabled, the first tab (the first enabled one if the first is
 * disabled). -1 only when there are no tabs.
 */
export function resolveTabIndex(tabs: readonly TabRef[], selection: TabSelection): number {
  if (tabs.length === 0) return -1;
  const chosen =
    selection.key !== undefined
      ? tabs.findIndex((tab) => tab.key === selection.key)
      : (selection.index ?? 0);
  if (Number.isInteger(chosen) && selectable(tabs[chosen])) return chosen;
  const firstEnabled = tabs.findIndex((tab) => !tab.disabled);
  return firstEnabled === -1 ? 0 : firstEnabled;
}

/** Whether the user may switch to the tab with `key`: it exists and is not disabled. */
export function canSelectTab(tabs: readonly TabRef[], key: string): boolean {
  return selectable(tabs.find((tab) => tab.key === key));
}
