import type { MemberRecipient } from "../../../../domain/payroll/constants.ts";
import type { FieldProblem } from "../../../../domain/workforce/org.ts";
import { amountText, parseAmount } from "./groupForm.ts";

/** PTKP statuses (PMK 101/2016) a member can have. */
export const PTKP_STATUSES = ["TK/0", "TK/1", "TK/2", "TK/3", "K/0", "K/1", "K/2", "K/3"] as const;
export const PAYMENT_METHODS = ["bank_transfer", "e_wallet", "cash"] as const;
export const E_WALLETS = ["gopay", "ovo", "dana", "shopeepay", "linkaja"] as const;

export type MemberDraft = {
  agentId: number | null;
  agentLabel: string;
  basicSalary: string;
  ptkp: string;
  recipient: MemberRecipient;
  /** componentId → typed amount; blank = the group's default. */
  amounts: Record<number, string>;
  /** "" = the worker's own account. */
  paymentMethod: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  eWallet: string;
  walletPhoneNumber: string;
  /** yyyy-MM-dd. */
  effectiveFrom: string;
};

export type SavedMember = {
  agentId: number;
  agentName: string;
  nik: string;
  basicSalary: number;
  ptkp: string;
  recipient: string;
  accountFromMember: boolean;
  paymentMethod?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  eWallet?: string | null;
  walletPhoneNumber?: string | null;
  components: { componentId: number; scheme: string; amount: number }[];
};

export function memberDraftOf(member: SavedMember | null, today: string): MemberDraft {
  const own = member?.accountFromMember ?? false;
  const ownText = (value: string | null | undefined) => (own ? (value ?? "") : "");
  return {
    agentId: member?.agentId ?? null,
    agentLabel: member ? `${member.agentName} (${member.nik})` : "",
    basicSalary: member ? amountText("Rp", member.basicSalary) : "",
    ptkp: member?.ptkp ?? "TK/0",
    recipient: (member?.recipient as MemberRecipient) ?? "permanent_employee",
    amounts: Object.fromEntries(
      (member?.components ?? []).map((c) => [c.componentId, amountText(c.scheme, c.amount)]),
    ),
    paymentMethod: ownText(member?.paymentMethod),
    bankName: ownText(member?.bankName),
    accountNumber: ownText(member?.accountNumber),
    accountName: ownText(member?.accountName),
    eWallet: ownText(member?.eWallet),
    walletPhoneNumber: ownText(member?.walletPhoneNumber),
    effectiveFrom: today,
  };
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The PayrollMemberInput of a draft (components: only the amounts typed). */
export function memberInputOf(
  draft: MemberDraft,
  groupComponents: readonly { componentId: number; scheme: string }[],
) {
  const account =
    draft.paymentMethod === ""
      ? {}
      : {
          paymentMethod: draft.paymentMethod,
          bankName: draft.paymentMethod === "bank_transfer" ? blankToNull(draft.bankName) : null,
          accountNumber:
            draft.paymentMethod === "bank_transfer" ? blankToNull(draft.accountNumber) : null,
          accountName:
            draft.paymentMethod === "bank_transfer" ? blankToNull(draft.accountName) : null,
          eWallet: draft.paymentMethod === "e_wallet" ? blankToNull(draft.eWallet) : null,
          walletPhoneNumber:
            draft.paymentMethod === "e_wallet" ? blankToNull(draft.walletPhoneNumber) : null,
        };
  return {
    agentId: draft.agentId ?? 0,
    basicSalary: parseAmount("Rp", draft.basicSalary) ?? Number.NaN,
    ptkp: draft.ptkp,
    recipient: draft.recipient,
    components: groupComponents.flatMap((component) => {
      const amount = parseAmount(component.scheme, draft.amounts[component.componentId] ?? "");
      return amount === null ? [] : [{ componentId: component.componentId, amount }];
    }),
    ...account,
  };
}

/** SPEC §5 checks of a member before it is sent, at the PayrollMemberInput's field names. */
export function validateMember(
  draft: MemberDraft,
  groupComponents: readonly { componentId: number; scheme: string }[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (draft.agentId === null) add("agentId", "is required");
  const salary = parseAmount("Rp", draft.basicSalary);
  if (salary === null) add("basicSalary", "is required");
  else if (Number.isNaN(salary) || salary > 10_000_000_000)
    add("basicSalary", "must be a whole number from 0 to 10000000000");
  if (!(PTKP_STATUSES as readonly string[]).includes(draft.ptkp))
    add("ptkp", `must be one of ${PTKP_STATUSES.join(", ")}`);
  // Keyed by component id (the dialog lists the group's components, not the sent ones).
  for (const component of groupComponents) {
    const amount = parseAmount(component.scheme, draft.amounts[component.componentId] ?? "");
    if (amount !== null && (Number.isNaN(amount) || (component.scheme === "%" && amount > 100)))
      add(
        `component.${component.componentId}`,
        component.scheme === "Rp"
          ? "must be a whole number from 0 to 10000000000"
          : "must be a number from 0 to 100",
      );
  }
  if (draft.paymentMethod === "bank_transfer") {
    if (draft.bankName.trim() === "") add("bankName", "is required");
    if (!/^[0-9]{5,20}$/.test(draft.accountNumber.trim()))
      add("accountNumber", "Account number must be 5 to 20 digits");
    if (draft.accountName.trim() === "") add("accountName", "is required");
  }
  if (draft.paymentMethod === "e_wallet") {
    if (draft.eWallet === "") add("eWallet", "is required");
    if (!/^8[0-9]{7,12}$/.test(draft.walletPhoneNumber.trim()))
      add("walletPhoneNumber", "must start with 8 followed by 7 to 12 digits");
  }
  return problems;
}

/**
 * The server names a member's problems `members.<i>.<field>`; one member is sent at a time,
 * so `members.0.` is dropped to find the dialog's field.
 */
export function memberField(
  field: string,
  sent: { components: { componentId: number }[] },
): string {
  const local = field.replace(/^(input\.|body\.)?members\.\d+\./, "");
  const component = /^components\.(\d+)\./.exec(local);
  if (!component) return local;
  const sentComponent = sent.components[Number(component[1])];
  return sentComponent ? `component.${sentComponent.componentId}` : local;
}
