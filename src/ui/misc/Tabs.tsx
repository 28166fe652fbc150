import { Tabs as ArkTabs } from "@ark-ui/react";
import { type ReactNode, useState } from "react";
import { sva } from "../../../styled-system/css";
import { createStyleContext } from "../../../styled-system/jsx";
import { canSelectTab, resolveTabIndex } from "./tabsRules.ts";

export type TabItem = {
  /** Stable identity of the tab; also what `activeKey` names. */
  key: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
};

const tabs = sva({
  slots: ["root", "list", "trigger", "content"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "16", fontFamily: "body" },
    list: {
      display: "flex",
      gap: "4",
      borderBottomWidth: "1px",
      borderBottomStyle: "solid",
      borderBottomColor: "line",
      overflowX: "auto",
    },
    trigger: {
      paddingInline: "16",
      paddingBlock: "8",
      marginBottom: "-1px",
      borderBottomWidth: "2px",
      borderBottomStyle: "solid",
      borderBottomColor: "transparent",
      fontSize: "sm",
      fontWeight: "600",
      color: "muted",
      whiteSpace: "nowrap",
      cursor: "pointer",
      _hover: { color: "ink" },
      _selected: { color: "brand", borderBottomColor: "brand" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "-2px" },
      _disabled: { opacity: 0.5, cursor: "not-allowed", _hover: { color: "muted" } },
    },
    content: { _focusVisible: { outline: "2px solid token(colors.brand)" } },
  },
});

const { withProvider, withContext } = createStyleContext(tabs);
const TabsRoot = withProvider(ArkTabs.Root, "root");
const TabsList = withContext(ArkTabs.List, "list");
const TabsTrigger = withContext(ArkTabs.Trigger, "trigger");
const TabsContent = withContext(ArkTabs.Content, "content");

/** The tab the user switched to. */
export type TabChange = { index: number; key: string };

export type TabsProps = {
  tabs: readonly TabItem[];
  /** Controls the active tab by key; wins over `index`. */
  activeKey?: string;
  /** Controls the active tab by position. */
  index?: number;
  /** The first active tab when not controlled, by key. */
  defaultKey?: string;
  /** The first active tab when not controlled, by position; the first tab unless given. */
  defaultIndex?: number;
  onChange?: (change: TabChange) => void;
  /** Names the tab list for assistive technology. */
  label?: string;
};

/**
 * Tabs controlled by index or by key; a choice out of range, unknown or disabled falls back
 * to the first tab, and disabled tabs cannot be selected (SPEC §4).
 */
export function Tabs({
  tabs: items,
  activeKey,
  index,
  defaultKey,
  defaultIndex,
  onChange,
  label,
}: TabsProps) {
  const controlled = activeKey !== undefined || index !== undefined;
  const [ownKey, setOwnKey] = useState<string | undefined>(
    () => items[resolveTabIndex(items, { key: defaultKey, index: defaultIndex })]?.key,
  );
  const activeIndex = controlled
    ? resolveTabIndex(items, { key: activeKey, index })
    : resolveTabIndex(items, { key: ownKey });
  const value = items[activeIndex]?.key ?? null;

  const select = (key: string | null) => {
    if (key === null || key === value || !canSelectTab(items, key)) return;
    if (!controlled) setOwnKey(key);
    onChange?.({ index: items.findIndex((tab) => tab.key === key), key });
  };

  return (
    <TabsRoot value={value} onValueChange={(details) => select(details.value)}>
      <TabsList aria-label={label}>
        {items.map((tab) => (
          <TabsTrigger key={tab.key} value={tab.key} disabled={tab.disabled}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((tab) => (
        <TabsContent key={tab.key} value={tab.key}>
          {tab.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
