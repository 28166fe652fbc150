import { Checkbox } from "@ark-ui/react";
import { Check, Minus } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { checkbox } from "./dataTable.styles.ts";

type SelectCheckboxProps = {
  checked: boolean | "indeterminate";
  onToggle: () => void;
  /** Read by screen readers only. */
  label: string;
  disabled?: boolean;
};

/** The row and page selection checkbox: Ark's Checkbox with a hidden label. */
export function SelectCheckbox({ checked, onToggle, label, disabled }: SelectCheckboxProps) {
  const classes = checkbox();
  const input = useRef<HTMLInputElement>(null);
  // Ark marks the input indeterminate only when the state changes, not when it starts so.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = checked === "indeterminate";
  }, [checked]);
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={onToggle}
      className={classes.root}
    >
      <Checkbox.Control className={classes.control}>
        <Checkbox.Indicator>
          <Check size={12} strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
        <Checkbox.Indicator indeterminate>
          <Minus size={12} strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label className={classes.label}>{label}</Checkbox.Label>
      <Checkbox.HiddenInput ref={input} />
    </Checkbox.Root>
  );
}
