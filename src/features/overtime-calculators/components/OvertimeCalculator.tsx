import type { ResultOf } from "@graphql-typed-document-node/core";
import { type FormEvent, useId, useState } from "react";
import { useClient } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { MAX_DAY_HOURS } from "../../../../domain/overtime/calculator.ts";
import { STATUTORY_DAY_TYPES, WORK_WEEKS } from "../../../../domain/overtime/ladder.ts";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { CurrencyInput, NumberInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { useCalculatorText } from "../messages.ts";
import {
  asksShortestDay,
  asksWeeklyHours,
  EMPTY_OVERTIME_FORM,
  type FormErrors,
  formatDecimal,
  formatMoney,
  type OvertimeForm,
  overtimeRequest,
} from "../model/forms.ts";
import { fieldErrorsOf, Radios } from "./Radios.tsx";
import * as s from "./styles.ts";

const OvertimeCalculatorQuery = graphql(/* GraphQL */ `
  query OvertimeCalculatorSimulate($input: OvertimeSimulationInput!) {
    simulateOvertime(input: $input) {
      baseMonthly
      hourlyWage
      breakdown {
        hours
        multiplier
      }
      multiplierUnits
      pay
      valid
      reasons
      mealRequired
    }
  }
`);

type Simulation = ResultOf<typeof OvertimeCalculatorQuery>["simulateOvertime"];

const FORM_KEY = "form";
const FIELDS = [
  "workWeek",
  "dayType",
  "holidayOnShortestDay",
  "hours",
  "wage",
  "wage.basic",
  "wage.fixedAllowances",
  "wage.nonFixedAllowances",
  "wage.dailyWage",
  "minimumWage",
  "weeklyOvertimeHoursSoFar",
  "rounding",
];

/** PP 35/2021 overtime pay of one day, through the gateway's `simulateOvertime`. */
export function OvertimeCalculator() {
  const text = useCalculatorText();
  const { language } = useI18n();
  const client = useClient();
  const titleId = useId();
  const [form, setForm] = useState<OvertimeForm>(EMPTY_OVERTIME_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ simulation: Simulation; exact: boolean } | null>(null);
  const update = (change: Partial<OvertimeForm>) =>
    setForm((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = overtimeRequest(form, language, text.required);
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
          OvertimeCalculatorQuery,
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
      const simulation = answer.data?.simulateOvertime;
      setResult(
        simulation ? { simulation, exact: (checked.input.rounding ?? "exact") === "exact" } : null,
      );
    } finally {
      setRunning(false);
    }
  }

  // A problem the form has no field for (or the service's message) goes on the form.
  const formError = Object.entries(errors)
    .filter(([key]) => !FIELDS.includes(key))
    .map(([key, message]) => (key === FORM_KEY || key === "body" ? message : `${key} ${message}`))
    .join(" ");
  const fieldError = (key: string) =>
    errors[key] ? { invalid: true, errorText: errors[key] } : {};

  return (
    <section className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.cardTitle}>
        {text.overtimeTitle}
      </h2>
      <p className={s.intro}>{text.overtimeIntro}</p>
      <form onSubmit={submit} noValidate className={s.form} aria-labelledby={titleId}>
        {formError && (
          <Banner variant="danger" size="small">
            {formError}
          </Banner>
        )}
        <div className={s.options}>
          <Radios
            legend={text.workWeek}
            name="overtime-work-week"
            value={form.workWeek}
            options={WORK_WEEKS.map((value) => ({ value, label: text.workWeeks[value] }))}
            onChange={(workWeek) => update({ workWeek })}
            error={errors["workWeek"]}
          />
          <Radios
            legend={text.dayType}
            name="overtime-day-type"
            value={form.dayType}
            options={STATUTORY_DAY_TYPES.map((value) => ({ value, label: text.dayTypes[value] }))}
            onChange={(dayType) => update({ dayType })}
            error={errors["dayType"]}
          />
          <Radios
            legend={text.wageKind}
            name="overtime-wage-kind"
            value={form.wageKind}
            options={[
              { value: "monthly", label: text.monthlyWage },
              { value: "daily", label: text.dailyWageKind },
            ]}
            onChange={(wageKind) => update({ wageKind })}
            error={errors["wage"]}
          />
          <Radios
            legend={text.rounding}
            name="overtime-rounding"
            value={form.rounding}
            options={[
              { value: "exact", label: text.roundingExact },
              { value: "hourly_truncated", label: text.roundingTruncated },
            ]}
            onChange={(rounding) => update({ rounding })}
            error={errors["rounding"]}
          />
        </div>
        {asksShortestDay(form) && (
          <label className={s.check}>
            <input
              type="checkbox"
              checked={form.holidayOnShortestDay}
              onChange={(event) => update({ holidayOnShortestDay: event.target.checked })}
            />
            {text.shortestDay}
          </label>
        )}
        <div className={s.fields}>
          <NumberInput
            label={text.hours}
            required
            min={0}
            max={MAX_DAY_HOURS}
            step={0.5}
            thousandSeparator
            maxFractionDigits={2}
            value={form.hours}
            helperText={
              form.dayType === "regular_working_day"
                ? text.hoursHelpWorkingDay
                : text.hoursHelpRestDay
            }
            onValueChange={({ value }) => update({ hours: value })}
            {...fieldError("hours")}
          />
          {asksWeeklyHours(form) && (
            <NumberInput
              label={text.weeklySoFar}
              min={0}
              thousandSeparator
              maxFractionDigits={2}
              value={form.weeklyOvertimeHoursSoFar}
              helperText={text.weeklySoFarHelp}
              onValueChange={({ value }) => update({ weeklyOvertimeHoursSoFar: value })}
              {...fieldError("weeklyOvertimeHoursSoFar")}
            />
          )}
          {form.wageKind === "monthly" ? (
            <>
              <CurrencyInput
                label={text.basic}
                required
                min={0}
                value={form.basic}
                onValueChange={({ value }) => update({ basic: value })}
                {...fieldError("wage.basic")}
              />
              <CurrencyInput
                label={text.fixedAllowances}
                min={0}
                value={form.fixedAllowances}
                onValueChange={({ value }) => update({ fixedAllowances: value })}
                {...fieldError("wage.fixedAllowances")}
              />
              <CurrencyInput
                label={text.nonFixedAllowances}
                min={0}
                value={form.nonFixedAllowances}
                helperText={text.nonFixedHelp}
                onValueChange={({ value }) => update({ nonFixedAllowances: value })}
                {...fieldError("wage.nonFixedAllowances")}
              />
            </>
          ) : (
            <CurrencyInput
              label={text.dailyWage}
              required
              min={0}
              value={form.dailyWage}
              helperText={text.dailyWageHelp}
              onValueChange={({ value }) => update({ dailyWage: value })}
              {...fieldError("wage.dailyWage")}
            />
          )}
          <CurrencyInput
            label={text.minimumWage}
            min={0}
            value={form.minimumWage}
            helperText={text.minimumWageHelp}
            onValueChange={({ value }) => update({ minimumWage: value })}
            {...fieldError("minimumWage")}
          />
        </div>
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
          result && <OvertimeResult simulation={result.simulation} exact={result.exact} />
        )}
      </div>
    </section>
  );
}

