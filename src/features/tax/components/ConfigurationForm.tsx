import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { formatRupiah } from "../../../../domain/format.ts";
import {
  BIAYA_JABATAN_MODES,
  DEFAULT_FINAL_BANDS,
  FINAL_TAX_KINDS,
  type FinalTaxKind,
  type TaxConfigurationKind,
  TER_ROUNDINGS,
} from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import type { TaxConfigurationInput } from "../../../gql/graphql.ts";
import { Button } from "../../../ui/index.ts";
import { CurrencyInput, NumberInput, Textarea, TextInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { FieldError, useFormErrors, useText } from "../../org-common/index.ts";
import {
  bandDraftsOf,
  type ConfigurationDraft,
  configurationDraftOf,
  DESCRIPTION_MAX,
  NAME_MAX,
  type SavedConfiguration,
  validateConfiguration,
} from "../model/configurationForm.ts";
import { configText } from "./configText.ts";
import { CreateTaxConfigurationMutation, UpdateTaxConfigurationMutation } from "./documents.ts";

export type ConfigurationFormProps = {
  kind: TaxConfigurationKind;
  /** The configuration to edit; null creates one. */
  saved: (SavedConfiguration & { id: number; version: number }) | null;
  onSaved: (result: { id: number; name: string }) => void;
  onCancel: () => void;
};

/**
 * The create / edit form of a tax group configuration: name, the non-final settings
 * (REFERENCE.md §6.1–6.3, §2.4) or the final kind and its bands (§3.1), description, status.
 * SPEC §5 checks run before sending; the server's field problems show at their fields.
 */
export function ConfigurationForm({ kind, saved, onSaved, onCancel }: ConfigurationFormProps) {
  const t = useText(configText);
  const [initial] = useState(() => configurationDraftOf(saved, kind));
  const [draft, setDraft] = useState<ConfigurationDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const errors = useFormErrors();
  const [, create] = useMutation(CreateTaxConfigurationMutation);
  const [, update] = useMutation(UpdateTaxConfigurationMutation);
  useConfirmLeave(JSON.stringify(draft) !== JSON.stringify(initial) && !busy && !done);

  const set = <K extends keyof ConfigurationDraft>(key: K, value: ConfigurationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const setBand = (index: number, key: "upTo" | "ratePercent", value: string) => {
    setDraft((current) => ({
      ...current,
      bands: current.bands.map((band, i) => (i === index ? { ...band, [key]: value } : band)),
    }));
    errors.clear(`finalBands.${index}.${key}`);
    errors.clear("finalBands");
  };
  const setBands = (bands: ConfigurationDraft["bands"]) => {
    setDraft((current) => ({ ...current, bands }));
    errors.clear();
  };
  const fieldError = (field: string, label: string) => errors.fieldError(field, label);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input: checked, problems } = validateConfiguration(draft);
    if (errors.showProblems(problems)) return;
    // Checked: every band has its rate, so it is the GraphQL input.
    const input = checked as TaxConfigurationInput;
    setBusy(true);
    const result = saved
      ? await update({ id: saved.id, version: saved.version, input }).then((r) => ({
          error: r.error,
          data: r.data?.updateTaxConfiguration,
        }))
      : await create({ input }).then((r) => ({
          error: r.error,
          data: r.data?.createTaxConfiguration,
        }));
    setBusy(false);
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setDone(true);
    onSaved({ id: result.data.id, name: result.data.name });
  };

  const formMessage =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;
  const bandsError = fieldError("finalBands", t.bands);

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.kinds[kind]}>
      {formMessage && <Banner variant="danger" size="small" title={formMessage} />}
      <TextInput
        label={t.name}
        required
        maxLength={NAME_MAX}
        value={draft.name}
        onValueChange={(value) => set("name", value)}
        invalid={Boolean(fieldError("name", t.name))}
        errorText={fieldError("name", t.name)}
      />

      {kind === "pph21_non_final" ? (
        <>
          <fieldset className={group} data-field="terRounding">
            <legend className={legend}>{t.terRounding}</legend>
            {TER_ROUNDINGS.map((value) => (
              <label key={value} className={option}>
                <input
                  type="radio"
                  name="terRounding"
                  value={value}
                  checked={draft.terRounding === value}
                  onChange={() => set("terRounding", value)}
                />
                {t.terRoundings[value]}
              </label>
            ))}
            <p className={hint}>{t.terRoundingHelp}</p>
            <FieldError message={fieldError("terRounding", t.terRounding)} />
          </fieldset>
          <div className={group} data-field="noNpwpSurcharge">
            <label className={option}>
              <input
                type="checkbox"
                checked={draft.noNpwpSurcharge}
                aria-describedby="no-npwp-surcharge-help"
                onChange={(event) => set("noNpwpSurcharge", event.target.checked)}
              />
              {t.noNpwpSurcharge}
            </label>
            <p id="no-npwp-surcharge-help" className={hint}>
              {t.noNpwpSurchargeHelp}
            </p>
            <FieldError message={fieldError("noNpwpSurcharge", t.noNpwpSurcharge)} />
          </div>
          <fieldset className={group} data-field="biayaJabatanMode">
            <legend className={legend}>{t.biayaJabatanMode}</legend>
            {BIAYA_JABATAN_MODES.map((value) => (
              <label key={value} className={option}>
                <input
                  type="radio"
                  name="biayaJabatanMode"
                  value={value}
                  checked={draft.biayaJabatanMode === value}
                  onChange={() => set("biayaJabatanMode", value)}
                />
                {t.biayaJabatanModes[value]}
              </label>
            ))}
            <p className={hint}>{t.biayaJabatanHelp}</p>
            <FieldError message={fieldError("biayaJabatanMode", t.biayaJabatanMode)} />
          </fieldset>
        </>
      ) : (
        <>
          <fieldset className={group} data-field="finalKind">
            <legend className={legend}>{t.finalKind}</legend>
            {FINAL_TAX_KINDS.map((value) => (
              <label key={value} className={option}>
                <input
                  type="radio"
                  name="finalKind"
                  value={value}
                  checked={draft.finalKind === value}
                  onChange={() => {
                    // Another kind has other statutory bands: start from its defaults.
                    setDraft((current) => ({
                      ...current,
                      finalKind: value,
                      bands: bandDraftsOf(DEFAULT_FINAL_BANDS[value]),
                    }));
                    errors.clear();
                  }}
                />
                {t.finalKinds[value]}
              </label>
            ))}
            <FieldError message={fieldError("finalKind", t.finalKind)} />
          </fieldset>
          <BandsEditor
            finalKind={draft.finalKind}
            bands={draft.bands}
            onBand={setBand}
            onBands={setBands}
            fieldError={fieldError}
          />
          <FieldError message={bandsError} />
        </>
      )}

      <Textarea
        label={t.description}
        maxLength={DESCRIPTION_MAX}
        value={draft.description}
        onValueChange={(value) => set("description", value)}
        invalid={Boolean(fieldError("description", t.description))}
        errorText={fieldError("description", t.description)}
      />
      <fieldset className={group} data-field="status">
        <legend className={legend}>{t.status}</legend>
        <div className={row}>
          {(["active", "inactive"] as const).map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="status"
                value={value}
                checked={draft.status === value}
                onChange={() => set("status", value)}
              />
              {t.statuses[value]}
            </label>
          ))}
        </div>
        <FieldError message={fieldError("status", t.status)} />
      </fieldset>

      <div className={footer}>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : saved ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}

