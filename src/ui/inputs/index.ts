export { BasicNumberInput, type BasicNumberInputProps } from "./BasicNumberInput.tsx";
export { CurrencyInput, type CurrencyInputProps } from "./CurrencyInput.tsx";
export type { FieldProps } from "./field.tsx";
export { InputsGallery } from "./Gallery.tsx";
export { NumberInput, type NumberInputProps, type NumberValueDetails } from "./NumberInput.tsx";
export { inputStrings } from "./strings.ts";
export {
  PatternInput,
  type PatternInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from "./TextInput.tsx";
export { DIGITS_ONLY } from "./textRules.ts";
