import { createListCollection, Listbox, Popover, Portal } from "@ark-ui/react";
import { Check, ChevronDown, Minus } from "lucide-react";
import { type ReactNode, type UIEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import { RequiredMark } from "../inputs/RequiredMark.tsx";
import { showToast } from "../toast.tsx";
import { hasMorePages, pagedMessage } from "./pagedOptions.ts";
import { withContext, withProvider } from "./recipe.ts";
import {
  applyStaged,
  changeMulti,
  chipSummary,
  discardStaged,
  editDraft,
  type MultiChange,
  type MultiSelectMode,
  modeTraits,
  openStaged,
  resetStaged,
  type Staged,
  selectAllState,
  toggleAll,
} from "./selectionRules.ts";
import { fill, useSelectStrings } from "./strings.ts";
import type { OptionItem, OptionLoader } from "./types.ts";
import { usePagedOptions } from "./usePagedOptions.ts";

const Root = withProvider("div", "root");
const Label = withContext("label", "label");
const Trigger = withContext(Popover.Trigger, "trigger");
const ValueText = withContext("span", "valueText");
const Chip = withContext("span", "chip");
const More = withContext("span", "more");
const Indicator = withContext("span", "indicator");
const Positioner = withContext(Popover.Positioner, "positioner");
const Panel = withContext(Popover.Content, "panel");
const Search = withContext(Listbox.Input, "search");
const SelectAll = withContext("button", "selectAll");
const List = withContext(Listbox.Content, "list");
const Item = withContext(Listbox.Item, "item");
const ItemText = withContext(Listbox.ItemText, "itemText");
const ItemIndicator = withContext(Listbox.ItemIndicator, "itemIndicator");
const Checkbox = withContext("span", "checkbox");
const Message = withContext("div", "message");
const Footer = withContext("div", "footer");
const ListLabel = withContext(Listbox.Label, "label");

const visuallyHidden = css({ srOnly: true });

// Scrolling within this many pixels of the end of the list loads the next page.
const LOAD_MORE_THRESHOLD_PX = 48;

type MultiSelectCommonProps = {
  /** The visible label; it also names the field and its list for assistive technology. */
  label: string;
  /** The selected options, in the order they were chosen. Leave undefined to let the field keep its own. */
  value?: readonly OptionItem[];
  defaultValue?: readonly OptionItem[];
  /** Called with the new selection; in the filter modes only on Apply and Reset. */
  onValueChange?: (selected: OptionItem[]) => void;
  /** The most options that may be selected (SPEC §5); no limit unless given. */
  max?: number;
  /** The error toast shown when a choice would pass `max`; `{max}` is filled in. */
  maxSelectionMessage?: string;
  /** Shown while nothing is selected; "Select an option" unless given. */
  placeholder?: string;
  /** Offers a "Select all" box above the options (capped at `max`); on unless false. */
  selectAll?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  readOnly?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

type StaticOptionsProps = {
  /** `default` applies each choice at once; `filter` stages choices until Apply. */
  mode?: "default" | "filter";
  options: readonly OptionItem[];
};

type PagedOptionsProps = {
  /** Options come page by page from `loadOptions`; `pagination-filter` stages choices until Apply. */
  mode: "pagination" | "pagination-filter";
  loadOptions: OptionLoader;
  /** Options per page; 10 unless given (SPEC §3). */
  pageSize?: number;
  /** Quiet time after typing before the search is sent; 300 ms unless given. */
  searchDelay?: number;
};

export type MultiSelectProps =
  | (MultiSelectCommonProps & StaticOptionsProps)
  | (MultiSelectCommonProps & PagedOptionsProps);

/**
 * A many-choice dropdown (SPEC §4, §5, §9) in the modes `default`, `filter`, `pagination`
 * and `pagination-filter`. The trigger shows one chip and "+N" for the rest.
 */
export function MultiSelect(props: MultiSelectProps) {
  if (isPaged(props)) return <PagedMultiSelect {...props} />;
  const { options, ...common } = props;
  return (
    <MultiSelectView
      {...common}
      mode={props.mode ?? "default"}
      available={options}
      message={options.length === 0 ? "noOptions" : null}
    />
  );
}

function isPaged(props: MultiSelectProps): props is MultiSelectCommonProps & PagedOptionsProps {
  return props.mode === "pagination" || props.mode === "pagination-filter";
}

function PagedMultiSelect({
  loadOptions,
  pageSize = 10,
  searchDelay = 300,
  ...common
}: MultiSelectCommonProps & PagedOptionsProps) {
  const paged = usePagedOptions(loadOptions, pageSize);
  const [searchText, setSearchText] = useState("");
  const { search } = paged;

  useEffect(() => {
    const timer = setTimeout(() => search(searchText), searchDelay);
    return () => clearTimeout(timer);
  }, [search, searchText, searchDelay]);

  const message = pagedMessage(paged.state);
  return (
    <MultiSelectView
      {...common}
      available={paged.state.items}
      message={message === "loading" && paged.state.items.length > 0 ? null : message}
      loadingMore={message === "loading" && paged.state.items.length > 0}
      hasMore={hasMorePages(paged.state)}
      onOpen={paged.open}
      onMore={paged.more}
      searchText={searchText}
      onSearchTextChange={setSearchText}
    />
  );
}

type MultiSelectViewProps = MultiSelectCommonProps & {
  mode: MultiSelectMode;
  available: readonly OptionItem[];
  message: "loading" | "noOptions" | "searchNotFound" | null;
  loadingMore?: boolean;
  hasMore?: boolean;
  onOpen?: () => void;
  onMore?: () => void;
  searchText?: string;
  onSearchTextChange?: (text: string) => void;
};

function MultiSelectView({
  label,
  value,
  defaultValue = [],
  onValueChange,
  max,
  maxSelectionMessage,
  placeholder,
  selectAll = true,
  disabled = false,
  invalid = false,
  readOnly = false,
  required = false,
  id,
  className,
  mode,
  available,
  message,
  loadingMore = false,
  hasMore = false,
  onOpen,
  onMore,
  searchText,
  onSearchTextChange,
}: MultiSelectViewProps) {
  const strings = useSelectStrings();
  const { staged, paginated } = modeTraits(mode);
  const baseId = useId();
  const ids = {
    label: `${baseId}-label`,
    trigger: `${baseId}-trigger`,
    message: `${baseId}-message`,
  };

  const [ownValue, setOwnValue] = useState<readonly OptionItem[]>(defaultValue);
  const applied = value ?? ownValue;
  const [draft, setDraft] = useState<Staged<OptionItem>>(() => openStaged(applied));
  const [open, setOpen] = useState(false);
  // What the open list edits: the draft in the filter modes, the selection otherwise.
  const working = staged ? draft.draft : applied;

  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const collection = useMemo(() => createListCollection({ items: [...available] }), [available]);

  const commit = (next: readonly OptionItem[]) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.([...next]);
  };

  const take = (change: MultiChange<OptionItem>) => {
    if (change.blocked && max !== undefined) {
      showToast("error", fill(maxSelectionMessage ?? strings.maxSelection, { max }));
    }
    if (change.selected === working) return;
    if (staged) setDraft((current) => editDraft(current, change.selected));
    else commit(change.selected);
  };

  const setOpenTo = (next: boolean) => {
    if (next && (disabled || readOnly)) return;
    if (next === open) return;
    setDraft(next ? openStaged(applied) : (current) => discardStaged(current));
    setOpen(next);
    if (next) onOpen?.();
  };

  const apply = () => {
    const done = applyStaged(draft);
    commit(done.applied);
    setDraft(done);
    setOpen(false);
  };

  const reset = () => {
    commit([]);
    setDraft(resetStaged<OptionItem>());
  };

  const loadMoreNearEnd = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_THRESHOLD_PX) {
      onMore?.();
    }
  };

  // A first page too short to scroll could never ask for the next one by scrolling.
  useEffect(() => {
    const list = listRef.current;
    if (!open || !hasMore || !list || available.length === 0 || list.clientHeight === 0) return;
    if (list.scrollHeight <= list.clientHeight) onMore?.();
  }, [open, hasMore, onMore, available.length]);

  const allState = selectAllState(working, available, max);
  const { shown, hidden } = chipSummary(applied);

  return (
    <Root id={id} className={className} data-disabled={disabled || undefined}>
      <Label id={ids.label} htmlFor={ids.trigger} data-disabled={disabled || undefined}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpenTo(details.open)}
        ids={{ trigger: ids.trigger }}
        positioning={{ sameWidth: true, placement: "bottom-start" }}
        initialFocusEl={() => searchRef.current ?? listRef.current}
        lazyMount
        unmountOnExit
      >
        <Trigger
          role="combobox"
          aria-labelledby={ids.label}
          aria-invalid={invalid || undefined}
          aria-readonly={readOnly || undefined}
          aria-required={required || undefined}
          data-readonly={readOnly || undefined}
          disabled={disabled}
        >
          <ValueText data-placeholder-shown={applied.length === 0 || undefined}>
            {applied.length === 0 ? (
              (placeholder ?? strings.placeholder)
            ) : (
              <>
                {shown.map((item) => (
                  <Chip key={item.value}>{item.label}</Chip>
                ))}
                {hidden.length > 0 && (
                  <More title={hidden.map((item) => item.label).join(", ")}>
                    <span aria-hidden="true">+{hidden.length}</span>
                    <span className={visuallyHidden}>
                      {fill(strings.moreSelected, { count: hidden.length })}
                    </span>
                  </More>
                )}
              </>
            )}
          </ValueText>
          <Indicator aria-hidden="true" data-state={open ? "open" : "closed"}>
            <ChevronDown size={16} />
          </Indicator>
        </Trigger>
        <Portal>
          <Positioner>
            <Panel aria-labelledby={ids.label}>
              <Listbox.Root
                collection={collection}
                selectionMode="multiple"
                value={working.map((item) => item.value)}
                onValueChange={(details) =>
                  take(changeMulti(working, details.value, available, max))
                }
                onHighlightChange={(details) => {
                  const last = available.length - 1;
                  if (details.highlightedValue !== null && details.highlightedIndex >= last) {
                    onMore?.();
                  }
                }}
              >
                <ListLabel className={visuallyHidden}>{label}</ListLabel>
                {paginated && (
                  <Search
                    ref={searchRef}
                    placeholder={strings.search}
                    aria-label={strings.search}
                    value={searchText}
                    onChange={(event) => onSearchTextChange?.(event.currentTarget.value)}
                  />
                )}
                {selectAll && available.length > 0 && (
                  <SelectAll
                    type="button"
                    role="checkbox"
                    aria-checked={allState === "indeterminate" ? "mixed" : allState === "checked"}
                    onClick={() => take(toggleAll(working, available, max))}
                  >
                    <Checkbox aria-hidden="true" data-state={allState}>
                      {allState === "checked" && <Check size={14} />}
                      {allState === "indeterminate" && <Minus size={14} />}
                    </Checkbox>
                    {strings.selectAll}
                  </SelectAll>
                )}
                <List
                  ref={listRef}
                  onScroll={paginated ? loadMoreNearEnd : undefined}
                  aria-describedby={message ? ids.message : undefined}
                >
                  {available.map((item) => (
                    <Item key={item.value} item={item}>
                      <Checkbox aria-hidden="true">
                        <ItemIndicator>
                          <Check size={14} />
                        </ItemIndicator>
                      </Checkbox>
                      <ItemText>{item.label}</ItemText>
                    </Item>
                  ))}
                </List>
                {message && <ListMessage id={ids.message}>{strings[message]}</ListMessage>}
                {loadingMore && <ListMessage>{strings.loading}</ListMessage>}
              </Listbox.Root>
              {staged && (
                <Footer>
                  <Button variant="secondary" onClick={reset}>
                    {strings.reset}
                  </Button>
                  <Button onClick={apply}>{strings.apply}</Button>
                </Footer>
              )}
            </Panel>
          </Positioner>
        </Portal>
      </Popover.Root>
    </Root>
  );
}

/** Said outside the listbox, where only options belong; announced as it changes. */
function ListMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Message id={id} role="status">
      {children}
    </Message>
  );
}