function OvertimeResult({ simulation, exact }: { simulation: Simulation; exact: boolean }) {
  const text = useCalculatorText();
  const money = (amount: number) => formatMoney(amount, exact);
  return (
    <div className={s.results} data-testid="overtime-result">
      {simulation.valid ? (
        <Banner variant="success" size="small">
          {text.valid}
        </Banner>
      ) : (
        <Banner variant="warning" size="small" title={text.invalidTitle}>
          <ul>
            {simulation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>{text.invalidNote}</p>
        </Banner>
      )}
      {simulation.mealRequired && (
        <Banner variant="information" size="small" title={text.mealTitle}>
          {text.meal}
        </Banner>
      )}
      <dl className={s.summary}>
        <div className={s.summaryRow}>
          <dt>{text.baseMonthly}</dt>
          <dd className={s.amount}>{money(simulation.baseMonthly)}</dd>
        </div>
        <div className={s.summaryRow}>
          <dt>{text.hourlyWage}</dt>
          <dd className={s.amount}>{money(simulation.hourlyWage)}</dd>
        </div>
      </dl>
      <div className={s.tableScroll}>
        <table className={s.table} aria-label={text.breakdownLabel}>
          <thead>
            <tr>
              <th scope="col">{text.band}</th>
              <th scope="col">{text.multiplier}</th>
              <th scope="col" className={s.amount}>
                {text.units}
              </th>
            </tr>
          </thead>
          <tbody>
            {simulation.breakdown.map((band) => (
              <tr key={band.multiplier}>
                <td>{formatDecimal(band.hours)}</td>
                <td>{text.times(formatDecimal(band.multiplier))}</td>
                <td className={s.amount}>{formatDecimal(band.hours * band.multiplier)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {text.totalUnits}
              </th>
              <td className={s.amount}>{formatDecimal(simulation.multiplierUnits)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {text.pay}
              </th>
              <td className={s.amount} data-testid="overtime-pay">
                {money(simulation.pay)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
