import { type FormEvent, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatRupiah } from "../../../../domain/format.ts";
import { validateMinimumWage } from "../../../../domain/overtime/policy.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  type DataTableState,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import {
  commonText,
  FieldError,
  FormModal,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { useProvinceOptions } from "../../org-common/regions.tsx";
import {
  CreateMinimumWageMutation,
  DeleteMinimumWageMutation,
  MinimumWageListQuery,
  UpdateMinimumWageMutation,
} from "./documents.ts";
import { type OvertimePolicyText, overtimePolicyText } from "./text.ts";

type WageRow = {
  id: number;
  provinceId: string | null;
  provinceName: string | null;
  year: number;
  amount: number;
  source: string | null;
};

/**
 * Whole rupiah as typed: digits, optionally grouped by dots in threes ("5.729.876", SPEC §9),
 * optionally after "Rp". Anything else ("62101.26", "5.800.000,5") is NaN, so a decimal point
 * can never be read as a thousands separator.
 */
export function parseRupiah(text: string): number {
  const cleaned = text.trim().replace(/^Rp\s*/i, "");
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) return Number(cleaned.replaceAll(".", ""));
  return Number.NaN;
}

/**
 * The minimum-wage table (RULES.md §1.4; PP 35/2021 Art 33(3)): one row per province (none =
 * the client's default) and year, edited in dialogs, deleted after a confirmation.
 */
export function MinimumWagesTab() {
  const t = useText(overtimePolicyText);
  const c = useText(commonText);
  const [state, setState] = useState<DataTableState | undefined>(undefined);
  const pageSize = state?.pageSize ?? 10;
  const pageIndex = state?.pageIndex ?? 0;
  const [{ data, fetching }] = useQuery({
    query: MinimumWageListQuery,
    variables: { limit: pageSize, page: pageIndex + 1 },
  });
  const [editing, setEditing] = useState<WageRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<WageRow | null>(null);
  const [, remove] = useMutation(DeleteMinimumWageMutation);
  const describe = (row: WageRow) =>
    `${row.provinceName ?? t.defaultProvince} ${row.year} (${formatRupiah(row.amount)})`;
  const columns = useMemo(() => wageColumns(t, c, setEditing, setDeleting), [t, c]);
  const rows = (data?.minimumWages.items ?? []) as WageRow[];

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await remove({ id: row.id });
    if (result.error)
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
    else showToast("success", t.wageDeleted);
  };

  return (
    <section className={section} aria-label={t.wagesLabel}>
      <div className={header}>
        <p className={hint}>{t.wagesHint}</p>
        <Button onClick={() => setEditing("new")}>{t.addWage}</Button>
      </div>
      <DataTable
        label={t.wagesLabel}
        columns={columns}
        data={rows}
        totalItems={data?.minimumWages.totalItems ?? 0}
        loading={fetching && !data}
        {...(state ? { state } : {})}
        onStateChange={setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
      />
      {!fetching && data && rows.length === 0 && <p className={hint}>{t.wagesEmpty}</p>}
      {editing !== null && (
        <WageDialog row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteWageTitle(deleting ? describe(deleting) : "")}
        description={t.deleteWageBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function WageDialog({ row, onClose }: { row: WageRow | null; onClose: () => void }) {
  const t = useText(overtimePolicyText);
  const { language } = useI18n();
  const provinces = useProvinceOptions();
  const errors = useFormErrors();
  const [provinceId, setProvinceId] = useState(row?.provinceId ?? "");
  const [year, setYear] = useState(String(row?.year ?? new Date().getFullYear()));
  const [amount, setAmount] = useState(row ? String(row.amount) : "");
  const [source, setSource] = useState(row?.source ?? "");
  const [busy, setBusy] = useState(false);
  const [, create] = useMutation(CreateMinimumWageMutation);
  const [, update] = useMutation(UpdateMinimumWageMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      provinceId: provinceId || null,
      year: /^\d{1,4}$/.test(year.trim()) ? Number(year.trim()) : Number.NaN,
      amount: parseRupiah(amount),
      source: source.trim() || null,
    };
    const { problems } = validateMinimumWage(input, language);
    if (errors.showProblems(problems)) return;
    setBusy(true);
    const result = row ? await update({ id: row.id, input }) : await create({ input });
    setBusy(false);
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", row ? t.wageUpdated : t.wageCreated);
    onClose();
  };

  const fieldError = (field: string, label: string) => errors.fieldError(field, label);
  return (
    <FormModal
      title={row ? t.editWage : t.addWage}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={Object.keys(errors.errors.fields).length === 0 ? errors.errors.form : undefined}
      size="small"
    >
      <label className={selectField}>
        <span className={labelText}>{t.province}</span>
        <select
          value={provinceId}
          onChange={(event) => {
            setProvinceId(event.target.value);
            errors.clear("provinceId");
          }}
          aria-invalid={Boolean(fieldError("provinceId", t.province))}
        >
          <option value="">{t.defaultProvince}</option>
          {provinces.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <FieldError message={fieldError("provinceId", t.province)} />
      </label>
      <TextInput
        label={t.year}
        required
        inputMode="numeric"
        value={year}
        onValueChange={(value) => {
          setYear(value);
          errors.clear("year");
        }}
        invalid={Boolean(fieldError("year", t.year))}
        errorText={fieldError("year", t.year)}
      />
      <TextInput
        label={t.amount}
        required
        inputMode="numeric"
        placeholder="5.729.876"
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          errors.clear("amount");
        }}
        invalid={Boolean(fieldError("amount", t.amount))}
        errorText={fieldError("amount", t.amount)}
      />
      <TextInput
        label={t.source}
        maxLength={500}
        value={source}
        onValueChange={(value) => {
          setSource(value);
          errors.clear("source");
        }}
        invalid={Boolean(fieldError("source", t.source))}
        errorText={fieldError("source", t.source)}
      />
    </FormModal>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<WageRow>();

function wageColumns(
  t: OvertimePolicyText,
  c: CommonText,
  onEdit: (row: WageRow) => void,
  onDelete: (row: WageRow) => void,
): DataTableColumnDef<WageRow>[] {
  return helper.columns([
    helper.display({
      id: "province",
      header: t.province,
      size: 240,
      cell: ({ row }) => row.original.provinceName ?? t.defaultProvince,
    }),
    helper.accessor("year", { id: "year", header: t.year, size: 100 }),
    helper.accessor("amount", {
      id: "amount",
      header: t.amount,
      size: 200,
      cell: ({ row }) => formatRupiah(row.original.amount),
    }),
    helper.display({
      id: "source",
      header: t.source,
      size: 320,
      cell: ({ row }) => row.original.source ?? t.none,
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 160,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <button type="button" className={link} onClick={() => onEdit(row.original)}>
            {t.edit}
          </button>
          <button type="button" className={link} onClick={() => onDelete(row.original)}>
            {t.delete}
          </button>
        </div>
      ),
    }),
  ]);
}

const section = css({ display: "flex", flexDirection: "column", gap: "12" });
const header = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "16",
});
const hint = css({ fontSize: "sm", color: "muted", maxWidth: "760px" });
const selectField = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
const labelText = css({ fontWeight: "600" });
const actions = css({ display: "flex", gap: "12" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
