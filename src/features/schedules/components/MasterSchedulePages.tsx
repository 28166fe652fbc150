import { type FormEvent, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  type MasterScheduleValues,
  shortestWorkingDay,
  validateMasterSchedule,
  WEEKDAYS,
  type Weekday,
  type WorkWeek,
} from "../../../../domain/schedules/shifts.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useFragment as readFragment } from "../../../gql";
import type { MasterScheduleFieldsFragment } from "../../../gql/graphql.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import {
  commonText,
  FieldError,
  ListScreen,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  CreateMasterScheduleMutation,
  DeleteMasterScheduleMutation,
  MasterScheduleFields,
  MasterScheduleListQuery,
  MasterScheduleQuery,
  ShiftChoicesQuery,
  UpdateMasterScheduleMutation,
} from "./documents.ts";
import { type ListColumn, SchedulesListPage } from "./SchedulesListPage.tsx";
import { type ShiftChoice, ShiftSelect } from "./ShiftSelect.tsx";
import { dmy, scheduleText } from "./text.ts";

export const MASTER_SCHEDULES_PATH = "/settings/attendances/master-schedules";

type MasterRow = MasterScheduleFieldsFragment;

const workingCount = (row: MasterRow) =>
  WEEKDAYS.filter((day) => row.days[day] !== null && row.days[day] !== undefined).length;

const COLUMNS: readonly ListColumn<MasterRow>[] = [
  {
    id: "workWeek",
    header: (t) => t.workWeek,
    size: 140,
    cell: (row, t) => (row.workWeek === "6-day" ? t.sixDay : t.fiveDay),
  },
  {
    id: "effectiveFrom",
    header: (t) => t.effectiveFrom,
    size: 140,
    cell: (row) => dmy(row.effectiveFrom),
  },
  {
    id: "days",
    header: (t) => t.days,
    size: 140,
    cell: (row, t) => t.workingDays(workingCount(row)),
  },
  {
    id: "shortest",
    header: (t) => t.shortestDay,
    size: 170,
    cell: (row, t) =>
      row.shortestWorkingDay ? t.weekday[row.shortestWorkingDay as Weekday] : t.none,
  },
  {
    id: "holidays",
    header: (t) => t.holidays,
    size: 140,
    cell: (row, t) => (row.holidaysOverride ? t.yes : t.no),
  },
];

/** /settings/attendances/master-schedules. */
export function MasterSchedulesPage({ route }: { route: RouteDefinition }) {
  return (
    <SchedulesListPage
      route={route}
      basePath={MASTER_SCHEDULES_PATH}
      createLabel={(t) => t.createMaster}
      tableLabel={(t) => t.mastersLabel}
      query={MasterScheduleListQuery}
      pageOf={(data) =>
        data
          ? {
              items: readFragment(MasterScheduleFields, data.masterSchedules.items),
              totalItems: data.masterSchedules.totalItems,
            }
          : undefined
      }
      deleteMutation={DeleteMasterScheduleMutation}
      columns={COLUMNS}
    />
  );
}

/** /settings/attendances/master-schedules/create and /:id/edit. */
export function MasterScheduleFormPage({ route }: { route: RouteDefinition }) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <MasterScheduleForm schedule={null} /> : <LoadedMasterSchedule id={id} />}
    </ListScreen>
  );
}

