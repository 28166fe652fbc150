export { SelectGallery } from "./Gallery.tsx";
export { MultiSelect, type MultiSelectProps } from "./MultiSelect.tsx";
export { Select, type SelectProps } from "./Select.tsx";
export type { MultiSelectMode } from "./selectionRules.ts";
export type { OptionItem, OptionLoader, OptionPage } from "./types.ts";
