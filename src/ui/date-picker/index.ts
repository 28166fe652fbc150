export { type DateLike, DatePicker, type DatePickerProps } from "./DatePicker.tsx";
export { DatePickerGallery } from "./Gallery.tsx";
export type { DatePickerMode, DatePickerType } from "./picking.ts";
