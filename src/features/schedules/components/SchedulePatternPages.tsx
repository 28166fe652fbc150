import { type FormEvent, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { addDays, patternShiftOn, weekdayName } from "../../../../domain/schedules/rotation.ts";
import {
  PATTERN_MAX_DAYS,
  type SchedulePatternValues,
  validateSchedulePattern,
} from "../../../../domain/schedules/shifts.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave, useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { useFragment as readFragment } from "../../../gql";
import type { SchedulePatternFieldsFragment } from "../../../gql/graphql.ts";
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
  CreateSchedulePatternMutation,
  DeleteSchedulePatternMutation,
  SchedulePatternFields,
  SchedulePatternListQuery,
  SchedulePatternQuery,
  ShiftChoicesQuery,
  UpdateSchedulePatternMutation,
} from "./documents.ts";
import {
  footer,
  form,
  formError,
  grid,
  group,
  hint,
  legend,
  radio,
} from "./MasterSchedulePages.tsx";
import { type ListColumn, SchedulesListPage } from "./SchedulesListPage.tsx";
import { type ShiftChoice, ShiftSelect, shiftLabel } from "./ShiftSelect.tsx";
import { dmy, scheduleText } from "./text.ts";

export const SCHEDULE_PATTERNS_PATH = "/settings/attendances/schedule-patterns";

type PatternRow = SchedulePatternFieldsFragment;

const COLUMNS: readonly ListColumn<PatternRow>[] = [
  { id: "startDate", header: (t) => t.startDate, size: 140, cell: (row) => dmy(row.startDate) },
  { id: "cycle", header: (t) => t.cycle, size: 120, cell: (row, t) => t.cycleDays(row.cycleDays) },
  {
    id: "working",
    header: (t) => t.days,
    size: 160,
    cell: (row, t) => t.workingDays(row.days.filter((day) => day !== null).length),
  },
  {
    id: "holidays",
    header: (t) => t.holidays,
    size: 140,
    cell: (row, t) => (row.holidaysOverride ? t.yes : t.no),
  },
];

/** /settings/attendances/schedule-patterns. */
export function SchedulePatternsPage({ route }: { route: RouteDefinition }) {
  return (
    <SchedulesListPage
      route={route}
      basePath={SCHEDULE_PATTERNS_PATH}
      createLabel={(t) => t.createPattern}
      tableLabel={(t) => t.patternsLabel}
      query={SchedulePatternListQuery}
      pageOf={(data) =>
        data
          ? {
              items: readFragment(SchedulePatternFields, data.schedulePatterns.items),
              totalItems: data.schedulePatterns.totalItems,
            }
          : undefined
      }
      deleteMutation={DeleteSchedulePatternMutation}
      columns={COLUMNS}
    />
  );
}

/** /settings/attendances/schedule-patterns/create and /:id/edit. */
export function SchedulePatternFormPage({ route }: { route: RouteDefinition }) {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? null : Number(params.id);
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {id === null ? <SchedulePatternForm pattern={null} /> : <LoadedPattern id={id} />}
    </ListScreen>
  );
}

function LoadedPattern({ id }: { id: number }) {
  const t = useText(scheduleText);
  const c = useText(commonText);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }] = useQuery({
    query: SchedulePatternQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "network-only",
  });
  const pattern = readFragment(SchedulePatternFields, data?.schedulePattern);
  if (valid && (fetching || (!data && !error))) return <p>{c.loading}</p>;
  if (!pattern) return <p role="alert">{t.notFound}</p>;
  return <SchedulePatternForm key={pattern.id} pattern={pattern} />;
}

const draftOf = (pattern: PatternRow | null): SchedulePatternValues =>
  pattern
    ? {
        name: pattern.name,
        startDate: pattern.startDate,
        days: pattern.days.map((day) => day ?? null),
        holidaysOverride: pattern.holidaysOverride,
      }
    : { name: "", startDate: todayIso(), days: [null], holidaysOverride: true };

