import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { Button } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { useText } from "../../org-common/index.ts";
import { inputName } from "../model/inputNames.ts";
import {
  groupLines,
  type InputValue,
  inputsOf,
  isMoneyInput,
  type LineGroup,
  type LineLike,
  lineErrorIn,
  lineLabelIn,
} from "../model/lines.ts";
import { type ReportDetailText, reportDetailText } from "./text.ts";

export type WorkerLine = {
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
  branchName?: string | null;
  basicSalary: number;
  gross: number;
  taxableGross: number;
  employeePension: number;
  pph21: number;
  employeeDeductions: number;
  employerContributions: number;
  net: number;
  bpjs: Record<
    | "kesehatanWorker"
    | "kesehatanEmployer"
    | "jhtWorker"
    | "jhtEmployer"
    | "jpWorker"
    | "jpEmployer"
    | "jkk"
    | "jkm",
    number
  >;
  lines: LineLike[];
  inputs: string;
  errorCode?: string | null;
  errorReason?: string | null;
  paymentMethod?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  eWallet?: string | null;
};

export type WorkerLinesPanelProps = {
  worker: WorkerLine | null;
  onClose: () => void;
  onDownloadPayslip?: (worker: WorkerLine) => void;
};

/**
 * One worker's line of the report (issue 17 "every figure can be explained"): the figures
 * grouped as earnings, deductions, employer contributions and tax, each with the rule that
 * produced it and that rule's inputs, then the facts the run used.
 */
export function WorkerLinesPanel({ worker, onClose, onDownloadPayslip }: WorkerLinesPanelProps) {
  const t = useText(reportDetailText);
  return (
    <Modal
      open={worker !== null}
      onClose={onClose}
      size="x-large"
      title={worker ? t.linesTitle(worker.agentName) : ""}
      description={
        worker
          ? [worker.employeeNumber, worker.branchName].filter(Boolean).join(" · ") || undefined
          : undefined
      }
      footer={
        <div className={footer}>
          {worker && onDownloadPayslip && !worker.errorCode && (
            <Button variant="secondary" onClick={() => onDownloadPayslip(worker)}>
              {t.downloadPayslip(worker.agentName)}
            </Button>
          )}
          <Button onClick={onClose}>{t.close}</Button>
        </div>
      }
    >
      {worker && <WorkerLinesBody worker={worker} t={t} />}
    </Modal>
  );
}

const GROUP_TITLES: Record<LineGroup, keyof ReportDetailText> = {
  earning: "earnings",
  deduction: "deductionLines",
  employer: "employerLines",
  tax: "taxLines",
  info: "infoLines",
};

function WorkerLinesBody({ worker, t }: { worker: WorkerLine; t: ReportDetailText }) {
  const { language } = useI18n();
  const groups = groupLines(worker.lines);
  const facts = inputsOf(worker.inputs);
  const summary: [string, string][] = [
    [t.basicSalary, formatRupiah(worker.basicSalary)],
    [t.gross, formatRupiah(worker.gross)],
    [t.taxableGross, formatRupiah(worker.taxableGross)],
    [t.deductions, formatRupiah(worker.employeeDeductions)],
    [t.pph21, formatRupiah(worker.pph21)],
    [t.employerContributions, formatRupiah(worker.employerContributions)],
    [t.net, formatRupiah(worker.net)],
  ];
  return (
    <div className={body} data-testid="worker-lines">
      {worker.errorCode && (
        <p role="alert" className={errorText}>
          <Badge color="red">{lineErrorIn(worker.errorCode, language)}</Badge>{" "}
          {worker.errorReason ?? ""}
        </p>
      )}
      <dl className={summaryGrid}>
        {summary.map(([label, value]) => (
          <div key={label} className={summaryItem}>
            <dt className={term}>{label}</dt>
            <dd className={figure}>{value}</dd>
          </div>
        ))}
      </dl>
      {(["earning", "deduction", "employer", "tax"] as const).map((group) => (
        <LineSection
          key={group}
          title={t[GROUP_TITLES[group]] as string}
          lines={groups[group]}
          t={t}
        />
      ))}
      {groups.info.length > 0 && <LineSection title={t.infoLines} lines={groups.info} t={t} />}
      {facts.length > 0 && (
        <section aria-label={t.facts} className={section}>
          <h3 className={subheading}>{t.facts}</h3>
          <InputList inputs={facts} />
        </section>
      )}
    </div>
  );
}

