import type { AgentText } from "../../messages.ts";
import { type AgentFieldDef, customFieldName } from "../../model/agentForm.ts";

/** Each field's label, for rule messages that read after it ("NIK must be 16 digits"). */
export function fieldLabels(
  text: AgentText,
  fields: readonly AgentFieldDef[],
): Record<string, string> {
  return {
    fullName: text.fullName,
    nik: text.nik,
    phoneNumber: text.phone,
    email: text.email,
    birthDate: text.birthDate,
    gender: text.gender,
    joinDate: text.joinDate,
    contractType: text.contractType,
    contractStatus: text.contractStatus,
    branchId: text.branch,
    projectId: text.project,
    payrollGroupId: text.payrollGroup,
    paymentMethod: text.paymentMethod,
    accountName: text.accountName,
    accountNumber: text.accountNumber,
    bankName: text.bankName,
    eWallet: text.eWallet,
    walletPhoneNumber: text.walletPhone,
    domicileAddress: text.domicileAddress,
    domicileProvinceId: text.province,
    domicileCityId: text.city,
    vaccineStatus: text.vaccineStatus,
    selfieUrl: text.selfie,
    ptkpStatus: text.ptkpStatus,
    npwp: text.npwp,
    ...Object.fromEntries(fields.map((field) => [customFieldName(field.key), field.label])),
  };
}
