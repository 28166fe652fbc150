import { useEffect, useState } from "react";
import { type Client, useClient } from "urql";
import type { OptionItem } from "../../ui/select/index.ts";
import { SearchSelect } from "./SearchSelect.tsx";

export type EntityPickerSource = {
  /** Options whose text matches `search` (at most `limit`). */
  search: (client: Client, search: string, limit: number) => Promise<OptionItem[]>;
  /** The option of one id, for a value that came from elsewhere (the URL, a saved row). */
  lookup: (client: Client, id: number) => Promise<OptionItem | null>;
};

export type EntityPickerProps = {
  label: string;
  source: EntityPickerSource;
  /** The chosen id; null is none. */
  value: number | null;
  onValueChange: (id: number | null, option: OptionItem | null) => void;
  /** The chosen option's label when the caller knows it (saves a lookup). */
  knownLabel?: string | undefined;
  placeholder?: string;
  invalid?: boolean;
  errorText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

/** A server-searched picker of one branch, merchant, project, employee or partner, by id. */
export function EntityPicker({
  label,
  source,
  value,
  onValueChange,
  knownLabel,
  ...rest
}: EntityPickerProps) {
  const client = useClient();
  const [option, setOption] = useState<OptionItem | null>(
    value !== null && knownLabel ? { value: String(value), label: knownLabel } : null,
  );

  useEffect(() => {
    if (value === null) {
      setOption(null);
      return;
    }
    if (option?.value === String(value)) return;
    if (knownLabel) {
      setOption({ value: String(value), label: knownLabel });
      return;
    }
    let current = true;
    source.lookup(client, value).then(
      (found) => current && setOption(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, option, knownLabel, source, client]);

  return (
    <SearchSelect
      {...rest}
      label={label}
      value={option}
      loadOptions={async (search, _page, limit) => {
        const items = await source.search(client, search, limit);
        return { items, totalItems: items.length, limit, page: 1 };
      }}
      onValueChange={(chosen) => {
        setOption(chosen);
        onValueChange(chosen ? Number(chosen.value) : null, chosen);
      }}
    />
  );
}
