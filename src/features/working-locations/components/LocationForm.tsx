import { type FormEvent, useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { DEFAULT_RADIUS_METERS } from "../../../../domain/geo.ts";
import { validateWorkingLocation } from "../../../../domain/places.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { Button } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { commonText, FieldError, useFormErrors, useText } from "../../org-common/index.ts";
import {
  BranchChoicesQuery,
  CreateWorkingLocationMutation,
  MapSettingsQuery,
  UpdateWorkingLocationMutation,
} from "./documents.ts";
import { LocationMap } from "./LocationMap.tsx";
import { locationText } from "./text.ts";

export type SavedLocation = {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  status: string;
  branchIds: number[];
  assignmentIds: number[];
};

type Draft = {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  radiusMeters: string;
  branchIds: number[];
};

const draftOf = (location: SavedLocation | null): Draft => ({
  name: location?.name ?? "",
  address: location?.address ?? "",
  latitude: location ? String(location.latitude) : "",
  longitude: location ? String(location.longitude) : "",
  radiusMeters: String(location?.radiusMeters ?? DEFAULT_RADIUS_METERS),
  branchIds: location?.branchIds ?? [],
});

/** A decimal typed with a comma or a dot; blank is NaN (the rules say which field). */
const numberOf = (text: string) =>
  text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", "."));

export type LocationFormProps = {
  location: SavedLocation | null;
  onSaved: (saved: { id: number; name: string }) => void;
  onCancel: () => void;
};

/** The create and edit form: name, address, the pin (typed or clicked), radius, branches. */
export function LocationForm({ location, onSaved, onCancel }: LocationFormProps) {
  const t = useText(locationText);
  const c = useText(commonText);
  // The draft starts from the location as it was opened; the saved answer updating the cache
  // must not reset it (nor remount the form) before the save is reported.
  const [initial] = useState(() => draftOf(location));
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const errors = useFormErrors();
  const [{ data: mapData }] = useQuery({ query: MapSettingsQuery });
  const [{ data: branchData }] = useQuery({ query: BranchChoicesQuery });
  const [, create] = useMutation(CreateWorkingLocationMutation);
  const [, update] = useMutation(UpdateWorkingLocationMutation);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useConfirmLeave(dirty && !busy && !saved);
  // Leaves once the guard has seen the save (a render later), so it does not ask.
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const latitude = numberOf(draft.latitude);
  const longitude = numberOf(draft.longitude);
  const radius = numberOf(draft.radiusMeters);
  const centre =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  const branches = branchData?.branches.items ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name: draft.name,
      address: draft.address,
      latitude,
      longitude,
      radiusMeters: radius,
      branchIds: draft.branchIds,
      assignmentIds: location?.assignmentIds ?? [],
      ...(location
        ? { status: location.status === "inactive" ? ("inactive" as const) : ("active" as const) }
        : {}),
    };
    if (errors.showProblems(validateWorkingLocation(input).problems)) return;
    setBusy(true);
    const result = location
      ? await update({ id: location.id, input }).then((r) => ({
          error: r.error,
          saved: r.data?.updateWorkingLocation,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          saved: r.data?.createWorkingLocation,
        }));
    setBusy(false);
    if (result.error || !result.saved) {
      errors.showServerError(result.error);
      return;
    }
    setSaved({ id: result.saved.id, name: result.saved.name });
  };

  const field = (key: keyof Draft, label: string) => errors.fieldError(key, label);

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.tableLabel}>
      {errors.errors.form && Object.keys(errors.errors.fields).length === 0 && (
        <p role="alert" className={formError}>
          {errors.errors.form}
        </p>
      )}
      <div className={grid}>
        <div className={column}>
          <TextInput
            label={t.name}
            required
            maxLength={120}
            value={draft.name}
            onValueChange={(value) => set("name", value)}
            invalid={Boolean(field("name", t.name))}
            errorText={field("name", t.name)}
          />
          <TextInput
            label={t.address}
            maxLength={500}
            value={draft.address}
            onValueChange={(value) => set("address", value)}
            invalid={Boolean(field("address", t.address))}
            errorText={field("address", t.address)}
          />
          <div className={pair}>
            <TextInput
              label={t.latitude}
              required
              inputMode="decimal"
              value={draft.latitude}
              onValueChange={(value) => set("latitude", value)}
              invalid={Boolean(field("latitude", t.latitude))}
              errorText={field("latitude", t.latitude)}
            />
            <TextInput
              label={t.longitude}
              required
              inputMode="decimal"
              value={draft.longitude}
              onValueChange={(value) => set("longitude", value)}
              invalid={Boolean(field("longitude", t.longitude))}
              errorText={field("longitude", t.longitude)}
            />
          </div>
          <TextInput
            label={t.radius}
            required
            inputMode="numeric"
            value={draft.radiusMeters}
            onValueChange={(value) => set("radiusMeters", value)}
            helperText={t.radiusHint}
            invalid={Boolean(field("radiusMeters", t.radius))}
            errorText={field("radiusMeters", t.radius)}
          />
          <fieldset className={choices} data-field="branchIds">
            <legend className={legend}>{t.branches}</legend>
            <p className={hint}>{t.branchesHint}</p>
            {branches.map((branch) => (
              <div key={branch.id} className={choiceRow}>
                <label className={checkbox}>
                  <input
                    type="checkbox"
                    checked={draft.branchIds.includes(branch.id)}
                    onChange={(event) =>
                      set(
                        "branchIds",
                        event.target.checked
                          ? [...draft.branchIds, branch.id]
                          : draft.branchIds.filter((id) => id !== branch.id),
                      )
                    }
                  />
                  {branch.name} ({branch.code})
                </label>
                {branch.latitude != null && branch.longitude != null && (
                  <button
                    type="button"
                    className={linkButton}
                    onClick={() =>
                      setDraft((current) => ({
                        ...current,
                        latitude: String(branch.latitude),
                        longitude: String(branch.longitude),
                      }))
                    }
                  >
                    {t.pinAtBranch(branch.name)}
                  </button>
                )}
              </div>
            ))}
            <FieldError message={field("branchIds", t.branches)} />
          </fieldset>
        </div>
        <div className={column}>
          <p className={hint}>{t.mapHint}</p>
          {mapData && (
            <LocationMap
              label={t.mapLabel}
              tileUrl={mapData.mapSettings.tileUrl}
              attribution={mapData.mapSettings.attribution}
              centre={centre}
              radiusMeters={Number.isFinite(radius) ? radius : DEFAULT_RADIUS_METERS}
              onPick={(point) =>
                setDraft((current) => ({
                  ...current,
                  latitude: String(point.latitude),
                  longitude: String(point.longitude),
                }))
              }
            />
          )}
        </div>
      </div>
      <div className={footer}>
        <Button variant="secondary" onClick={onCancel}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const grid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" },
  gap: "24",
});
const column = css({ display: "flex", flexDirection: "column", gap: "12" });
const pair = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12" });
const choices = css({ display: "flex", flexDirection: "column", gap: "4" });
const choiceRow = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
const hint = css({ fontSize: "xs", color: "muted" });
const checkbox = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const linkButton = css({
  fontSize: "xs",
  color: "brand",
  textDecoration: "underline",
  cursor: "pointer",
});
const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
