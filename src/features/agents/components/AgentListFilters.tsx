import { useEffect, useMemo, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { Button } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { MultiSelect, type OptionItem, Select } from "../../../ui/select/index.ts";
import { useBranchOptions, useCityOptions, useProjectOptions } from "../hooks/useLookups.ts";
import { useAgentText } from "../messages.ts";
import { type AgentListQuery, hasFilters, type ListFilters } from "../model/listQuery.ts";
import { enumOptions, localOptionLoader, pickOptions } from "../model/options.ts";

/** Quiet time after typing before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type AgentListFiltersProps = {
  query: AgentListQuery;
  /** A changed search or filter; the page goes back to 1 (SPEC §4). */
  onFilter: (change: Partial<ListFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** Search box and the list's filters, all kept in the URL by the page. */
export function AgentListFilters({ query, onFilter, onReset }: AgentListFiltersProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const branches = useBranchOptions();
  const projects = useProjectOptions();
  const cities = useCityOptions("all");
  const workerStatuses = useMemo(() => enumOptions("worker_status", language), [language]);
  const contractTypes = useMemo(() => enumOptions("contract_type", language), [language]);
  const contractStatuses = useMemo(() => enumOptions("contract_status", language), [language]);
  const branchLoader = useMemo(() => localOptionLoader(branches.options), [branches.options]);
  const projectLoader = useMemo(() => localOptionLoader(projects.options), [projects.options]);
  const cityLoader = useMemo(() => localOptionLoader(cities.options), [cities.options]);

  const ids = (selected: OptionItem[]) => selected.map((option) => Number(option.value));
  const values = (selected: OptionItem[]) => selected.map((option) => option.value);

  return (
    <div className={bar}>
      <SearchBox value={query.q} onSearch={(q) => onFilter({ q }, { replace: true })} />
      <div className={filters}>
        <Select
          label={text.workerStatus}
          options={workerStatuses}
          value={query.workerStatus}
          onValueChange={(workerStatus) => onFilter({ workerStatus })}
        />
        <MultiSelect
          // Remounted once the options arrive, so a list opened early is not left empty.
          key={`branch-${branches.options.length}`}
          label={text.branch}
          mode="pagination-filter"
          loadOptions={branchLoader}
          value={pickOptions(branches.options, query.branchIds)}
          onValueChange={(selected) => onFilter({ branchIds: ids(selected) })}
        />
        <MultiSelect
          key={`project-${projects.options.length}`}
          label={text.project}
          mode="pagination-filter"
          loadOptions={projectLoader}
          value={pickOptions(projects.options, query.projectIds)}
          onValueChange={(selected) => onFilter({ projectIds: ids(selected) })}
        />
        <MultiSelect
          label={text.contractType}
          mode="filter"
          options={contractTypes}
          value={pickOptions(contractTypes, query.contractTypes)}
          onValueChange={(selected) => onFilter({ contractTypes: values(selected) })}
        />
        <MultiSelect
          label={text.contractStatus}
          mode="filter"
          options={contractStatuses}
          value={pickOptions(contractStatuses, query.contractStatuses)}
          onValueChange={(selected) => onFilter({ contractStatuses: values(selected) })}
        />
        <MultiSelect
          key={`city-${cities.options.length}`}
          label={text.domicileCity}
          mode="pagination-filter"
          loadOptions={cityLoader}
          value={pickOptions(cities.options, query.cityIds)}
          onValueChange={(selected) => onFilter({ cityIds: values(selected) })}
        />
      </div>
      {hasFilters(query) && (
        <div>
          <Button variant="secondary" onClick={onReset}>
            {text.resetFilters}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The search box: typing updates the list after {@link SEARCH_DEBOUNCE_MS} of quiet; a
 * search changed from outside (back, forward, reset) shows in the box.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const text = useAgentText();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // What this box last sent; the URL echoing it back is not a change from outside.
  const sent = useRef(value);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  if (value !== shown) {
    setShown(value);
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      latestOnSearch.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <TextInput
      className={search}
      type="search"
      label={text.search}
      placeholder={text.search}
      value={draft}
      onValueChange={setDraft}
    />
  );
}

const bar = css({ display: "flex", flexDirection: "column", gap: "12", width: "100%" });
const filters = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: "12",
  alignItems: "end",
});
const search = css({ maxWidth: "480px" });
