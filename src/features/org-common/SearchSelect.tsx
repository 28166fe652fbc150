import { Combobox, createListCollection, Portal } from "@ark-ui/react";
import { Check, ChevronDown, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { RequiredMark } from "../../ui/inputs/RequiredMark.tsx";
import type { OptionItem, OptionLoader } from "../../ui/select/index.ts";
// The kit's select styles, so this field reads as one of the select family.
import { withContext, withProvider } from "../../ui/select/recipe.ts";
import { useSelectStrings } from "../../ui/select/strings.ts";

const Root = withProvider(Combobox.Root, "root");
const Label = withContext(Combobox.Label, "label");
const Control = withContext(Combobox.Control, "control");
const Input = withContext(Combobox.Input, "trigger");
const Trigger = withContext(Combobox.Trigger, "indicator");
const ClearTrigger = withContext(Combobox.ClearTrigger, "clearTrigger");
const Positioner = withContext(Combobox.Positioner, "positioner");
const Content = withContext(Combobox.Content, "panel");
const List = withContext(Combobox.List, "list");
const Item = withContext(Combobox.Item, "item");
const ItemText = withContext(Combobox.ItemText, "itemText");
const ItemIndicator = withContext(Combobox.ItemIndicator, "itemIndicator");
const Message = withContext("div", "message");

/** Options shown per search; typing narrows them down on the server. */
const SEARCH_LIMIT = 20;
const SEARCH_DELAY_MS = 300;

export type SearchSelectProps = {
  label: string;
  /** The chosen option (its label shows in the field); null is none. */
  value: OptionItem | null;
  onValueChange: (option: OptionItem | null) => void;
  /** Loads the options matching the typed text (first page only). */
  loadOptions: OptionLoader;
  placeholder?: string;
  invalid?: boolean;
  /** Shown under the field while `invalid`. */
  errorText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * A single-choice field whose options are searched on the server as the user types (for lists
 * too long to open at once, such as employees). Choosing the chosen option again keeps it; the
 * clear button empties the field.
 */
export function SearchSelect({
  label,
  value,
  onValueChange,
  loadOptions,
  placeholder,
  invalid = false,
  errorText,
  required = false,
  disabled = false,
  className,
}: SearchSelectProps) {
  const strings = useSelectStrings();
  const messageId = useId();
  const [inputValue, setInputValue] = useState(value?.label ?? "");
  const [search, setSearch] = useState<string | null>(null);
  const [found, setFound] = useState<readonly OptionItem[]>([]);
  const [loading, setLoading] = useState(false);
  const loaderRef = useRef(loadOptions);
  loaderRef.current = loadOptions;

  // A value chosen from outside (a form reset, an edit) shows its label.
  useEffect(() => setInputValue(value?.label ?? ""), [value?.label]);

  useEffect(() => {
    if (search === null) return;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      loaderRef
        .current(search.trim(), 1, SEARCH_LIMIT)
        .then(
          (page) => (current ? setFound(page.items) : undefined),
          () => (current ? setFound([]) : undefined),
        )
        .finally(() => (current ? setLoading(false) : undefined));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);

  // The chosen option stays in the collection, so Ark can show and mark it.
  const items = useMemo(
    () => (value && !found.some((o) => o.value === value.value) ? [value, ...found] : found),
    [found, value],
  );
  // `unknown` items: the styled root is not generic; the items are still OptionItems.
  const collection = useMemo(() => createListCollection<unknown>({ items: [...items] }), [items]);
  const showError = invalid && errorText !== undefined && errorText !== "";

  return (
    <Root
      className={className}
      collection={collection}
      value={value ? [value.value] : []}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        if (details.reason === "input-change") setSearch(details.inputValue);
      }}
      onOpenChange={(details) => {
        // Opening without typing lists the first options; typed text (which may open it in the
        // same tick) wins.
        if (details.open) setSearch((current) => current ?? "");
      }}
      onValueChange={(details) => {
        const chosen = (details.items[0] as OptionItem | undefined) ?? null;
        onValueChange(chosen);
        if (!chosen) setSearch("");
      }}
      openOnClick
      selectionBehavior="replace"
      invalid={invalid}
      disabled={disabled}
      positioning={{ sameWidth: true }}
      lazyMount
      unmountOnExit
    >
      <Label>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Control>
        <Input
          // Not the native `required`: an empty required input would match :invalid and show
          // red before the user has done anything.
          aria-required={required || undefined}
          placeholder={placeholder ?? strings.search}
          aria-describedby={showError ? messageId : undefined}
          onBlur={() => {
            // Leaving the field with half-typed text puts the chosen label back.
            setInputValue(value?.label ?? "");
          }}
        />
        {value && !disabled && (
          <ClearTrigger aria-label={strings.clear}>
            <X size={16} aria-hidden="true" />
          </ClearTrigger>
        )}
        <Trigger className={triggerBox} aria-label={label}>
          <ChevronDown size={16} aria-hidden="true" />
        </Trigger>
      </Control>
      {showError && (
        <p id={messageId} className={errorStyle}>
          {errorText}
        </p>
      )}
      <Portal>
        <Positioner>
          <Content className={layer}>
            <List>
              {items.map((option) => (
                <Item key={option.value} item={option}>
                  <ItemText>{option.label}</ItemText>
                  <ItemIndicator>
                    <Check size={16} aria-hidden="true" />
                  </ItemIndicator>
                </Item>
              ))}
            </List>
            {items.length === 0 && (
              <Message>
                {loading ? strings.loading : search ? strings.searchNotFound : strings.noOptions}
              </Message>
            )}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}

const triggerBox = css({
  position: "absolute",
  insetInlineEnd: "8",
  top: "50%",
  translate: "0 -50%",
  width: "24px",
  height: "24px",
  alignItems: "center",
  justifyContent: "center",
  cursor: "pointer",
});
const errorStyle = css({ fontSize: "xs", color: "danger" });
// Zag copies the content's z-index onto its positioner: above a modal's dialog.
const layer = css({ zIndex: "popover" });
