import { formatDate } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { FieldError, useText } from "../../org-common/index.ts";
import { BASIS_MAX, type RateDraft, rateInForce } from "../rules.ts";
import { hint } from "./PayrollComponentFormPage.tsx";
import { payrollComponentText } from "./text.ts";

export type RatesTableProps = {
  rates: readonly RateDraft[];
  onChange: (rates: RateDraft[], field?: string) => void;
  /** The message of a field (`rates.<i>.<field>`, or `rates`), led by its label. */
  fieldError: (field: string, label: string) => string | undefined;
  /** yyyy-MM-dd: the row in force on that day is marked. */
  today: string;
  /** Replaces the rows with the statutory ones, when there is such a timeline. */
  onReset?: (() => void) | undefined;
};

const EMPTY_RATE = (today: string): RateDraft => ({
  effectiveFrom: today,
  employerRate: "0",
  employeeRate: "0",
  employerAmount: "0",
  employeeAmount: "0",
  wageCap: "",
  minimumWageFloor: false,
  basis: "",
});

/**
 * The dated rates of a regulation-based component, every cell editable (REFERENCE.md §4):
 * percentages of the wage base for each side, flat monthly amounts, the wage cap and the
 * minimum-wage floor. Rows keep the order they are given in.
 */
export function RatesTable({ rates, onChange, fieldError, today, onReset }: RatesTableProps) {
  const t = useText(payrollComponentText);
  const current = rateInForce(rates, today);
  const setCell = <K extends keyof RateDraft>(index: number, key: K, value: RateDraft[K]) =>
    onChange(
      rates.map((rate, i) => (i === index ? { ...rate, [key]: value } : rate)),
      `rates.${index}.${key}`,
    );
  const columns = [
    ["effectiveFrom", t.effectiveFrom],
    ["employerRate", t.employerRate],
    ["employeeRate", t.employeeRate],
    ["employerAmount", t.employerAmount],
    ["employeeAmount", t.employeeAmount],
    ["wageCap", t.wageCap],
  ] as const;
  return (
    <fieldset className={wrap} data-field="rates">
      <legend className={legendText}>{t.rates}</legend>
      <p className={hint}>{t.ratesHint}</p>
      <div className={scroll}>
        <table className={table}>
          <thead>
            <tr>
              {columns.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                  {key === "wageCap" && <span className={hint}>{t.wageCapHint}</span>}
                </th>
              ))}
              <th scope="col">{t.minimumWageFloor}</th>
              <th scope="col">{t.basis}</th>
              <th scope="col">
                <span className={visuallyHidden}>{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, index) => {
              const n = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; dates may repeat while typed.
                <tr key={index} data-rate-row={n}>
                  {columns.map(([key, label]) => {
                    const name = t.rowLabel(label, n);
                    const error = fieldError(`rates.${index}.${key}`, name);
                    return (
                      <td key={key}>
                        <input
                          className={key === "effectiveFrom" ? dateInput : cellInput}
                          type={key === "effectiveFrom" ? "date" : "text"}
                          inputMode={
                            key === "effectiveFrom"
                              ? undefined
                              : key.endsWith("Rate")
                                ? "decimal"
                                : "numeric"
                          }
                          aria-label={name}
                          aria-invalid={Boolean(error)}
                          value={rate[key]}
                          onChange={(event) => setCell(index, key, event.target.value)}
                        />
                        {key === "effectiveFrom" && rate === current && (
                          <Badge color="green" size="small">
                            {t.inForce}
                          </Badge>
                        )}
                        {key === "effectiveFrom" && rate.effectiveFrom && (
                          <span className={hint}>{formatDate(rate.effectiveFrom)}</span>
                        )}
                        <FieldError message={error} />
                      </td>
                    );
                  })}
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t.rowLabel(t.minimumWageFloor, n)}
                      checked={rate.minimumWageFloor}
                      onChange={(event) => setCell(index, "minimumWageFloor", event.target.checked)}
                    />
                  </td>
                  <td>
                    <input
                      className={basisInput}
                      aria-label={t.rowLabel(t.basis, n)}
                      maxLength={BASIS_MAX}
                      value={rate.basis}
                      onChange={(event) => setCell(index, "basis", event.target.value)}
                    />
                    <FieldError
                      message={fieldError(`rates.${index}.basis`, t.rowLabel(t.basis, n))}
                    />
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t.removeRate(n)}
                      onClick={() =>
                        onChange(
                          rates.filter((_, i) => i !== index),
                          "rates",
                        )
                      }
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldError message={fieldError("rates", t.rates)} />
      <div className={buttons}>
        <Button
          variant="secondary"
          onClick={() => onChange([...rates, EMPTY_RATE(today)], "rates")}
        >
          {t.addRate}
        </Button>
        {onReset && (
          <Button variant="secondary" onClick={onReset}>
            {t.resetRates}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

const wrap = css({ display: "flex", flexDirection: "column", gap: "8", minWidth: 0 });
const legendText = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const scroll = css({ overflowX: "auto" });
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
const cellInput = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "4",
  width: "104px",
  _invalid: { borderColor: "danger" },
});
const dateInput = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "4",
  width: "150px",
  _invalid: { borderColor: "danger" },
});
const basisInput = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "8",
  paddingY: "4",
  width: "180px",
  _invalid: { borderColor: "danger" },
});
const buttons = css({ display: "flex", gap: "8" });
const visuallyHidden = css({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
