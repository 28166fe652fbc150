import { type FormEvent, useId, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useFragment as readFragment } from "../../../gql";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { CurrencyInput, Textarea } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { DEFAULT_MAX_IMAGE_SIZE, formatFileSize } from "../../../ui/upload/index.ts";
import { activeAgents } from "../../assignments/components/agentPicker.ts";
import {
  EntityPicker,
  errorCode,
  FormModal,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  CreateReimbursementClaimMutation,
  ReimbursementBudgetQuery,
  ReimbursementClaimFields,
  ReimbursementTypeFields,
  ReimbursementTypesQuery,
} from "./documents.ts";
import {
  DESCRIPTION_MAX,
  PAYOUT_METHODS,
  RECEIPT_ACCEPT,
  receiptRequired,
  TYPE_OPTIONS_LIMIT,
  wholeRupiah,
} from "./model.ts";
import { reimbursementText } from "./text.ts";
import { useReceiptUpload } from "./useReceiptUpload.ts";

/** How far back a claim may be dated (money-api.md: not in the future, at most 90 days old). */
export const CLAIM_MAX_AGE_DAYS = 90;

export type ClaimDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a claim was created. */
  onCreated: () => void;
};

type Receipt = { id: string; name: string };

type Draft = {
  agentId: number | null;
  agentName: string;
  typeId: string | null;
  claimDate: string;
  amount: string;
  description: string;
  payoutMethod: string | null;
  receipts: Receipt[];
};

/**
 * "New claim" on a worker's behalf: the employee, an active claim type (its budget left for the
 * claim date's period shown), the claim date (today or up to 90 days back), the amount in
 * rupiah, a description, receipts uploaded to the file service (required above the type's
 * threshold) and how it is paid. The server checks everything again; its field problems show
 * at the fields, other refusals as a toast.
 */
export function ClaimDialog(props: ClaimDialogProps) {
  if (!props.open) return null;
  return <ClaimForm {...props} />;
}