function LoadedMasterSchedule({ id }: { id: number }) {
  const t = useText(scheduleText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: MasterScheduleQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  const schedule = readFragment(MasterScheduleFields, data?.masterSchedule);
  if (valid && (fetching || (!data && !error))) return <p>{c.loading}</p>;
  if (!schedule) return <p role="alert">{t.notFound}</p>;
  return <MasterScheduleForm key={schedule.id} schedule={schedule} />;
}

type Draft = MasterScheduleValues;

const draftOf = (schedule: MasterRow | null): Draft =>
  schedule
    ? {
        name: schedule.name,
        workWeek: schedule.workWeek as WorkWeek,
        effectiveFrom: schedule.effectiveFrom,
        holidaysOverride: schedule.holidaysOverride,
        days: Object.fromEntries(
          WEEKDAYS.map((day) => [day, schedule.days[day] ?? null]),
        ) as Draft["days"],
      }
    : {
        name: "",
        workWeek: "5-day",
        effectiveFrom: todayIso(),
        holidaysOverride: true,
        days: Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Draft["days"],
      };

function MasterScheduleForm({ schedule }: { schedule: MasterRow | null }) {
  const t = useText(scheduleText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const initial = useMemo(() => draftOf(schedule), [schedule]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [saved, setSaved] = useState(false);
  const errors = useFormErrors();
  const [{ data: shiftData }] = useQuery({ query: ShiftChoicesQuery });
  const shifts: readonly ShiftChoice[] = shiftData?.shifts.items ?? [];
  const [created, create] = useMutation(CreateMasterScheduleMutation);
  const [updated, update] = useMutation(UpdateMasterScheduleMutation);

  useConfirmLeave(!saved && JSON.stringify(draft) !== JSON.stringify(initial));

  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    for (const field of [...Object.keys(patch), ...fields]) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const errorOf = (field: string, label: string) => errors.fieldError(field, label);

  const shortest = useMemo(() => {
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    const lengths = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        draft.days[day] === null ? null : (byId.get(draft.days[day]!) ?? null),
      ]),
    );
    return shortestWorkingDay(draft.workWeek, lengths);
  }, [draft, shifts]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.showProblems(validateMasterSchedule(draft).problems)) return;
    const input = { ...draft, name: draft.name.trim() };
    const result = schedule ? await update({ id: schedule.id, input }) : await create({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(true);
    showToast("success", (schedule ? t.masterUpdated : t.masterCreated)(input.name));
    navigate(MASTER_SCHEDULES_PATH);
  }

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.mastersLabel}>
      {errors.errors.form && (
        <p role="alert" className={formError}>
          {errors.errors.form}
        </p>
      )}
      <div className={grid}>
        <TextInput
          label={c.name}
          required
          maxLength={100}
          value={draft.name}
          onValueChange={(name) => set({ name })}
          invalid={errorOf("name", c.name) !== undefined}
          errorText={errorOf("name", c.name)}
        />
        <DatePicker
          label={t.effectiveFrom}
          required
          value={draft.effectiveFrom ? [draft.effectiveFrom] : []}
          onValueChange={(dates) => set({ effectiveFrom: dates[0]?.toString() ?? "" })}
          invalid={errorOf("effectiveFrom", t.effectiveFrom) !== undefined}
          errorText={errorOf("effectiveFrom", t.effectiveFrom)}
        />
      </div>
      <fieldset className={group}>
        <legend className={legend}>{t.workWeek}</legend>
        <div className={row}>
          {(["5-day", "6-day"] as const).map((week) => (
            <label key={week} className={radio}>
              <input
                type="radio"
                name="workWeek"
                value={week}
                checked={draft.workWeek === week}
                onChange={() => set({ workWeek: week }, "days")}
              />
              {week === "5-day" ? t.fiveDay : t.sixDay}
            </label>
          ))}
        </div>
        <FieldError message={errorOf("workWeek", t.workWeek)} />
      </fieldset>
      <fieldset className={group} data-field="days">
        <legend className={legend}>{t.days}</legend>
        <div className={weekGrid}>
          {WEEKDAYS.map((day) => (
            <ShiftSelect
              key={day}
              label={t.weekday[day]}
              value={draft.days[day]}
              shifts={shifts}
              dayOffLabel={t.dayOff}
              onChange={(shiftId) =>
                set({ days: { ...draft.days, [day]: shiftId } }, `days.${day}`, "days")
              }
              error={errorOf(`days.${day}`, t.weekday[day])}
            />
          ))}
        </div>
        <FieldError message={errorOf("days", t.days)} />
        <p className={hint} data-testid="shortest-day">
          {t.shortestDay}: <strong>{shortest ? t.weekday[shortest] : t.none}</strong>
          {draft.workWeek === "6-day" && <> — {t.shortestDayHint}</>}
        </p>
      </fieldset>
      <label className={radio}>
        <input
          type="checkbox"
          checked={draft.holidaysOverride}
          onChange={(event) => set({ holidaysOverride: event.target.checked })}
        />
        {t.holidaysOverride}
      </label>
      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(MASTER_SCHEDULES_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={created.fetching || updated.fetching}>
          {created.fetching || updated.fetching ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

export const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
export const formError = css({ fontSize: "sm", color: "danger", fontWeight: "600" });
export const grid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
  gap: "16",
});
export const group = css({ display: "flex", flexDirection: "column", gap: "8" });
export const legend = css({ fontSize: "sm", fontWeight: "600", marginBottom: "4" });
const row = css({ display: "flex", gap: "16" });
export const radio = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
const weekGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
});
export const hint = css({ fontSize: "sm", color: "muted" });
export const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
