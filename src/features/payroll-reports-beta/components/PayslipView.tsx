import type { PayslipContent } from "../../../../domain/payroll/run/payslip.ts";
import { css } from "../../../../styled-system/css";

/**
 * A payslip in HTML from the shared content (domain/payroll/run/payslip.ts): the same
 * sections, rows and totals the PDF draws (services/hcm/payroll/reports/payslips/pdf.ts).
 */
export function PayslipView({ content }: { content: PayslipContent }) {
  return (
    <article className={sheet} aria-label={`${content.title} ${content.worker[0]?.value ?? ""}`}>
      {content.watermark && (
        <div className={watermark} aria-hidden="true">
          {content.watermark}
        </div>
      )}
      <header className={head}>
        <div>
          <p className={company}>{content.companyName}</p>
          <p className={muted}>{content.reportName}</p>
        </div>
        <h1 className={title}>{content.title}</h1>
      </header>
      <div className={facts}>
        <Fields fields={content.header} />
        <Fields fields={content.worker} />
      </div>
      {content.sections.map((section) => (
        <section key={section.key} className={block} aria-label={section.title}>
          <h2 className={band}>{section.title}</h2>
          {section.note && <p className={note}>{section.note}</p>}
          <table className={rows}>
            <tbody>
              {section.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's figures never reorder and their codes and labels may repeat
                <tr key={`${row.label}-${index}`}>
                  <td>{row.label}</td>
                  <td className={amount}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{section.total.label}</th>
                <td className={amount}>{section.total.amount}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ))}
      <div className={takeHome} data-testid="take-home">
        <span>{content.takeHome.label}</span>
        <span>{content.takeHome.amount}</span>
      </div>
      <p className={note}>{content.footer}</p>
    </article>
  );
}

function Fields({ fields }: { fields: PayslipContent["header"] }) {
  return (
    <dl className={fieldList}>
      {fields.map((field) => (
        <div key={field.label} className={fieldRow}>
          <dt className={muted}>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const sheet = css({
  position: "relative",
  overflow: "hidden",
  maxWidth: "794px",
  mx: "auto",
  p: "40",
  bg: "white",
  color: "ink",
  borderWidth: "1px",
  borderColor: "line",
  borderRadius: "4",
  display: "grid",
  gap: "16",
  fontSize: "sm",
  _print: { borderWidth: "0", p: "0", maxWidth: "none" },
});
const watermark = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: "120px",
  fontWeight: "800",
  color: "rgba(150, 150, 150, 0.18)",
  transform: "rotate(-35deg)",
  pointerEvents: "none",
  userSelect: "none",
});
const head = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  borderBottomWidth: "2px",
  borderColor: "ink",
  pb: "8",
});
const company = css({ fontSize: "xl", fontWeight: "700" });
const title = css({ fontSize: "lg", fontWeight: "700", letterSpacing: "0.05em" });
const muted = css({ color: "muted", fontSize: "xs" });
const facts = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "24" });
const fieldList = css({ display: "grid", gap: "4" });
const fieldRow = css({ display: "grid", gridTemplateColumns: "120px 1fr", gap: "8" });
const block = css({ display: "grid", gap: "4" });
const band = css({ bg: "blue.50", px: "8", py: "4", fontWeight: "700", fontSize: "md" });
const note = css({ color: "muted", fontSize: "xs", px: "8" });
const rows = css({
  width: "100%",
  borderCollapse: "collapse",
  "& td, & th": { px: "8", py: "4", textAlign: "left", fontWeight: "400" },
  "& tfoot th, & tfoot td": { fontWeight: "700", borderTopWidth: "1px", borderColor: "line" },
});
const amount = css({ textAlign: "right!", whiteSpace: "nowrap" });
const takeHome = css({
  display: "flex",
  justifyContent: "space-between",
  bg: "blue.100",
  px: "12",
  py: "10",
  fontSize: "lg",
  fontWeight: "700",
});
