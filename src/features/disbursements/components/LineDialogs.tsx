import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { css } from "../../../../styled-system/css";
import { type FragmentType, useFragment as readFragment } from "../../../gql";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { CurrencyInput, DIGITS_ONLY, PatternInput, TextInput } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
import { FieldError, FormModal, plainDateOf, todayIso, useText } from "../../org-common/index.ts";
import { bankFileName, bankFileUrl, DEBIT_ACCOUNT, VALUE_DATE } from "../model/batch.ts";
import { DisbursementLineFields, UpdateDisbursementLineMutation } from "./documents.ts";
import { muted, refusal } from "./shared.tsx";
import { disbursementText } from "./text.ts";

export type Line = ReturnType<typeof readLine>;
export const readLine = (data: FragmentType<typeof DisbursementLineFields>) =>
  readFragment(DisbursementLineFields, data);

export type BankOption = { code: string; name: string; minDigits: number; maxDigits: number };

/**
 * A draft or pending line's amount and account (issue 18): a bank transfer needs a known bank,
 * its account number's digits and the account name; an e-wallet its wallet and phone. The
 * server validates the line again and keeps it as a draft with the reason when it still fails.
 */
export function LineEditDialog({
  batchId,
  line,
  banks,
  eWallets,
  onClose,
  onSaved,
}: {
  batchId: number;
  line: Line;
  banks: readonly BankOption[];
  eWallets: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText(disbursementText);
  const [method, setMethod] = useState(line.method === "e_wallet" ? "e_wallet" : "bank_transfer");
  const [amount, setAmount] = useState<string>(String(line.amount));
  const [bankCode, setBankCode] = useState<string | null>(line.bankCode ?? null);
  const [accountNumber, setAccountNumber] = useState(line.accountNumber ?? "");
  const [accountName, setAccountName] = useState(line.accountName ?? "");
  const [eWallet, setEWallet] = useState<string | null>(line.eWallet ?? null);
  const [phoneNumber, setPhoneNumber] = useState(line.phoneNumber ?? "");
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [, update] = useMutation(UpdateDisbursementLineMutation);
  const bank = banks.find((b) => b.code === bankCode) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank: Record<string, string> = {};
    const value = Number(amount);
    if (!Number.isSafeInteger(value) || value <= 0) blank["amount"] = t.required;
    if (method === "bank_transfer") {
      if (!bankCode) blank["bankCode"] = t.required;
      if (!accountNumber.trim()) blank["accountNumber"] = t.required;
      if (!accountName.trim()) blank["accountName"] = t.required;
    } else {
      if (!eWallet) blank["eWallet"] = t.required;
      if (!phoneNumber.trim()) blank["phoneNumber"] = t.required;
    }
    setMissing(blank);
    setFormError(undefined);
    if (Object.keys(blank).length > 0) return;
    // Only one method's fields are sent: the other's are cleared by the server's rule.
    const input =
      method === "bank_transfer"
        ? {
            amount: value,
            bankCode,
            accountNumber: accountNumber.trim(),
            accountName: accountName.trim(),
          }
        : { amount: value, eWallet, phoneNumber: phoneNumber.trim() };
    setBusy(true);
    const result = await update({ id: batchId, lineId: line.id, version: line.version, input });
    setBusy(false);
    if (result.error) {
      setFormError(refusal(t, result.error, t.saveFailed));
      return;
    }
    showToast("success", t.lineSaved(line.agentName));
    onSaved();
  };

  const err = (key: string) =>
    missing[key] ? { invalid: true, errorText: missing[key] } : { invalid: false };
  return (
    <FormModal
      title={t.editLineTitle(line.agentName)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
    >
      {line.errorReason && <p className={muted}>{line.errorReason}</p>}
      <div className={grid}>
        <CurrencyInput
          label={t.amount}
          required
          min={1}
          value={amount}
          onValueChange={(details) => setAmount(details.value)}
          {...err("amount")}
        />
        <Select
          label={t.method}
          required
          options={Object.entries(t.methods).map(([value, label]) => ({ value, label }))}
          value={method}
          onValueChange={(value) => setMethod(value ?? "bank_transfer")}
        />
        {method === "bank_transfer" ? (
          <>
            <div>
              <Select
                label={t.bank}
                required
                options={banks.map((b) => ({ value: b.code, label: b.name }))}
                value={bankCode}
                onValueChange={setBankCode}
                {...err("bankCode")}
              />
              <FieldError message={missing["bankCode"]} />
            </div>
            <PatternInput
              label={t.accountNumber}
              required
              inputMode="numeric"
              charPattern={DIGITS_ONLY}
              maxLength={bank?.maxDigits ?? 20}
              helperText={bank ? t.accountDigits(bank.minDigits, bank.maxDigits) : t.digitsOnly}
              value={accountNumber}
              onValueChange={setAccountNumber}
              {...err("accountNumber")}
            />
            <TextInput
              label={t.accountName}
              required
              maxLength={200}
              value={accountName}
              onValueChange={setAccountName}
              {...err("accountName")}
            />
          </>
        ) : (
          <>
            <div>
              <Select
                label={t.eWallet}
                required
                options={eWallets.map((w) => ({ value: w, label: w.toUpperCase() }))}
                value={eWallet}
                onValueChange={setEWallet}
                {...err("eWallet")}
              />
              <FieldError message={missing["eWallet"]} />
            </div>
            <TextInput
              label={t.phoneNumber}
              required
              type="tel"
              inputMode="tel"
              maxLength={15}
              value={phoneNumber}
              onValueChange={setPhoneNumber}
              {...err("phoneNumber")}
            />
          </>
        )}
      </div>
    </FormModal>
  );
}

/**
 * The Mandiri MCM bulk file (RUNS.md §2.6): the debit account (13 digits) and the value date
 * go into its header; the browser fetches GET /disbursements/:id/bank-file and saves it.
 */
export function MandiriDialog({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  const t = useText(disbursementText);
  const headers = useSessionHeaders();
  const [debitAccount, setDebitAccount] = useState("");
  const [valueDate, setValueDate] = useState(todayIso());
  const [missing, setMissing] = useState<{ account?: string; date?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank: { account?: string; date?: string } = {};
    if (!DEBIT_ACCOUNT.test(debitAccount)) blank.account = t.debitAccountInvalid;
    if (!VALUE_DATE.test(valueDate)) blank.date = t.required;
    setMissing(blank);
    setFormError(undefined);
    if (blank.account || blank.date) return;
    setBusy(true);
    try {
      await downloadFile(
        bankFileUrl(batchId, "mandiri-mcm", { debitAccount, valueDate }),
        headers,
        bankFileName(batchId, "mandiri-mcm"),
      );
      onClose();
    } catch (error) {
      setFormError(t.downloadFailed((error as Error).message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal
      title={t.mandiriTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t.download}
    >
      <p className={muted}>{t.mandiriBody}</p>
      <div className={grid}>
        <PatternInput
          label={t.debitAccount}
          required
          inputMode="numeric"
          charPattern={DIGITS_ONLY}
          maxLength={13}
          helperText={t.debitAccountHint}
          value={debitAccount}
          invalid={missing.account !== undefined}
          errorText={missing.account}
          onValueChange={setDebitAccount}
        />
        <DatePicker
          label={t.valueDate}
          required
          min={plainDateOf(todayIso())}
          value={valueDate ? [valueDate] : []}
          invalid={missing.date !== undefined}
          {...(missing.date ? { errorText: missing.date } : {})}
          onValueChange={(dates) => setValueDate(dates[0]?.toString() ?? "")}
        />
      </div>
    </FormModal>
  );
}

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: "16",
});
