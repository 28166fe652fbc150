import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useSearchParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { MultiSelect } from "../../../ui/select/index.ts";
import {
  commonText,
  FormModal,
  ListScreen,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { useProvinceOptions } from "../../org-common/regions.tsx";
import {
  CreateHolidayMutation,
  DeleteHolidayMutation,
  HolidaysQuery,
  UpdateHolidayMutation,
} from "./documents.ts";
import { currentMonth, displayDate, MONTH_PATTERN, shiftMonth } from "./format.ts";
import { scheduleText } from "./text.ts";

type HolidayRow = {
  id: number;
  date: string;
  name: string;
  kind: string;
  provinceIds: string[];
  observed: boolean;
};

export type HolidaysPageProps = { route: RouteDefinition };

/**
 * /attendances/employee-schedules/holidays: the client's holiday calendar by month — the
 * national holidays and collective leave it started with and its own company days; add a
 * company holiday (for some provinces or all), switch a day off, delete a company day.
 */
export function HolidaysPage({ route }: HolidaysPageProps) {
  const t = useText(scheduleText);
  const c = useText(commonText);
  const [params, setParams] = useSearchParams();
  const monthParam = params.get("month") ?? "";
  const month = MONTH_PATTERN.test(monthParam) ? monthParam : currentMonth();
  const [{ data, fetching }, refetch] = useQuery({
    query: HolidaysQuery,
    variables: { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) },
  });
  const provinces = useProvinceOptions();
  const provinceName = useMemo(
    () => new Map(provinces.map((p) => [p.value, p.label])),
    [provinces],
  );
  const [, update] = useMutation(UpdateHolidayMutation);
  const [, remove] = useMutation(DeleteHolidayMutation);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<HolidayRow | null>(null);
  const reload = () => refetch({ requestPolicy: "network-only" });
  const go = (next: string) => setParams(new URLSearchParams({ month: next }));
  const rows = (data?.holidays.items ?? []) as HolidayRow[];

  const toggle = async (row: HolidayRow) => {
    const result = await update({
      id: row.id,
      input: {
        date: row.date,
        name: row.name,
        provinceIds: row.provinceIds,
        observed: !row.observed,
      },
    });
    if (result.error)
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
    else showToast("success", t.holidaySaved(row.name));
    reload();
  };

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => setAdding(true)}>{t.addHoliday}</Button>}
    >
      <fieldset className={monthNav} aria-label={t.month}>
        <Button
          variant="secondary"
          aria-label={t.previousMonth}
          onClick={() => go(shiftMonth(month, -1))}
        >
          ‹
        </Button>
        <output className={monthLabel} data-testid="holiday-month">
          {month.slice(5, 7)}-{month.slice(0, 4)}
        </output>
        <Button
          variant="secondary"
          aria-label={t.nextMonth}
          onClick={() => go(shiftMonth(month, 1))}
        >
          ›
        </Button>
      </fieldset>
      <table className={table} aria-label={t.holidayCalendar} aria-busy={fetching}>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.provinces}</th>
            <th scope="col">{t.observed}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.observed ? undefined : dimmed}>
              <td>{displayDate(row.date)}</td>
              <td>{row.name}</td>
              <td>{t.kinds[row.kind] ?? row.kind}</td>
              <td>
                {row.provinceIds.length === 0
                  ? t.everywhere
                  : row.provinceIds.map((id) => provinceName.get(id) ?? id).join(", ")}
              </td>
              <td>{row.observed ? t.observed : t.notObserved}</td>
              <td className={actions}>
                <Button
                  variant="secondary"
                  aria-label={`${row.observed ? t.switchOff : t.switchOn} ${row.name} ${displayDate(row.date)}`}
                  onClick={() => void toggle(row)}
                >
                  {row.observed ? t.switchOff : t.switchOn}
                </Button>
                {row.kind === "company" && (
                  <Button
                    variant="secondary"
                    aria-label={`${t.delete} ${row.name}`}
                    onClick={() => setDeleting(row)}
                  >
                    {t.delete}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && rows.length === 0 && <p className={note}>{t.noHolidays}</p>}
      {adding && (
        <HolidayForm
          month={month}
          provinces={provinces}
          onClose={(saved) => {
            setAdding(false);
            if (saved) reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ""}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const row = deleting!;
          setDeleting(null);
          const result = await remove({ id: row.id });
          if (result.error)
            showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
          else showToast("success", t.holidayDeleted(row.name));
          reload();
        }}
      />
    </ListScreen>
  );
}

function HolidayForm({
  month,
  provinces,
  onClose,
}: {
  month: string;
  provinces: { value: string; label: string }[];
  onClose: (saved: boolean) => void;
}) {
  const t = useText(scheduleText);
  const [date, setDate] = useState(`${month}-01`);
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const [{ fetching }, create] = useMutation(CreateHolidayMutation);
  const { errors, showServerError, fieldError } = useFormErrors();
  const nameError = fieldError("name", t.name);
  const dateError = fieldError("date", t.date);
  const provinceError = fieldError("provinceIds", t.provinces);
  return (
    <FormModal
      title={t.addHoliday}
      busy={fetching}
      formError={errors.form}
      onClose={() => onClose(false)}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await create({
          input: { date, name, provinceIds: chosen.map((p) => p.value) },
        });
        if (result.error) return showServerError(result.error);
        showToast("success", t.holidaySaved(result.data!.createHoliday.name));
        onClose(true);
      }}
    >
      <DatePicker
        label={t.date}
        required
        value={[date]}
        onValueChange={(dates) => dates[0] && setDate(dates[0].toString())}
        {...(dateError ? { errorText: dateError, invalid: true } : {})}
      />
      <TextInput
        label={t.name}
        required
        value={name}
        maxLength={200}
        onValueChange={setName}
        {...(nameError ? { errorText: nameError, invalid: true } : {})}
      />
      <div>
        <MultiSelect
          label={t.provinces}
          options={provinces}
          value={chosen}
          onValueChange={setChosen}
          placeholder={t.everywhere}
          invalid={Boolean(provinceError)}
        />
        <p className={note}>{provinceError ?? t.provinceHint}</p>
      </div>
    </FormModal>
  );
}

const monthNav = css({ border: "none", display: "flex", alignItems: "center", gap: "8" });
const monthLabel = css({ fontWeight: "600", minWidth: "80px", textAlign: "center" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  bg: "white",
  fontSize: "sm",
  "& th, & td": { textAlign: "left", padding: "8", borderBottomWidth: "1px", borderColor: "line" },
});
const dimmed = css({ "& td:not(:last-child)": { color: "muted", textDecoration: "line-through" } });
const actions = css({ display: "flex", gap: "8" });
const note = css({ fontSize: "sm", color: "muted" });