function SchedulePatternForm({ pattern }: { pattern: PatternRow | null }) {
  const t = useText(scheduleText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const initial = useMemo(() => draftOf(pattern), [pattern]);
  const [draft, setDraft] = useState<SchedulePatternValues>(initial);
  const [saved, setSaved] = useState(false);
  const errors = useFormErrors();
  const [{ data: shiftData }] = useQuery({ query: ShiftChoicesQuery });
  const shifts: readonly ShiftChoice[] = shiftData?.shifts.items ?? [];
  const [created, create] = useMutation(CreateSchedulePatternMutation);
  const [updated, update] = useMutation(UpdateSchedulePatternMutation);

  useConfirmLeave(!saved && JSON.stringify(draft) !== JSON.stringify(initial));

  const set = (patch: Partial<SchedulePatternValues>, ...fields: string[]) => {
    for (const field of [...Object.keys(patch), ...fields]) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const errorOf = (field: string, label: string) => errors.fieldError(field, label);
  const setDay = (index: number, shiftId: number | null) =>
    set({ days: draft.days.map((day, i) => (i === index ? shiftId : day)) }, `days.${index}`);

  const preview = useMemo(() => {
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    const today = todayIso();
    return Array.from({ length: 14 }, (_, i) => {
      const date = addDays(today, i);
      const shiftId = draft.startDate ? patternShiftOn(draft, date) : null;
      const shift = shiftId === null ? undefined : byId.get(shiftId);
      return { date, weekday: weekdayName(date), label: shift ? shiftLabel(shift) : t.dayOff };
    });
  }, [draft, shifts, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.showProblems(validateSchedulePattern(draft).problems)) return;
    const input = { ...draft, name: draft.name.trim() };
    const result = pattern ? await update({ id: pattern.id, input }) : await create({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    setSaved(true);
    showToast("success", (pattern ? t.patternUpdated : t.patternCreated)(input.name));
    navigate(SCHEDULE_PATTERNS_PATH);
  }

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t.patternsLabel}>
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
          label={t.startDate}
          required
          value={draft.startDate ? [draft.startDate] : []}
          onValueChange={(dates) => set({ startDate: dates[0]?.toString() ?? "" })}
          invalid={errorOf("startDate", t.startDate) !== undefined}
          errorText={errorOf("startDate", t.startDate)}
        />
      </div>
      <fieldset className={group} data-field="days">
        <legend className={legend}>
          {t.cycle}: {t.cycleDays(draft.days.length)}
        </legend>
        <ol className={dayList}>
          {draft.days.map((shiftId, index) => (
            // Positions are the identity of a rotation day.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={dayRow}>
              <ShiftSelect
                label={t.dayN(index + 1)}
                value={shiftId}
                shifts={shifts}
                dayOffLabel={t.dayOff}
                onChange={(value) => setDay(index, value)}
                error={errorOf(`days.${index}`, t.dayN(index + 1))}
              />
              <Button
                variant="secondary"
                minHeight="32px"
                aria-label={t.removeDay(index + 1)}
                disabled={draft.days.length <= 1}
                onClick={() => set({ days: draft.days.filter((_, i) => i !== index) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={draft.days.length >= PATTERN_MAX_DAYS}
            onClick={() => set({ days: [...draft.days, null] })}
          >
            {t.addDay}
          </Button>
        </div>
        <FieldError message={errorOf("days", t.days)} />
      </fieldset>
      <label className={radio}>
        <input
          type="checkbox"
          checked={draft.holidaysOverride}
          onChange={(event) => set({ holidaysOverride: event.target.checked })}
        />
        {t.holidaysOverride}
      </label>
      <section aria-label={t.preview}>
        <h3 className={legend}>{t.preview}</h3>
        <table className={previewTable}>
          <thead>
            <tr>
              <th>{t.date}</th>
              <th>{t.dayOfWeek}</th>
              <th>{t.shift}</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((day) => (
              <tr key={day.date}>
                <td>{dmy(day.date)}</td>
                <td>{t.weekday[day.weekday]}</td>
                <td>{day.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={hint}>{draft.startDate ? `${t.startDate}: ${dmy(draft.startDate)}` : ""}</p>
      </section>
      <div className={footer}>
        <Button variant="secondary" onClick={() => guard.navigate(SCHEDULE_PATTERNS_PATH)}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={created.fetching || updated.fetching}>
          {created.fetching || updated.fetching ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

const dayList = css({ display: "flex", flexDirection: "column", gap: "8", listStyle: "none" });
const dayRow = css({ display: "flex", alignItems: "flex-end", gap: "8" });
const previewTable = css({
  fontSize: "sm",
  borderCollapse: "collapse",
  "& th, & td": {
    textAlign: "left",
    paddingX: "8",
    paddingY: "4",
    borderBottomWidth: "1px",
    borderColor: "line",
  },
});
