import type { ResultOf } from "@graphql-typed-document-node/core";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useClient } from "urql";
import { systemEnums } from "../../../../domain/enums.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate } from "../../../../domain/format.ts";
import {
  MAX_MONTHLY_WAGES,
  NOT_EMPLOYMENT,
  type ThrContract,
} from "../../../../domain/overtime/thr.ts";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { CurrencyInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { useCalculatorText } from "../messages.ts";
import {
  EMPTY_THR_FORM,
  type FormErrors,
  formatMoney,
  paidDaily,
  paidMonthly,
  type ThrForm,
  thrRequest,
} from "../model/forms.ts";
import { fieldErrorsOf, Radios } from "./Radios.tsx";
import * as s from "./styles.ts";

const ThrCalculatorQuery = graphql(/* GraphQL */ `
  query ThrCalculatorSimulate($input: ThrSimulationInput!) {
    simulateThr(input: $input) {
      entitled
      monthsOfService
      wageBase
      amount
      payBy
      fine
    }
  }
`);

type Simulation = ResultOf<typeof ThrCalculatorQuery>["simulateThr"];

const FORM_KEY = "form";
const FIELDS = [
  "contract",
  "joinDate",
  "holidayDate",
  "paidDate",
  "basic",
  "fixedAllowances",
  "monthlyWages",
];
const isFormField = (key: string) => FIELDS.includes(key) || key.startsWith("monthlyWages.");

/** Permenaker 6/2016 THR of one worker, through the gateway's `simulateThr`. */
export function ThrCalculator() {
  const text = useCalculatorText();
  const { language } = useI18n();
  const client = useClient();
  const titleId = useId();
  const [form, setForm] = useState<ThrForm>(EMPTY_THR_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ simulation: Simulation; contract: ThrContract } | null>(
    null,
  );
  const update = (change: Partial<ThrForm>) => setForm((current) => ({ ...current, ...change }));
  const setWage = (index: number, value: string) =>
    update({ monthlyWages: form.monthlyWages.map((wage, i) => (i === index ? value : wage)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = thrRequest(form, language, text.required);
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      return;
    }
    setErrors({});
    setRunning(true);
    try {
      const answer = await client
        .query(
          ThrCalculatorQuery,
          { input: checked.input },
          { requestPolicy: "network-only", silent: true },
        )
        .toPromise();
      if (answer.error) {
        const fields = fieldErrorsOf(answer.error);
        setErrors(
          Object.keys(fields).length ? fields : { [FORM_KEY]: extractErrorMessage(answer.error) },
        );
        setResult(null);
        return;
      }
      const simulation = answer.data?.simulateThr;
      setResult(simulation ? { simulation, contract: checked.input.contract } : null);
    } finally {
      setRunning(false);
    }
  }

  const formError = Object.entries(errors)
    .filter(([key]) => !isFormField(key))
    .map(([key, message]) => (key === FORM_KEY || key === "body" ? message : `${key} ${message}`))
    .join(" ");
  const fieldError = (key: string) =>
    errors[key] ? { invalid: true, errorText: errors[key] } : {};
  const date = (key: "joinDate" | "holidayDate" | "paidDate") => ({
    value: form[key] ? [form[key]] : [],
    onValueChange: (dates: { toString(): string }[]) =>
      update({ [key]: dates[0]?.toString() ?? "" }),
    ...fieldError(key),
  });

  return (
    <section className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.cardTitle}>
        {text.thrTitle}
      </h2>
      <p className={s.intro}>{text.thrIntro}</p>
      <form onSubmit={submit} noValidate className={s.form} aria-labelledby={titleId}>
        {formError && (
          <Banner variant="danger" size="small">
            {formError}
          </Banner>
        )}
        <Radios
          legend={text.contract}
          name="thr-contract"
          value={form.contract}
          options={systemEnums.contract_type.map((entry) => ({
            value: entry.value as ThrContract,
            label: entry.label[language],
          }))}
          onChange={(contract) => update({ contract })}
          error={errors["contract"]}
        />
        <div className={s.fields}>
          <DatePicker label={text.joinDate} required {...date("joinDate")} />
          <DatePicker label={text.holidayDate} required {...date("holidayDate")} />
          <div>
            <DatePicker label={text.paidDate} {...date("paidDate")} />
            <p className={s.help}>{text.paidDateHelp}</p>
          </div>
          {paidMonthly(form.contract) && (
            <>
              <CurrencyInput
                label={text.basic}
                required
                min={0}
                value={form.basic}
                onValueChange={({ value }) => update({ basic: value })}
                {...fieldError("basic")}
              />
              <CurrencyInput
                label={text.fixedAllowances}
                min={0}
                value={form.fixedAllowances}
                onValueChange={({ value }) => update({ fixedAllowances: value })}
                {...fieldError("fixedAllowances")}
              />
            </>
          )}
        </div>
        {paidDaily(form.contract) && (
          <fieldset className={s.radios}>
            <legend className={s.legend}>{text.monthlyWages}</legend>
            <p className={s.help}>{text.monthlyWagesHelp}</p>
            <div className={s.wageRows}>
              {form.monthlyWages.map((wage, index) => (
                // Rows are positions (month 1, month 2, …): the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className={s.wageRow}>
                  <CurrencyInput
                    className={s.grow}
                    label={text.monthWage(index + 1)}
                    min={0}
                    value={wage}
                    onValueChange={({ value }) => setWage(index, value)}
                    {...fieldError(`monthlyWages.${index}`)}
                  />
                  {form.monthlyWages.length > 1 && (
                    <Button
                      variant="secondary"
                      aria-label={text.removeMonth(index + 1)}
                      onClick={() =>
                        update({ monthlyWages: form.monthlyWages.filter((_, i) => i !== index) })
                      }
                    >
                      <Trash2 size={16} aria-hidden />
                    </Button>
                  )}
                </div>
              ))}
            </div>
            {errors["monthlyWages"] && <p className={s.fieldError}>{errors["monthlyWages"]}</p>}
            <div>
              <Button
                variant="secondary"
                disabled={form.monthlyWages.length >= MAX_MONTHLY_WAGES}
                onClick={() => update({ monthlyWages: [...form.monthlyWages, ""] })}
              >
                {text.addMonth}
              </Button>
            </div>
          </fieldset>
        )}
        <div>
          <Button type="submit" disabled={running}>
            {running ? text.calculating : text.calculate}
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={running}>
        {running ? (
          <SkeletonLines count={5} />
        ) : (
          result && <ThrResult simulation={result.simulation} contract={result.contract} />
        )}
      </div>
    </section>
  );
}

function ThrResult({ simulation, contract }: { simulation: Simulation; contract: ThrContract }) {
  const text = useCalculatorText();
  const note = NOT_EMPLOYMENT.includes(contract)
    ? text.notEmployment
    : !simulation.entitled
      ? text.underOneMonth
      : simulation.monthsOfService < 12
        ? text.prorated(simulation.monthsOfService)
        : null;
  const rows: [string, string][] = [
    [text.entitled, simulation.entitled ? text.yes : text.no],
    [text.monthsOfService, String(simulation.monthsOfService)],
    [text.wageBase, formatMoney(simulation.wageBase, false)],
    [text.amount, formatMoney(simulation.amount, false)],
    [text.payBy, formatDate(simulation.payBy)],
    [text.fine, formatMoney(simulation.fine, false)],
  ];
  return (
    <div className={s.results} data-testid="thr-result">
      {note && (
        <Banner variant={simulation.entitled ? "information" : "warning"} size="small">
          {note}
        </Banner>
      )}
      {simulation.fine > 0 && (
        <Banner variant="warning" size="small">
          {text.late}
        </Banner>
      )}
      <dl className={s.summary} aria-label={text.thrResultLabel}>
        {rows.map(([label, value]) => (
          <div key={label} className={s.summaryRow}>
            <dt>{label}</dt>
            <dd className={s.amount}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
