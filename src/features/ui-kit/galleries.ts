import type { ComponentType } from "react";
import { DataTableGallery } from "../../ui/data-table/index.ts";
import { DatePickerGallery } from "../../ui/date-picker/index.ts";
import { InputsGallery } from "../../ui/inputs/index.ts";
import { MiscGallery } from "../../ui/misc/index.ts";
import { OverlaysGallery } from "../../ui/overlays/index.ts";
import { SelectGallery } from "../../ui/select/index.ts";
import { UploadGallery } from "../../ui/upload/index.ts";
import { ShellWidgetsGallery } from "./components/ShellWidgetsGallery.tsx";

export type Gallery = { id: string; title: string; Component: ComponentType };

/** Every widget area of src/ui, in the order the gallery shows them. */
export const GALLERIES: readonly Gallery[] = [
  { id: "data-table", title: "Data table", Component: DataTableGallery },
  { id: "select", title: "Select and multi-select", Component: SelectGallery },
  { id: "date-picker", title: "Date picker", Component: DatePickerGallery },
  { id: "inputs", title: "Inputs", Component: InputsGallery },
  { id: "overlays", title: "Modal, image preview, tooltip", Component: OverlaysGallery },
  { id: "upload", title: "Image upload with crop", Component: UploadGallery },
  {
    id: "misc",
    title: "Transfer, timeline, stepper, tabs, badge, banner, progress, avatar",
    Component: MiscGallery,
  },
  { id: "shell", title: "Toasts, modals, skeletons", Component: ShellWidgetsGallery },
];
