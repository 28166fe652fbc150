import { Select as ArkSelect, createListCollection, Portal } from "@ark-ui/react";
import { Check, ChevronDown, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { RequiredMark } from "../inputs/RequiredMark.tsx";
import { withContext, withProvider } from "./recipe.ts";
import { toggleSingle } from "./selectionRules.ts";
import { useSelectStrings } from "./strings.ts";
import type { OptionItem } from "./types.ts";

const SelectRoot = withProvider(ArkSelect.Root, "root");
const SelectLabel = withContext(ArkSelect.Label, "label");
const SelectControl = withContext(ArkSelect.Control, "control");
const SelectTrigger = withContext(ArkSelect.Trigger, "trigger");
const SelectValueText = withContext(ArkSelect.ValueText, "valueText");
const SelectIndicator = withContext(ArkSelect.Indicator, "indicator");
const SelectClearTrigger = withContext(ArkSelect.ClearTrigger, "clearTrigger");
const SelectPositioner = withContext(ArkSelect.Positioner, "positioner");
const SelectPanel = withContext("div", "panel");
const SelectContent = withContext(ArkSelect.Content, "list");
const SelectItem = withContext(ArkSelect.Item, "item");
const SelectItemText = withContext(ArkSelect.ItemText, "itemText");
const SelectItemIndicator = withContext(ArkSelect.ItemIndicator, "itemIndicator");
const SelectMessage = withContext("div", "message");

export type SelectProps = {
  /** The visible label; it also names the field for assistive technology. */
  label: string;
  options: readonly OptionItem[];
  /** The chosen option's value; `null` is none. Leave undefined to let the field keep its own. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the new value (and its option) on choosing, deselecting or clearing. */
  onValueChange?: (value: string | null, option: OptionItem | null) => void;
  /** Shown while nothing is chosen; "Select an option" unless given. */
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** Form field name of the native select kept in sync underneath. */
  name?: string;
  id?: string;
  className?: string;
};

/**
 * A single-choice dropdown (SPEC §4): choosing the chosen option again deselects it and the
 * clear button empties it.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  disabled = false,
  invalid = false,
  readOnly = false,
  required = false,
  name,
  id,
  className,
}: SelectProps) {
  const strings = useSelectStrings();
  const messageId = useId();
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
  const current = value === undefined ? ownValue : value;
  // Ark reports one choice through onSelect and then onValueChange; this keeps the second
  // from reporting it again.
  const latest = useRef(current);
  latest.current = current;

  // `unknown` items: the styled root is not generic; the items are still OptionItems.
  const collection = useMemo(
    () => createListCollection<unknown>({ items: [...options] }),
    [options],
  );

  const commit = (next: string | null) => {
    if (next === latest.current) return;
    latest.current = next;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next, next === null ? null : (options.find((o) => o.value === next) ?? null));
  };

  return (
    <SelectRoot
      id={id}
      className={className}
      collection={collection}
      value={current === null ? [] : [current]}
      onSelect={(details) => commit(toggleSingle(latest.current, details.value))}
      onValueChange={(details) => commit(details.value[0] ?? null)}
      disabled={disabled}
      invalid={invalid}
      readOnly={readOnly}
      required={required}
      name={name}
      positioning={{ sameWidth: true }}
      lazyMount
      unmountOnExit
      translations={{ clearTriggerLabel: strings.clear }}
    >
      <SelectLabel>
        {label}
        {required && <RequiredMark />}
      </SelectLabel>
      <SelectControl>
        <SelectTrigger aria-readonly={readOnly || undefined}>
          <SelectValueText placeholder={placeholder ?? strings.placeholder} />
          <SelectIndicator>
            <ChevronDown size={16} aria-hidden="true" />
          </SelectIndicator>
        </SelectTrigger>
        {!readOnly && !disabled && (
          <SelectClearTrigger>
            <X size={16} aria-hidden="true" />
          </SelectClearTrigger>
        )}
      </SelectControl>
      <Portal>
        <SelectPositioner>
          <SelectPanel>
            <SelectContent aria-describedby={options.length === 0 ? messageId : undefined}>
              {options.map((option) => (
                <SelectItem key={option.value} item={option}>
                  <SelectItemText>{option.label}</SelectItemText>
                  <SelectItemIndicator>
                    <Check size={16} aria-hidden="true" />
                  </SelectItemIndicator>
                </SelectItem>
              ))}
            </SelectContent>
            {/* Outside the listbox, where only options belong. */}
            {options.length === 0 && (
              <SelectMessage id={messageId}>{strings.noOptions}</SelectMessage>
            )}
          </SelectPanel>
        </SelectPositioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </SelectRoot>
  );
}
