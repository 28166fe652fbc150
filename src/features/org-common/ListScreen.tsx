import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Bilingual } from "../../../domain/navigation.ts";
import { css } from "../../../styled-system/css";
import { TextInput } from "../../ui/inputs/index.ts";
import { PageHeader } from "../system/index.ts";

export type ListScreenProps = {
  title: Bilingual;
  breadcrumb: readonly Bilingual[];
  /** Buttons at the top right (Create, Bulk upload, Visibility). */
  actions?: ReactNode;
  /** Anything between the header and the table (a banner, a settings card). */
  intro?: ReactNode;
  children: ReactNode;
};

/** The frame of a master-data list: title and breadcrumb, page actions, then the table. */
export function ListScreen({ title, breadcrumb, actions, intro, children }: ListScreenProps) {
  return (
    <section className={page}>
      <div className={head}>
        <PageHeader title={title} breadcrumb={breadcrumb} />
        {actions && <div className={actionsRow}>{actions}</div>}
      </div>
      {intro}
      {children}
    </section>
  );
}

/** Quiet time after typing before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export type SearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search the list shows (from the URL). */
  value: string;
  onSearch: (value: string) => void;
};

/** The list's search box: searches once typing pauses; follows the URL on Back/Forward. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a parent's new function each render does not restart the wait.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearchRef.current(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onValueChange={setText}
      className={searchBox}
    />
  );
}

/** A row of filters above a table; each filter keeps a sensible width. */
export const toolbarRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "12",
  width: "100%",
  "& > *": { flex: "0 1 220px", minWidth: "160px" },
});

/** The buttons of a table row. */
export const rowActions = css({ display: "flex", gap: "8", flexWrap: "wrap" });

const page = css({ display: "flex", flexDirection: "column", gap: "16" });
const head = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "16",
  flexWrap: "wrap",
});
const actionsRow = css({ display: "flex", gap: "8", flexWrap: "wrap" });
const searchBox = css({ flex: "1 1 280px !important", minWidth: "220px" });
