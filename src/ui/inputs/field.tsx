import { Field as ArkField } from "@ark-ui/react";
import { type ReactNode, useState } from "react";
import { isBlank } from "../../../domain/format.ts";
import { sva } from "../../../styled-system/css";
import { createStyleContext } from "../../../styled-system/jsx";
import { RequiredMark } from "./RequiredMark.tsx";

const field = sva({
  slots: ["root", "label", "control", "prefix", "input", "textarea", "footer", "counter", "error"],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      gap: "4",
      minWidth: "0",
      fontFamily: "body",
      color: "ink",
    },
    label: { fontSize: "sm", fontWeight: "600", _disabled: { color: "muted" } },
    control: { position: "relative", display: "flex" },
    prefix: {
      position: "absolute",
      insetBlock: "0",
      insetInlineStart: "12",
      display: "flex",
      alignItems: "center",
      fontSize: "sm",
      color: "muted",
      pointerEvents: "none",
    },
    input: {
      width: "100%",
      minHeight: "40px",
      paddingInline: "12",
      paddingBlock: "8",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
      color: "ink",
      fontFamily: "body",
      fontSize: "sm",
      _placeholder: { color: "muted" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "1px" },
      _readOnly: { bg: "canvas" },
      _invalid: { borderColor: "danger" },
      _disabled: { bg: "canvas", color: "muted", cursor: "not-allowed" },
    },
    // The same box as `input`, taller and resizable (atomic classes cannot override each other).
    textarea: {
      width: "100%",
      minHeight: "96px",
      resize: "vertical",
      paddingInline: "12",
      paddingBlock: "8",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "white",
      color: "ink",
      fontFamily: "body",
      fontSize: "sm",
      _placeholder: { color: "muted" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "1px" },
      _readOnly: { bg: "canvas" },
      _invalid: { borderColor: "danger" },
      _disabled: { bg: "canvas", color: "muted", cursor: "not-allowed" },
    },
    footer: {
      display: "flex",
      justifyContent: "space-between",
      gap: "8",
      fontSize: "xs",
      color: "muted",
    },
    counter: {
      marginInlineStart: "auto",
      fontVariantNumeric: "tabular-nums",
      _invalid: { color: "danger" },
    },
    error: { fontSize: "xs", color: "danger" },
  },
  variants: {
    prefixed: { true: { input: { paddingInlineStart: "40px" } } },
  },
});

const { withProvider, withContext } = createStyleContext(field);

const FieldRoot = withProvider(ArkField.Root, "root");
const FieldLabel = withContext(ArkField.Label, "label");
const FieldControl = withContext("div", "control");
const FieldPrefix = withContext("span", "prefix");
const FieldFooter = withContext(ArkField.HelperText, "footer");
const FieldCounter = withContext("span", "counter");
const FieldError = withContext(ArkField.ErrorText, "error");

/** The text control of a field; Ark wires its id, label and states to the field. */
export const FieldInput = withContext(ArkField.Input, "input");
/** The multi-line text control of a field. */
export const FieldTextarea = withContext(ArkField.Textarea, "textarea");

/** Props every input of the console shares. */
export type FieldProps = {
  /** Visible label, also the control's accessible name. */
  label: ReactNode;
  /** Hint under the control. */
  helperText?: ReactNode;
  /** Shown under the control while the field is invalid; replaces the built-in messages. */
  errorText?: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Marks the label, and makes a blank value (SPEC §5 "blank") invalid once left. */
  required?: boolean;
  name?: string;
  placeholder?: string;
  id?: string;
  className?: string;
};

type FieldShellProps = Omit<FieldProps, "name" | "placeholder" | "errorText"> & {
  /** The message shown while invalid (already resolved by the widget). */
  error: ReactNode;
  prefix?: string | undefined;
  counter?: { text: string; exceeded: boolean } | undefined;
  children: ReactNode;
};

/** Label, control, helper/counter row and error message of one field (Ark `Field`). */
export function FieldShell({
  label,
  helperText,
  error,
  invalid,
  disabled,
  readOnly,
  required,
  id,
  className,
  prefix,
  counter,
  children,
}: FieldShellProps) {
  return (
    <FieldRoot
      id={id}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      prefixed={prefix !== undefined}
      className={className}
    >
      <FieldLabel>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      <FieldControl>
        {prefix !== undefined && <FieldPrefix aria-hidden="true">{prefix}</FieldPrefix>}
        {children}
      </FieldControl>
      {(helperText !== undefined || counter !== undefined) && (
        <FieldFooter>
          {helperText !== undefined && <span>{helperText}</span>}
          {counter !== undefined && (
            <FieldCounter data-invalid={counter.exceeded ? "" : undefined}>
              {counter.text}
            </FieldCounter>
          )}
        </FieldFooter>
      )}
      <FieldError>{error}</FieldError>
    </FieldRoot>
  );
}

/**
 * A required field whose value is blank (empty, null, undefined or whitespace only) is
 * missing once the user has left it. `onBlur` marks the field as left.
 */
export function useRequiredCheck(required: boolean | undefined, value: unknown) {
  const [left, setLeft] = useState(false);
  return {
    missing: Boolean(required) && left && isBlank(value),
    onBlur: () => setLeft(true),
  };
}
