import type { TaxConfigurationKind } from "../../../../domain/payroll/constants.ts";

/** SPEC §2 tax group configuration routes. */
export const TAX_MANAGEMENT_PATH = "/payroll/tax-group-configurations";
export const TAX_SIMULATOR_PATH = `${TAX_MANAGEMENT_PATH}/simulator`;
export const NON_FINAL_PATH = `${TAX_MANAGEMENT_PATH}/pph-21-tidak-final`;
export const FINAL_PATH = `${TAX_MANAGEMENT_PATH}/pph-21-final`;

/** The list, on the tab of a kind. */
export const listPathOf = (kind: TaxConfigurationKind) =>
  kind === "pph21_final" ? `${TAX_MANAGEMENT_PATH}?kind=pph21_final` : TAX_MANAGEMENT_PATH;

export const configurationPathOf = (kind: string, id: number) =>
  `${kind === "pph21_final" ? FINAL_PATH : NON_FINAL_PATH}/${id}`;

export const recordPathOf = (configurationId: number, recordId: number) =>
  `${NON_FINAL_PATH}/${configurationId}/employee-tax-record/${recordId}`;

/** A path segment that is a database id. */
export const isId = (text: string | undefined): boolean =>
  !!text && /^[0-9]{1,9}$/.test(text) && Number(text) > 0;
