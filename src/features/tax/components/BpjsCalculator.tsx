import type { ResultOf } from "@graphql-typed-document-node/core";
import { type FormEvent, useId, useState } from "react";
import { useClient } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatRupiah } from "../../../../domain/format.ts";
import { JKK_RATE_CLASSES } from "../../../../domain/tax/index.ts";
import { graphql } from "../../../gql";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { CurrencyInput } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { useTaxText } from "../messages.ts";
import { MONTHS } from "../model/simulatorForm.ts";
import { Choice } from "./Choice.tsx";
import { fieldErrorsOf, formatPercent, simulatorYears } from "./shared.ts";
import * as s from "./styles.ts";

const TaxSimulatorBpjsQuery = graphql(/* GraphQL */ `
  query TaxSimulatorBpjs($input: BpjsSimulationInput!) {
    simulateBpjs(input: $input) {
      __typename
      ... on BpjsWageSimulation {
        employer {
          jkk
          jkm
          jht
          jp
          kes
        }
        employee {
          jht
          jp
          kes
        }
        taxableEmployerPremiums
        deductibleEmployeeContributions
        basis {
          kesWage
          kesWageCap
          jpWage
          jpWageCap
          jkkRatePercent
        }
      }
    }
  }
`);

type Wage = Extract<
  ResultOf<typeof TaxSimulatorBpjsQuery>["simulateBpjs"],
  { __typename: "BpjsWageSimulation" }
>;

type BpjsForm = {
  year: string | null;
  month: string | null;
  wage: string;
  jkkRatePercent: string | null;
  minimumWage: string;
  jkkRelief: boolean;
};

const FORM_KEY = "form";

/** One month's BPJS for a wage earner: employer and employee parts, programme by programme. */
export function BpjsCalculator() {
  const text = useTaxText();
  const client = useClient();
  const titleId = useId();
  const now = new Date();
  const [form, setForm] = useState<BpjsForm>({
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
    wage: "",
    jkkRatePercent: String(JKK_RATE_CLASSES[0]),
    minimumWage: "",
    jkkRelief: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Wage | null>(null);
  const update = (change: Partial<BpjsForm>) => setForm((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const key of ["year", "month", "wage", "jkkRatePercent"] as const)
      if (form[key] === null || form[key] === "") missing[key] = text.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setRunning(true);
    try {
      const input = {
        year: Number(form.year),
        month: Number(form.month),
        wage: Number(form.wage),
        jkkRatePercent: Number(form.jkkRatePercent),
        minimumWage: form.minimumWage === "" ? null : Number(form.minimumWage),
        jkkRelief: form.jkkRelief,
      };
      const answer = await client
        .query(TaxSimulatorBpjsQuery, { input }, { requestPolicy: "network-only", silent: true })
        .toPromise();
      if (answer.error) {
        const fields = fieldErrorsOf(answer.error);
        setErrors(
          fields.length
            ? Object.fromEntries(fields.map(({ field, message }) => [field, message]))
            : { [FORM_KEY]: extractErrorMessage(answer.error) },
        );
        setResult(null);
        return;
      }
      const simulation = answer.data?.simulateBpjs;
      setResult(simulation?.__typename === "BpjsWageSimulation" ? simulation : null);
    } finally {
      setRunning(false);
    }
  }

  // A field error the form has no field for (or the engine's message) goes on the form.
  const FIELDS = ["year", "month", "wage", "jkkRatePercent", "minimumWage"];
  const formError = Object.entries(errors)
    .filter(([key]) => !FIELDS.includes(key))
    .map(([key, message]) => (key === FORM_KEY || key === "body" ? message : `${key} ${message}`))
    .join(" ");

  return (
    <section className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.cardTitle}>
        {text.bpjsTitle}
      </h2>
      <p className={s.intro}>{text.bpjsIntro}</p>
      <form onSubmit={submit} noValidate className={s.form}>
        {formError && (
          <Banner variant="danger" size="small">
            {formError}
          </Banner>
        )}
        <div className={s.fields}>
          <Choice
            label={text.contributionYear}
            value={form.year}
            options={simulatorYears().map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(year) => update({ year })}
            error={errors["year"]}
          />
          <Choice
            label={text.contributionMonth}
            value={form.month}
            options={MONTHS.map((month) => ({
              value: String(month),
              label: text.monthNames[month - 1] ?? String(month),
            }))}
            onChange={(month) => update({ month })}
            error={errors["month"]}
          />
          <Choice
            label={text.jkkRate}
            value={form.jkkRatePercent}
            options={JKK_RATE_CLASSES.map((rate, index) => ({
              value: String(rate),
              label: text.jkkClass(
                formatPercent(rate).replace(" %", ""),
                text.riskLevels[index] ?? "",
              ),
            }))}
            onChange={(jkkRatePercent) => update({ jkkRatePercent })}
            error={errors["jkkRatePercent"]}
          />
          <CurrencyInput
            label={text.wage}
            min={0}
            value={form.wage}
            invalid={Boolean(errors["wage"])}
            errorText={errors["wage"]}
            onValueChange={({ value }) => update({ wage: value })}
          />
          <CurrencyInput
            label={text.minimumWage}
            min={0}
            value={form.minimumWage}
            invalid={Boolean(errors["minimumWage"])}
            errorText={errors["minimumWage"]}
            onValueChange={({ value }) => update({ minimumWage: value })}
          />
        </div>
        <label className={s.check}>
          <input
            type="checkbox"
            checked={form.jkkRelief}
            onChange={(event) => update({ jkkRelief: event.target.checked })}
          />
          {text.jkkRelief}
        </label>
        <div>
          <Button type="submit" disabled={running}>
            {running ? text.calculating : text.calculate}
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={running}>
        {running ? <SkeletonLines count={6} /> : result && <BpjsResult result={result} />}
      </div>
    </section>
  );
}

function BpjsResult({ result }: { result: Wage }) {
  const text = useTaxText();
  const rows = (["kes", "jkk", "jkm", "jht", "jp"] as const).map((programme) => ({
    programme,
    employer: result.employer[programme],
    employee: programme === "jkk" || programme === "jkm" ? null : result.employee[programme],
  }));
  const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
  return (
    <div className={s.results}>
      <div className={s.tableScroll}>
        <table className={s.table} aria-label={text.bpjsTitle} data-testid="bpjs-result">
          <thead>
            <tr>
              <th scope="col">{text.programme}</th>
              <th scope="col">{text.employer}</th>
              <th scope="col">{text.employee}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.programme}>
                <th scope="row">{text.programmes[row.programme]}</th>
                <td className={s.amount}>{formatRupiah(row.employer)}</td>
                <td className={s.amount}>
                  {row.employee === null ? "-" : formatRupiah(row.employee)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.totalRow}</th>
              <td className={s.amount}>{formatRupiah(sum(rows.map((r) => r.employer)))}</td>
              <td className={s.amount}>{formatRupiah(sum(rows.map((r) => r.employee)))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className={s.annual}>
        {(
          [
            [text.taxablePremiums, formatRupiah(result.taxableEmployerPremiums)],
            [text.deductible, formatRupiah(result.deductibleEmployeeContributions)],
            [text.kesBase, formatRupiah(result.basis.kesWage)],
            [text.jpCap, formatRupiah(result.basis.jpWageCap)],
            [text.jkkRate, formatPercent(result.basis.jkkRatePercent)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={s.annualRow}>
            <dt>{label}</dt>
            <dd className={s.amount}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
