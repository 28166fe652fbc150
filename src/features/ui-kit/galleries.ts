import type { ComponentType } from "react";
import { ShellWidgetsGallery } from "./components/ShellWidgetsGallery.tsx";

export type Gallery = { id: string; title: string; Component: ComponentType };

/** Every widget area of src/ui, in the order the gallery shows them. */
export const GALLERIES: readonly Gallery[] = [
  { id: "shell", title: "Toasts, modals, skeletons", Component: ShellWidgetsGallery },
];
