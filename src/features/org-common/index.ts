export { CoveragePickers, type CoverageTexts } from "./CoveragePickers.tsx";
export { plainDateOf, todayIso } from "./dates.ts";
export { EntityPicker, type EntityPickerSource } from "./EntityPicker.tsx";
export { EnumBadge, TimezoneBadge, useEnumOptions } from "./enums.tsx";
export { FieldError } from "./FieldError.tsx";
export { FormModal } from "./FormModal.tsx";
export { errorCode, formErrorsFrom } from "./fieldErrors.ts";
export { ListScreen, rowActions, SearchField, toolbarRow } from "./ListScreen.tsx";
export { intFilter, type ListUrlConfig } from "./listState.ts";
export { NoteDialog, type NoteDialogProps, type NoteTexts } from "./NoteDialog.tsx";
export { CityProvince, Coordinates, regionFilter } from "./PlaceCells.tsx";
export {
  EMPTY_PLACE,
  mapUrl,
  type PlaceDraft,
  PlaceFields,
  placeDraftOf,
  placeInputOf,
} from "./PlaceFields.tsx";
export { type RecordTexts, useRecordActions } from "./RecordActions.tsx";
export { RegionSelects } from "./regions.tsx";
export { SearchSelect } from "./SearchSelect.tsx";
export { commonText, useText } from "./text.ts";
export { useFormErrors } from "./useFormErrors.ts";
export { useClampedPage, useListState } from "./useListState.ts";
export { useHasMenu } from "./useMenus.ts";
