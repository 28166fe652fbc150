import type { ReactNode } from "react";
import {
  INDONESIAN_TIMEZONES,
  type PlaceInput,
  timezoneForProvince,
  timezoneLabelOf,
} from "../../../domain/workforce/org.ts";
import { css } from "../../../styled-system/css";
import { Textarea, TextInput } from "../../ui/inputs/index.ts";
import { Select } from "../../ui/select/index.ts";
import { FieldError } from "./FieldError.tsx";
import { RegionSelects } from "./regions.tsx";
import { commonText, useText } from "./text.ts";
import type { FormErrorsControls } from "./useFormErrors.ts";

/** The values of the branch and merchant forms as typed (strings; empty is none). */
export type PlaceDraft = {
  code: string;
  name: string;
  address: string;
  provinceId: string | null;
  cityId: string | null;
  latitude: string;
  longitude: string;
  /** WIB / WITA / WIT; null follows the province. */
  timezone: string | null;
  status: string;
};

export const EMPTY_PLACE: PlaceDraft = {
  code: "",
  name: "",
  address: "",
  provinceId: null,
  cityId: null,
  latitude: "",
  longitude: "",
  timezone: null,
  status: "active",
};

type PlaceRow = {
  code: string;
  name: string;
  address: string;
  provinceId?: string | null;
  cityId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  timezoneLabel: string;
  status: string;
};

/** A saved branch or merchant as the form's starting values. */
export function placeDraftOf(row: PlaceRow): PlaceDraft {
  return {
    code: row.code,
    name: row.name,
    address: row.address,
    provinceId: row.provinceId ?? null,
    cityId: row.cityId ?? null,
    latitude: row.latitude === null || row.latitude === undefined ? "" : String(row.latitude),
    longitude: row.longitude === null || row.longitude === undefined ? "" : String(row.longitude),
    timezone: row.timezoneLabel,
    status: row.status,
  };
}

/** The draft as the domain validation and the GraphQL input take it. */
export function placeInputOf(draft: PlaceDraft): PlaceInput & {
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
} {
  const number = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
  return {
    code: draft.code.trim().toUpperCase(),
    name: draft.name.trim(),
    address: draft.address.trim(),
    provinceId: draft.provinceId,
    cityId: draft.cityId,
    latitude: number(draft.latitude),
    longitude: number(draft.longitude),
    timezone: draft.timezone,
    status: draft.status,
  };
}

export type PlaceFieldsProps = {
  draft: PlaceDraft;
  onChange: (draft: PlaceDraft) => void;
  errors: FormErrorsControls;
  /** Whether the status can be chosen (on edit). */
  withStatus: boolean;
  statusOptions: { value: string; label: string }[];
  /** Fields placed after the name (a merchant's branch). */
  extra?: ReactNode;
};

/** Code, name, address, province and city, coordinates, time zone and status. */
export function PlaceFields({
  draft,
  onChange,
  errors,
  withStatus,
  statusOptions,
  extra,
}: PlaceFieldsProps) {
  const t = useText(commonText);
  const set = (patch: Partial<PlaceDraft>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    onChange({ ...draft, ...patch });
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };
  const provinceZone = timezoneLabelOf(timezoneForProvince(draft.provinceId));
  const timezoneOptions = INDONESIAN_TIMEZONES.map((zone) => ({
    value: zone.label,
    label: `${zone.label} (UTC${zone.offset})`,
  }));
  const mapLink = mapUrl(draft.latitude, draft.longitude);

  return (
    <div className={grid}>
      <TextInput
        label={t.code}
        required
        value={draft.code}
        onValueChange={(code) => set({ code: code.toUpperCase() })}
        helperText={t.codeHint}
        {...fieldError("code", t.code)}
      />
      <TextInput
        label={t.name}
        required
        maxLength={120}
        value={draft.name}
        onValueChange={(name) => set({ name })}
        {...fieldError("name", t.name)}
      />
      {extra}
      <Textarea
        label={t.address}
        maxLength={500}
        rows={2}
        value={draft.address}
        onValueChange={(address) => set({ address })}
        className={wide}
        {...fieldError("address", t.address)}
      />
      <RegionSelects
        className={pairWide}
        provinceId={draft.provinceId}
        cityId={draft.cityId}
        onChange={(region) => set(region)}
        errors={{
          provinceId: errors.fieldError("provinceId", t.province),
          cityId: errors.fieldError("cityId", t.city),
        }}
      />
      <TextInput
        label={t.latitude}
        inputMode="decimal"
        placeholder="-6.200000"
        value={draft.latitude}
        onValueChange={(latitude) => set({ latitude })}
        {...fieldError("latitude", t.latitude)}
      />
      <TextInput
        label={t.longitude}
        inputMode="decimal"
        placeholder="106.816666"
        value={draft.longitude}
        onValueChange={(longitude) => set({ longitude })}
        helperText={
          mapLink ? (
            <a href={mapLink} target="_blank" rel="noreferrer noopener" className={link}>
              {t.openMap}
            </a>
          ) : undefined
        }
        {...fieldError("longitude", t.longitude)}
      />
      <div>
        <Select
          label={t.timezone}
          options={timezoneOptions}
          value={draft.timezone}
          placeholder={`${t.timezoneFromProvince} (${provinceZone})`}
          invalid={errors.fieldError("timezone", t.timezone) !== undefined}
          onValueChange={(timezone) => set({ timezone })}
        />
        <FieldError message={errors.fieldError("timezone", t.timezone)} />
      </div>
      {withStatus && (
        <div>
          <Select
            label={t.status}
            options={statusOptions}
            value={draft.status}
            onValueChange={(status) => set({ status: status ?? "active" })}
          />
          <FieldError message={errors.fieldError("status", t.status)} />
        </div>
      )}
    </div>
  );
}

/** An OpenStreetMap link for a point, when both numbers read as coordinates. */
export function mapUrl(latitude: string | number | null, longitude: string | number | null) {
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (latitude === null || longitude === null || `${latitude}`.trim() === "") return undefined;
  if (`${longitude}`.trim() === "" || !Number.isFinite(lat) || !Number.isFinite(lon))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

const grid = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
const wide = css({ gridColumn: "1 / -1" });
const pairWide = css({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "16",
});
const link = css({ color: "brand", textDecoration: "underline" });
