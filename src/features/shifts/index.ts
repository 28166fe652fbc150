export { ShiftFields, ShiftListQuery, type ShiftRow } from "./components/documents.ts";
export { ShiftsPage, type ShiftsPageProps, ShiftTimes } from "./components/ShiftsPage.tsx";
export { shiftText } from "./components/text.ts";