function ClaimForm({ onClose, onCreated }: ClaimDialogProps) {
  const t = useText(reimbursementText);
  const today = todayIso();
  const [draft, setDraft] = useState<Draft>({
    agentId: null,
    agentName: "",
    typeId: null,
    claimDate: today,
    amount: "",
    description: "",
    payoutMethod: null,
    receipts: [],
  });
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = useFormErrors();
  const fileInputId = useId();
  const uploadReceipt = useReceiptUpload();
  const [{ data: typeData }] = useQuery({
    query: ReimbursementTypesQuery,
    variables: { active: true, limit: TYPE_OPTIONS_LIMIT, sort: "name" },
  });
  const types = readFragment(ReimbursementTypeFields, typeData?.reimbursementTypes.items ?? []);
  const type = types.find((candidate) => String(candidate.id) === draft.typeId);
  const hasBudget = type?.budgetAmount != null;
  const [{ data: budgetData, fetching: loadingBudget }] = useQuery({
    query: ReimbursementBudgetQuery,
    variables: { agentId: draft.agentId ?? 0, typeId: type?.id ?? 0, date: draft.claimDate },
    pause: draft.agentId === null || !type || !hasBudget,
    requestPolicy: "cache-and-network",
  });
  const budget = hasBudget ? budgetData?.reimbursementBudget : undefined;
  const [, create] = useMutation(CreateReimbursementClaimMutation);

  const amount = wholeRupiah(draft.amount);
  const needsReceipt = receiptRequired(type?.receiptThreshold, amount ?? 0);

  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    for (const field of fields) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > DEFAULT_MAX_IMAGE_SIZE) {
      errors.showProblems([
        { field: "fileIds", message: t.fileTooLarge(formatFileSize(DEFAULT_MAX_IMAGE_SIZE)) },
      ]);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadReceipt(file);
      setDraft((current) => ({
        ...current,
        receipts: [...current.receipts, { id: stored.id, name: file.name }],
      }));
      errors.clear("fileIds");
      showToast("success", t.uploaded);
    } catch (failure) {
      errors.showProblems([{ field: "fileIds", message: extractErrorMessage(failure) }]);
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const problems = [
      ...(draft.agentId === null ? [{ field: "agentId", message: "is required" }] : []),
      ...(type === undefined ? [{ field: "typeId", message: "is required" }] : []),
      ...(amount === null || amount < 1 ? [{ field: "amount", message: "is required" }] : []),
      ...(draft.description.trim() === ""
        ? [{ field: "description", message: "is required" }]
        : []),
      ...(needsReceipt && draft.receipts.length === 0
        ? [{ field: "fileIds", message: "is required" }]
        : []),
    ];
    if (errors.showProblems(problems) || !type || draft.agentId === null || amount === null) return;
    setBusy(true);
    const result = await create({
      input: {
        agentId: draft.agentId,
        typeId: type.id,
        claimDate: draft.claimDate,
        amount,
        description: draft.description.trim(),
        fileIds: draft.receipts.map((receipt) => receipt.id),
        payoutMethod: draft.payoutMethod ?? type.defaultPayout,
      },
    });
    setBusy(false);
    if (result.error) {
      if (errorCode(result.error) === "BAD_USER_INPUT") {
        errors.showServerError(result.error);
        return;
      }
      showToast("error", extractErrorMessage(result.error));
      return;
    }
    const created = readFragment(ReimbursementClaimFields, result.data?.createReimbursementClaim);
    showToast("success", t.claimCreated(created?.agentName ?? draft.agentName));
    onCreated();
    onClose();
  }

  const fieldError = (field: string, label: string) => errors.fieldError(field, label);
  const formError =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;
  const minDate = Temporal.PlainDate.from(today).subtract({ days: CLAIM_MAX_AGE_DAYS });
  const typeError = fieldError("typeId", t.type);
  const receiptError = fieldError("fileIds", t.receipts);
  const receiptHint = !type
    ? null
    : type.receiptThreshold == null
      ? t.receiptOptional
      : type.receiptThreshold === 0
        ? t.receiptAlways
        : t.receiptRequiredAbove(formatRupiah(type.receiptThreshold));

  return (
    <FormModal
      title={t.newClaimTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy || uploading}
      formError={formError}
      submitLabel={t.submit}
      size="medium"
    >
      <EntityPicker
        label={t.employee}
        source={activeAgents}
        value={draft.agentId}
        required
        onValueChange={(id, option) =>
          set({ agentId: id, agentName: option?.label.replace(/ \(.*\)$/, "") ?? "" }, "agentId")
        }
        invalid={errors.errors.fields["agentId"] !== undefined}
        errorText={fieldError("agentId", t.employee)}
      />
      <Select
        label={t.type}
        required
        options={types.map((option) => ({ value: String(option.id), label: option.name }))}
        value={draft.typeId}
        placeholder={types.length === 0 && typeData ? t.noActiveTypes : undefined}
        onValueChange={(value) => set({ typeId: value, payoutMethod: null }, "typeId", "fileIds")}
        invalid={typeError !== undefined}
      />
      {typeError && (
        <p role="alert" className={fieldProblem}>
          {typeError}
        </p>
      )}
      {type && (
        <p className={hint} data-testid="claim-type-help">
          {t.treatments[type.taxTreatment] ?? type.taxTreatment} ·{" "}
          {t.maxClaim(formatRupiah(type.maxClaimAmount))}
        </p>
      )}
      {type && draft.agentId !== null && (
        <p className={hint} data-testid="claim-budget" aria-live="polite">
          {!hasBudget
            ? t.noBudget
            : budget
              ? t.budgetLeft(
                  formatRupiah(budget.remaining ?? 0),
                  formatRupiah(budget.budgetAmount ?? type.budgetAmount ?? 0),
                  formatDate(budget.periodStart),
                  formatDate(budget.periodEnd),
                )
              : loadingBudget
                ? t.loadingBudget
                : null}
        </p>
      )}
      <div className={pair}>
        <DatePicker
          label={t.claimDate}
          required
          value={[draft.claimDate]}
          min={minDate}
          max={Temporal.PlainDate.from(today)}
          onValueChange={(dates) => {
            const picked = dates[0]?.toString();
            if (picked) set({ claimDate: picked }, "claimDate");
          }}
          invalid={errors.errors.fields["claimDate"] !== undefined}
          {...(fieldError("claimDate", t.claimDate)
            ? { errorText: fieldError("claimDate", t.claimDate)! }
            : {})}
        />
        <CurrencyInput
          label={t.amount}
          required
          min={0}
          value={draft.amount}
          onValueChange={({ value }) => set({ amount: value }, "amount")}
          invalid={errors.errors.fields["amount"] !== undefined}
          errorText={fieldError("amount", t.amount)}
        />
      </div>
      <Textarea
        label={t.description}
        required
        rows={3}
        maxLength={DESCRIPTION_MAX}
        placeholder={t.descriptionPlaceholder}
        value={draft.description}
        onValueChange={(value) => set({ description: value }, "description")}
        invalid={errors.errors.fields["description"] !== undefined}
        errorText={fieldError("description", t.description)}
      />
      <Select
        label={t.payout}
        options={PAYOUT_METHODS.map((p) => ({ value: p, label: t.payouts[p]! }))}
        value={draft.payoutMethod ?? type?.defaultPayout ?? null}
        disabled={!type}
        onValueChange={(value) => set({ payoutMethod: value }, "payoutMethod")}
        invalid={errors.errors.fields["payoutMethod"] !== undefined}
      />
      <div className={receiptsBox}>
        <label htmlFor={fileInputId} className={label}>
          {t.receipts}
          {needsReceipt && <span aria-hidden> *</span>}
        </label>
        {receiptHint && <p className={hint}>{receiptHint}</p>}
        {draft.receipts.length > 0 && (
          <ul className={receiptList} data-testid="claim-receipts">
            {draft.receipts.map((receipt) => (
              <li key={receipt.id} className={pairRow}>
                <span>{receipt.name}</span>
                <Button
                  variant="secondary"
                  minHeight="32px"
                  aria-label={t.removeReceipt(receipt.name)}
                  onClick={() =>
                    set({ receipts: draft.receipts.filter((r) => r.id !== receipt.id) })
                  }
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={fileInputId}
          type="file"
          accept={RECEIPT_ACCEPT}
          disabled={uploading}
          aria-invalid={receiptError !== undefined || undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            void upload(input.files?.[0]).then(() => {
              input.value = "";
            });
          }}
        />
        {uploading && <p className={hint}>{t.uploading}</p>}
        {receiptError && (
          <p role="alert" className={fieldProblem}>
            {receiptError}
          </p>
        )}
      </div>
    </FormModal>
  );
}

const pair = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12" });
const pairRow = css({ display: "flex", gap: "8", alignItems: "center", flexWrap: "wrap" });
const hint = css({ fontSize: "sm", color: "muted", margin: "0" });
const fieldProblem = css({ fontSize: "sm", color: "danger", margin: "0" });
const receiptsBox = css({ display: "flex", flexDirection: "column", gap: "4" });
const receiptList = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  margin: "0",
  padding: "0",
  listStyle: "none",
});
const label = css({ fontSize: "sm", fontWeight: "600" });
