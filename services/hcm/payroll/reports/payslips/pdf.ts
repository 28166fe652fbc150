import PDFDocument from "pdfkit";
import type { PayslipContent, PayslipRow } from "../../../../../domain/payroll/run/payslip.ts";

/**
 * Issue 17: a payslip's content (domain/payroll/run/payslip.ts, shared with the console's
 * preview) drawn as an A4 PDF with pdfkit's standard Helvetica: header (company, title, report
 * facts), the worker, the four sections with their totals, the take-home pay, and a "DRAFT"
 * watermark on every page of a report not finalised yet.
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 30;
const AMOUNT_WIDTH = 150;
const INK = "#1a1a1a";
const MUTED = "#666666";
const RULE = "#cccccc";
const BAND = "#eef2f7";

/**
 * The standard fonts speak WinAnsi only: letters with marks lose them, and anything else
 * outside Latin-1 becomes "?" rather than broken glyphs.
 */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x100 || "–—‘’“”•€…".includes(char)) {
      out += char;
      continue;
    }
    const bare = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += [...bare].every((c) => (c.codePointAt(0) ?? 0) < 0x100) && bare !== "" ? bare : "?";
  }
  return out;
}

/** The payslip as PDF bytes. `compress: false` keeps the content streams readable (tests). */
export function renderPayslipPdf(
  content: PayslipContent,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: winAnsi(`${content.title} ${content.reportName} ${content.worker[0]?.value ?? ""}`),
      Author: winAnsi(content.companyName),
      Creator: "Tenaga",
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const watermark = () => {
    if (!content.watermark) return;
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.font("Helvetica-Bold").fontSize(120).fillColor("#c8c8c8").fillOpacity(0.35);
    doc.text(content.watermark, 0, PAGE.height / 2 - 60, {
      width: PAGE.width,
      align: "center",
      lineBreak: false,
    });
    doc.restore();
    doc.fillOpacity(1);
  };
  watermark();
  doc.on("pageAdded", watermark);

  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };
  const write = (
    text: string,
    x: number,
    top: number,
    width: number,
    style: { size?: number; bold?: boolean; color?: string; align?: "left" | "right" } = {},
  ) => {
    doc
      .font(style.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(style.size ?? 9.5)
      .fillColor(style.color ?? INK)
      .text(winAnsi(text), x, top, {
        width,
        align: style.align ?? "left",
        lineBreak: false,
        ellipsis: true,
        height: (style.size ?? 9.5) * 1.4,
      });
  };
  const rule = (top: number, color = RULE) => {
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + WIDTH, top)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  };

  // Header: company and title.
  write(content.companyName, MARGIN, y, WIDTH - 160, { size: 15, bold: true });
  write(content.title, MARGIN + WIDTH - 160, y + 2, 160, { size: 14, bold: true, align: "right" });
  y += 24;
  write(content.reportName, MARGIN, y, WIDTH, { size: 10, color: MUTED });
  y += 18;
  rule(y, INK);
  y += 10;

  // Report facts (left) and worker facts (right).
  const column = (fields: PayslipContent["header"], x: number, top: number) => {
    const valueWidth = WIDTH / 2 - 100;
    let at = top;
    for (const field of fields) {
      write(field.label, x, at, 90, { size: 8.5, color: MUTED });
      // A long value (a long name, the account) wraps onto a second line rather than losing text.
      const value = winAnsi(field.value);
      doc.font("Helvetica").fontSize(9.5);
      const height = Math.min(doc.heightOfString(value, { width: valueWidth }), 9.5 * 1.2 * 2);
      doc.fillColor(INK).text(value, x + 90, at, { width: valueWidth, height, ellipsis: true });
      at += Math.max(15, height + 4);
    }
    return at;
  };
  const left = column(content.header, MARGIN, y);
  const right = column(content.worker, MARGIN + WIDTH / 2 + 5, y);
  y = Math.max(left, right) + 6;
  rule(y);
  y += 12;

  const amountRow = (row: PayslipRow, bold = false) => {
    room(16);
    write(row.label, MARGIN + 8, y, WIDTH - AMOUNT_WIDTH - 16, { bold });
    write(row.amount, MARGIN + WIDTH - AMOUNT_WIDTH - 8, y, AMOUNT_WIDTH, {
      bold,
      align: "right",
    });
    y += 15;
  };

  for (const section of content.sections) {
    room(22 + 16 * Math.min(section.rows.length + 2, 4));
    doc.rect(MARGIN, y - 3, WIDTH, 18).fill(BAND);
    write(section.title, MARGIN + 6, y, WIDTH - 12, { size: 10.5, bold: true });
    y += 19;
    if (section.note) {
      write(section.note, MARGIN + 8, y, WIDTH - 16, { size: 8, color: MUTED });
      y += 13;
    }
    for (const row of section.rows) amountRow(row);
    room(20);
    rule(y - 2);
    y += 3;
    amountRow(section.total, true);
    y += 8;
  }

  // Take-home pay.
  room(40);
  doc.rect(MARGIN, y, WIDTH, 30).fill("#dfe9f5");
  write(content.takeHome.label, MARGIN + 10, y + 9, WIDTH - AMOUNT_WIDTH - 20, {
    size: 12,
    bold: true,
  });
  write(content.takeHome.amount, MARGIN + WIDTH - AMOUNT_WIDTH - 10, y + 9, AMOUNT_WIDTH, {
    size: 12,
    bold: true,
    align: "right",
  });
  y += 44;
  room(14);
  write(content.footer, MARGIN, y, WIDTH, { size: 8, color: MUTED });

  doc.end();
  return done;
}
