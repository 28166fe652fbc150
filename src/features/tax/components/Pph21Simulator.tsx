import type { ResultOf, VariablesOf } from "@graphql-typed-document-node/core";
import { type FormEvent, useId, useState } from "react";
import { useClient } from "urql";
import { systemEnums } from "../../../../domain/enums.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatRupiah } from "../../../../domain/format.ts";
import type { PtkpStatus } from "../../../../domain/tax/index.ts";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { CurrencyInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { type TaxText, useTaxText } from "../messages.ts";
import {
  type AmountField,
  cellKey,
  type FieldErrors,
  FORM_KEY,
  fillAllMonths,
  initialForm,
  MONTHS,
  placeServerErrors,
  reconciles,
  SCREEN_RECIPIENTS,
  type ScreenRecipient,
  type SimulatorForm,
  setAmount,
  toPph21Input,
  workedMonths,
} from "../model/simulatorForm.ts";
import { Choice } from "./Choice.tsx";
import { fieldErrorsOf, formatPercent, simulatorYears } from "./shared.ts";
import * as s from "./styles.ts";

const TaxSimulatorPph21Query = graphql(/* GraphQL */ `
  query TaxSimulatorPph21($input: Pph21SimulationInput!) {
    simulatePph21(input: $input) {
      __typename
      ... on MonthlyPph21Simulation {
        recipient
        category
        total
        noNpwpSurchargeApplied
        notes {
          code
          message
        }
        periods {
          month
          gross
          category
          ratePercent
          kind
          tax
          taxAllowance
          withheld
        }
        annual {
          gross
          jobExpense
          pensionCost
          pensionContributions
          zakat
          net
          netAnnualized
          monthsWorked
          ptkp
          taxableIncome
          fullYearTax
          annualTax
          withheldBefore
          lastPeriodTax
        }
      }
    }
  }
`);

type Answer = ResultOf<typeof TaxSimulatorPph21Query>["simulatePph21"];
type Simulation = Extract<Answer, { __typename: "MonthlyPph21Simulation" }>;
type Input = VariablesOf<typeof TaxSimulatorPph21Query>["input"];

function useSimulate() {
  const client = useClient();
  return async (input: Input) => {
    // `silent`: the form shows its own errors at the fields instead of the shell's toast.
    const answer = await client
      .query(TaxSimulatorPph21Query, { input }, { requestPolicy: "network-only", silent: true })
      .toPromise();
    return { result: answer.data?.simulatePph21 ?? null, error: answer.error ?? null };
  };
}

const AMOUNT_COLUMNS: readonly AmountField[] = ["gross", "employeePension", "zakat", "withheld"];

/** The PPh 21 simulator: the form, the month grid and the month-by-month answer. */
export function Pph21Simulator() {
  const text = useTaxText();
  const { language } = useI18n();
  const simulate = useSimulate();
  const [form, setForm] = useState<SimulatorForm>(() => initialForm(new Date().getFullYear()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Shown | null>(null);
  const titleId = useId();

  const update = (change: Partial<SimulatorForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const monthName = (month: number) => text.monthNames[month - 1] ?? String(month);
  const monthOptions = MONTHS.map((month) => ({ value: String(month), label: monthName(month) }));
  const worked = new Set(workedMonths(form));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const built = toPph21Input(form, {
      required: text.required,
      firstAfterLast: text.firstAfterLast,
    });
    if ("errors" in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setRunning(true);
    try {
      const { result: simulation, error } = await simulate(built.input);
      if (error) {
        const fields = fieldErrorsOf(error);
        setErrors(
          fields.length
            ? placeServerErrors(fields, built.months)
            : { [FORM_KEY]: extractErrorMessage(error) },
        );
        setResult(null);
      } else if (simulation?.__typename === "MonthlyPph21Simulation") {
        setResult({
          simulation,
          method: built.input.method,
          lastPeriod: built.input.lastPeriod ?? 12,
          lastMonth: built.months.at(-1) ?? null,
        });
      }
    } finally {
      setRunning(false);
    }
  }

  return (
    <section className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.cardTitle}>
        {text.pph21Title}
      </h2>
      <p className={s.intro}>{text.pph21Intro}</p>
      <form onSubmit={submit} noValidate className={s.form}>
        {errors[FORM_KEY] && (
          <Banner variant="danger" size="small">
            {errors[FORM_KEY]}
          </Banner>
        )}
        <div className={s.fields}>
          <Choice
            label={text.year}
            value={form.year === null ? null : String(form.year)}
            options={simulatorYears().map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(value) => update({ year: value === null ? null : Number(value) })}
            error={errors["year"]}
          />
          <Choice
            label={text.ptkp}
            value={form.ptkp}
            options={systemEnums.ptkp_status.map((entry) => ({
              value: entry.value,
              label: entry.label[language],
            }))}
            onChange={(value) => update({ ptkp: value as PtkpStatus | null })}
            error={errors["ptkp"]}
          />
          <Choice
            label={text.recipient}
            value={form.recipient}
            options={SCREEN_RECIPIENTS.map((value) => ({ value, label: text.recipients[value] }))}
            onChange={(value) => update({ recipient: value as ScreenRecipient | null })}
            error={errors["recipient"]}
          />
          <Choice
            label={text.firstMonth}
            value={String(form.firstMonth)}
            options={monthOptions}
            onChange={(value) => value && update({ firstMonth: Number(value) })}
            error={errors["firstMonth"]}
          />
          <Choice
            label={text.lastMonth}
            value={String(form.lastMonth)}
            options={monthOptions}
            onChange={(value) => value && update({ lastMonth: Number(value) })}
            error={errors["lastMonth"]}
          />
          {reconciles(form.recipient) && (
            <Choice
              label={text.subjective}
              value={form.subjectiveChange}
              options={[
                { value: "none", label: text.subjectiveNone },
                { value: "starts", label: text.subjectiveStarts },
                { value: "ends", label: text.subjectiveEnds },
              ]}
              onChange={(value) =>
                value && update({ subjectiveChange: value as SimulatorForm["subjectiveChange"] })
              }
              error={errors["subjectiveChange"]}
            />
          )}
        </div>
        <div className={s.options}>
          <fieldset className={s.radios}>
            <legend className={s.legend}>{text.method}</legend>
            {(
              [
                ["gross", text.methodGross],
                ["gross_up", text.methodGrossUp],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={s.check}>
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={form.method === value}
                  onChange={() => update({ method: value })}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <fieldset className={s.radios}>
            <legend className={s.legend}>{text.npwp}</legend>
            {(
              [
                [true, text.yes],
                [false, text.no],
              ] as const
            ).map(([value, label]) => (
              <label key={label} className={s.check}>
                <input
                  type="radio"
                  name="npwp"
                  checked={form.npwp === value}
                  onChange={() => update({ npwp: value })}
                />
                {label}
              </label>
            ))}
            {!form.npwp && (
              <label className={s.check}>
                <input
                  type="checkbox"
                  checked={form.noNpwpSurcharge}
                  onChange={(event) => update({ noNpwpSurcharge: event.target.checked })}
                />
                {text.surcharge}
              </label>
            )}
          </fieldset>
          {reconciles(form.recipient) && form.lastMonth < 12 && (
            <label className={s.check}>
              <input
                type="checkbox"
                checked={form.endsInLastMonth}
                onChange={(event) => update({ endsInLastMonth: event.target.checked })}
              />
              {text.endsInLastMonth(monthName(form.lastMonth))}
            </label>
          )}
        </div>

        <div className={s.tableScroll}>
          <table className={s.table} aria-label={text.grid}>
            <thead>
              <tr>
                <th scope="col">{text.month}</th>
                <th scope="col">{text.gross}</th>
                <th scope="col">{text.employeePension}</th>
                <th scope="col">{text.zakat}</th>
                <th scope="col">{text.withheld}</th>
              </tr>
            </thead>
            <tbody>
              <tr className={s.templateRow}>
                <th scope="row">{text.template}</th>
                {(["gross", "employeePension", "zakat"] as const).map((field) => (
                  <td key={field}>
                    <CurrencyInput
                      label={`${text.template}: ${text[field]}`}
                      className={s.cellInput}
                      min={0}
                      value={form.template[field]}
                      onValueChange={({ value }) =>
                        update({ template: { ...form.template, [field]: value } })
                      }
                    />
                  </td>
                ))}
                <td>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => setForm((current) => fillAllMonths(current))}
                  >
                    {text.fillAll}
                  </Button>
                </td>
              </tr>
              {MONTHS.map((month) => {
                const row = form.months[month - 1]!;
                const active = worked.has(month);
                return (
                  <tr key={month} data-worked={active}>
                    <th scope="row">{monthName(month)}</th>
                    {AMOUNT_COLUMNS.map((field) => {
                      const error = errors[cellKey(month, field)];
                      return (
                        <td key={field}>
                          {active ? (
                            <CurrencyInput
                              label={`${monthName(month)}: ${text[field]}`}
                              className={s.cellInput}
                              min={0}
                              value={row[field]}
                              invalid={Boolean(error)}
                              errorText={error}
                              onValueChange={({ value }) =>
                                setForm((current) => setAmount(current, month, field, value))
                              }
                            />
                          ) : field === "gross" ? (
                            <span className={s.muted}>{text.notWorked}</span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={s.help}>{text.grossHelp}</p>
        <div>
          <Button type="submit" disabled={running}>
            {running ? text.simulating : text.simulate}
          </Button>
        </div>
      </form>

      <div aria-live="polite" aria-busy={running}>
        {running ? <SkeletonLines count={8} /> : result && <Pph21Result shown={result} />}
      </div>
    </section>
  );
}

const ANNUAL_ROWS = [
  "gross",
  "jobExpense",
  "pensionCost",
  "pensionContributions",
  "zakat",
  "net",
  "netAnnualized",
  "monthsWorked",
  "ptkp",
  "taxableIncome",
  "fullYearTax",
  "annualTax",
  "withheldBefore",
  "lastPeriodTax",
] as const;

/** An answer with what was sent that its notes refer to. */
type Shown = {
  simulation: Simulation;
  method: string;
  /** The last tax period sent (12 unless the employment ends earlier). */
  lastPeriod: number;
  /** The last month sent. */
  lastMonth: number | null;
};

/** A note of the answer (why there is no reconciliation) in the screen's language. */
function noteText(note: Simulation["notes"][number], shown: Shown, text: TaxText): string {
  const monthName = (month: number) => text.monthNames[month - 1] ?? String(month);
  const recipient = shown.simulation.recipient;
  switch (note.code) {
    case "not_reconciled":
      return text.notReconciled(
        (SCREEN_RECIPIENTS as readonly string[]).includes(recipient)
          ? text.recipients[recipient as ScreenRecipient]
          : recipient,
      );
    case "last_period_not_reached":
      return shown.lastMonth === null
        ? note.message
        : text.lastPeriodNotReached(monthName(shown.lastPeriod), monthName(shown.lastMonth));
    default:
      return note.message;
  }
}

function Pph21Result({ shown }: { shown: Shown }) {
  const text = useTaxText();
  const { simulation } = shown;
  const grossUp = shown.method === "gross_up";
  const monthName = (month: number) => text.monthNames[month - 1] ?? String(month);
  return (
    <div className={s.results}>
      <h3 className={s.sectionTitle}>{text.results}</h3>
      <div className={s.tableScroll}>
        <table className={s.table} aria-label={text.results} data-testid="pph21-result">
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              <th scope="col">{text.gross}</th>
              <th scope="col">{text.category}</th>
              <th scope="col">{text.rate}</th>
              <th scope="col">{text.tax}</th>
              {grossUp && <th scope="col">{text.taxAllowance}</th>}
            </tr>
          </thead>
          <tbody>
            {simulation.periods.map((period) => (
              <tr key={period.month}>
                <th scope="row">{monthName(period.month)}</th>
                <td className={s.amount}>{formatRupiah(period.gross)}</td>
                <td>{period.category}</td>
                <td className={s.amount}>
                  {period.kind === "reconciliation"
                    ? text.reconciliation
                    : formatPercent(period.ratePercent)}
                </td>
                <td className={s.amount}>{formatRupiah(period.tax)}</td>
                {grossUp && <td className={s.amount}>{formatRupiah(period.taxAllowance ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {text.total}
              </th>
              <td className={s.amount} data-testid="pph21-total">
                {formatRupiah(simulation.total)}
              </td>
              {grossUp && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      {simulation.noNpwpSurchargeApplied && (
        <Banner variant="warning" size="small">
          {text.surchargeApplied}
        </Banner>
      )}
      <h3 className={s.sectionTitle}>{text.annualTitle}</h3>
      {simulation.annual ? (
        <dl className={s.annual} data-testid="pph21-annual">
          {ANNUAL_ROWS.map((key) => (
            <div key={key} className={s.annualRow}>
              <dt>{text.annual[key]}</dt>
              <dd className={s.amount}>
                {key === "monthsWorked"
                  ? simulation.annual![key]
                  : formatRupiah(simulation.annual![key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : simulation.notes.length > 0 ? (
        <div data-testid="pph21-notes">
          {simulation.notes.map((note) => (
            <Banner key={note.code} variant="information" size="small">
              {noteText(note, shown, text)}
            </Banner>
          ))}
        </div>
      ) : (
        <p className={s.muted}>{text.noAnnual}</p>
      )}
    </div>
  );
}