type BandsEditorProps = {
  finalKind: FinalTaxKind;
  bands: ConfigurationDraft["bands"];
  onBand: (index: number, key: "upTo" | "ratePercent", value: string) => void;
  onBands: (bands: ConfigurationDraft["bands"]) => void;
  fieldError: (field: string, label: string) => string | undefined;
};

/** The final-rate bands (PP 68/2009, REFERENCE.md §3.1): lowest first, the last open-ended. */
function BandsEditor({ finalKind, bands, onBand, onBands, fieldError }: BandsEditorProps) {
  const t = useText(configText);
  return (
    <fieldset className={group} data-field="finalBands">
      <legend className={legend}>{t.bands}</legend>
      <p className={hint}>{t.bandsHelp}</p>
      <table className={table} aria-label={t.bandsTable}>
        <thead>
          <tr>
            <th scope="col">{t.bandFrom}</th>
            <th scope="col">{t.bandUpTo}</th>
            <th scope="col">{t.bandRate}</th>
            <th scope="col">
              <span className={srOnly}>{t.delete}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band, index) => {
            const n = index + 1;
            const last = index === bands.length - 1;
            const previous = bands[index - 1]?.upTo ?? "";
            const upToError = fieldError(`finalBands.${index}.upTo`, t.bandUpToFor(n));
            const rateError = fieldError(`finalBands.${index}.ratePercent`, t.bandRateFor(n));
            return (
              // Rows have no identity of their own; their position is what the API names.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} data-testid="final-band">
                <td className={fromCell}>
                  {index === 0 ? formatRupiah(0) : previous ? t.above(formatRupiah(previous)) : "-"}
                </td>
                <td className={cell}>
                  <CurrencyInput
                    label={t.bandUpToFor(n)}
                    min={0}
                    placeholder={last ? t.noLimit : undefined}
                    value={band.upTo}
                    onValueChange={({ value }) => onBand(index, "upTo", value)}
                    invalid={Boolean(upToError)}
                    errorText={upToError}
                  />
                </td>
                <td className={cell}>
                  <NumberInput
                    label={t.bandRateFor(n)}
                    min={0}
                    max={100}
                    maxFractionDigits={2}
                    // Indonesian decimals (SPEC §9): "7,5"; a rate never reaches a thousand.
                    thousandSeparator
                    value={band.ratePercent}
                    onValueChange={({ value }) => onBand(index, "ratePercent", value)}
                    invalid={Boolean(rateError)}
                    errorText={rateError}
                  />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    disabled={bands.length === 1}
                    aria-label={t.removeBand(n)}
                    onClick={() => onBands(bands.filter((_, i) => i !== index))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={row}>
        <Button
          variant="secondary"
          onClick={() => onBands([...bands, { upTo: "", ratePercent: "" }])}
        >
          {t.addBand}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onBands(bandDraftsOf(DEFAULT_FINAL_BANDS[finalKind]))}
        >
          {t.resetBands}
        </Button>
      </div>
    </fieldset>
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
  maxWidth: "960px",
});
const group = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  border: "none",
  padding: "0",
});
const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const hint = css({ display: "block", fontSize: "xs", color: "muted", maxWidth: "720px" });
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const row = css({ display: "flex", gap: "16", flexWrap: "wrap" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    paddingX: "8",
    paddingY: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderBottomColor: "line",
    verticalAlign: "top",
  },
});
const fromCell = css({ whiteSpace: "nowrap", paddingTop: "16!" });
/** The column header names the input, so its own label is for screen readers only. */
const cell = css({
  minWidth: "180px",
  "& label": {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  },
});
const srOnly = css({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
