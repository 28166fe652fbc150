import type { MemberRecipient } from "../../../../domain/payroll/constants.ts";
import { type FieldProblem, schemeAmountProblem } from "../../../../domain/payroll/groups.ts";
import { validateMember as checkMember } from "../../../../domain/payroll/members.ts";
import { E_WALLETS, PAYMENT_METHODS, PTKP_STATUSES } from "../../../../domain/workforce/agent.ts";
import { amountText, parseAmount } from "./groupForm.ts";

export { E_WALLETS, PAYMENT_METHODS, PTKP_STATUSES };

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

/**
 * SPEC §5 checks of a member before it is sent: the rules the service applies
 * (domain/payroll/members.ts) over what was typed, at the dialog's fields (a component's
 * amount at `component.<id>`), plus the unit of each component's amount.
 */
export function validateMember(
  draft: MemberDraft,
  groupComponents: readonly { componentId: number; scheme: string }[],
): FieldProblem[] {
  const typed = groupComponents.flatMap((component) => {
    const amount = parseAmount(component.scheme, draft.amounts[component.componentId] ?? "");
    return amount === null ? [] : [{ componentId: component.componentId, amount, component }];
  });
  const input = {
    ...memberInputOf(draft, groupComponents),
    agentId: draft.agentId ?? undefined,
    basicSalary: parseAmount("Rp", draft.basicSalary) ?? undefined,
    components: typed.map(({ componentId, amount }) => ({ componentId, amount })),
  };
  const sent = { components: typed };
  const problems = checkMember(input, "members.0").problems.map((problem) => ({
    field: memberField(problem.field, sent),
    message: problem.message,
  }));
  for (const { componentId, amount, component } of typed) {
    const field = `component.${componentId}`;
    if (Number.isNaN(amount) || problems.some((problem) => problem.field === field)) continue;
    const wrong = schemeAmountProblem(component.scheme, amount);
    if (wrong) problems.push({ field, message: wrong });
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
