import { type Lang, type SystemEnumName, systemEnums } from "../../../../domain/enums.ts";
import type { OptionItem, OptionLoader } from "../../../ui/select/index.ts";

/** The options of a system enumeration (SPEC §3) labelled in `language`. */
export function enumOptions(name: SystemEnumName, language: Lang): OptionItem[] {
  return systemEnums[name].map((entry) => ({ value: entry.value, label: entry.label[language] }));
}

/** A value's label in a system enumeration; a missing value or entry shows "-" (SPEC §3). */
export function enumLabel(
  name: SystemEnumName,
  value: string | null | undefined,
  language: Lang,
): string {
  const found = systemEnums[name].find((entry) => entry.value === value);
  return found?.label[language] ?? "-";
}

/**
 * A dropdown loader (SPEC §7: search text in; items, totalItems, limit, page out) over a list
 * already in memory: names containing the search, case-insensitively, one page at a time.
 */
export function localOptionLoader(options: readonly OptionItem[]): OptionLoader {
  return async (search, page, limit) => {
    const needle = search.trim().toLocaleLowerCase("id");
    const matching = needle
      ? options.filter((option) => option.label.toLocaleLowerCase("id").includes(needle))
      : options;
    const start = (page - 1) * limit;
    return {
      items: matching.slice(start, start + limit),
      totalItems: matching.length,
      limit,
      page,
    };
  };
}

/** The options for `values`, in the order given; values without an option are dropped. */
export function pickOptions(
  options: readonly OptionItem[],
  values: readonly (string | number)[],
): OptionItem[] {
  const byValue = new Map(options.map((option) => [option.value, option]));
  return values.flatMap((value) => byValue.get(String(value)) ?? []);
}
