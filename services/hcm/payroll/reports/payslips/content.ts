import type { Lang } from "../../../../../domain/enums.ts";
import { type PayslipContent, payslipContent } from "../../../../../domain/payroll/run/payslip.ts";
import type { PayslipLine, ReportHead } from "./repo.ts";

/** A stored line as the shared payslip content in `lang` (domain/payroll/run/payslip.ts). */
export const contentOf = (report: ReportHead, line: PayslipLine, lang: Lang): PayslipContent =>
  payslipContent(
    {
      companyName: report.companyName,
      report,
      detail: line,
      tax: { ptkpStatus: line.ptkpStatus, npwp: line.npwp },
    },
    lang,
  );