function LineSection({
  title,
  lines,
  t,
}: {
  title: string;
  lines: readonly LineLike[];
  t: ReportDetailText;
}) {
  const { language } = useI18n();
  return (
    <section aria-label={title} className={section}>
      <h3 className={subheading}>{title}</h3>
      {lines.length === 0 ? (
        <p className={muted}>{t.noLines}</p>
      ) : (
        <ul className={lineList}>
          {keyed(lines).map(([key, line]) => {
            const inputs = inputsOf(line.inputs);
            return (
              <li key={key} className={lineItem} data-code={line.code}>
                <div className={lineHead}>
                  <span className={lineName}>
                    {lineLabelIn(line, language)}
                    {line.type === "earning" && line.taxable === false && (
                      <Badge color="grey" size="small" className={badgeGap}>
                        {t.notTaxable}
                      </Badge>
                    )}
                  </span>
                  <span className={figure}>{formatRupiah(line.amount)}</span>
                </div>
                <p className={ruleText}>
                  <span className={term}>{t.rule}: </span>
                  <span data-testid="line-rule">{line.rule}</span>
                </p>
                {inputs.length > 0 && <InputList inputs={inputs} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Lines with a key of their code and its occurrence (two adjustments may share a code). */
function keyed(lines: readonly LineLike[]): [string, LineLike][] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const n = (seen.get(line.code) ?? 0) + 1;
    seen.set(line.code, n);
    return [`${line.code}#${n}`, line];
  });
}

function InputList({ inputs }: { inputs: readonly [string, InputValue][] }) {
  const { language } = useI18n();
  return (
    <dl className={inputGrid}>
      {inputs.map(([name, value]) => (
        <div key={name} className={inputItem}>
          <dt className={inputLabel}>{inputName(name, language)}</dt>
          <dd className={inputValue}>{showInput(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function showInput(name: string, value: InputValue): string {
  if (value === null) return "-";
  if (typeof value === "string" && ISO_DATE.test(value)) return formatDate(value);
  if (isMoneyInput(name, value)) return formatRupiah(value as number);
  if (typeof value === "number")
    return Number.isInteger(value)
      ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".")
      : String(value).replace(".", ",");
  return String(value);
}

const body = css({ display: "flex", flexDirection: "column", gap: "16" });
const footer = css({ display: "flex", gap: "12", justifyContent: "flex-end", width: "100%" });
const section = css({ display: "flex", flexDirection: "column", gap: "8" });
const subheading = css({ fontSize: "md", fontWeight: "700" });
const muted = css({ fontSize: "sm", color: "muted" });
const term = css({ color: "muted", fontWeight: "600" });
const figure = css({ fontVariantNumeric: "tabular-nums", fontWeight: "600" });
const errorText = css({ color: "red.800", fontSize: "sm" });
const summaryGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: "12",
  fontSize: "sm",
});
const summaryItem = css({ display: "flex", flexDirection: "column", gap: "2" });
const lineList = css({ display: "flex", flexDirection: "column", gap: "8", listStyle: "none" });
const lineItem = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "12",
  display: "flex",
  flexDirection: "column",
  gap: "4",
  fontSize: "sm",
});
const lineHead = css({ display: "flex", justifyContent: "space-between", gap: "12" });
const lineName = css({ fontWeight: "600" });
const badgeGap = css({ marginInlineStart: "8" });
const ruleText = css({ fontSize: "sm" });
const inputGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: "4",
  fontSize: "xs",
});
const inputItem = css({ display: "flex", gap: "4", flexWrap: "wrap" });
const inputLabel = css({ color: "muted" });
const inputValue = css({ fontVariantNumeric: "tabular-nums" });
