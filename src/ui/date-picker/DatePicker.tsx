import {
  DatePicker as ArkDatePicker,
  type DatePickerRootProps,
  type DateValue,
  Portal,
} from "@ark-ui/react";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { type DateRange, isWithin, toPlainDate } from "../../../domain/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/format.ts";
import { type Language, useI18n } from "../../i18n/index.ts";
import { RequiredMark } from "../inputs/RequiredMark.tsx";
import { fromDateValue, toDateValue } from "./dateValue.ts";
import {
  type CalendarView,
  calendarSetup,
  type DatePickerMode,
  type DatePickerType,
  displayText,
  normaliseSelection,
  resolvePick,
  selectedWeek,
} from "./picking.ts";
import { withContext, withProvider } from "./recipe.ts";
import { calendarLocale, datePickerStrings, viewStrings } from "./strings.ts";

const Root = withProvider(ArkDatePicker.Root, "root");
const Label = withContext(ArkDatePicker.Label, "label");
const Control = withContext(ArkDatePicker.Control, "control");
const Trigger = withContext(ArkDatePicker.Trigger, "trigger");
const ValueText = withContext("span", "valueText");
const Icon = withContext(CalendarDays, "icon");
const Message = withContext("p", "message");
const Positioner = withContext(ArkDatePicker.Positioner, "positioner");
const Content = withContext(ArkDatePicker.Content, "content");
const ViewControl = withContext(ArkDatePicker.ViewControl, "viewControl");
const ViewTrigger = withContext(ArkDatePicker.ViewTrigger, "viewTrigger");
const RangeText = withContext(ArkDatePicker.RangeText, "rangeText");
const PrevTrigger = withContext(ArkDatePicker.PrevTrigger, "navTrigger");
const NextTrigger = withContext(ArkDatePicker.NextTrigger, "navTrigger");
const Table = withContext(ArkDatePicker.Table, "table");
const TableHeader = withContext(ArkDatePicker.TableHeader, "tableHeader");
const CellTrigger = withContext(ArkDatePicker.TableCellTrigger, "tableCellTrigger");

/** A date as the services or a form may hold it; text that is not a date shows "-". */
export type DateLike = Temporal.PlainDate | string | null | undefined;

export type DatePickerProps = {
  /** The visible label; it also names the field for assistive technology. */
  label: string;
  /** Keeps the label for screen readers only, as in a filter bar. */
  hideLabel?: boolean;
  /** What a pick stands for; "date" unless given. */
  type?: DatePickerType;
  /** Single date, a start and end, or any number of dates; "single" unless given. A week is always single. */
  mode?: DatePickerMode;
  /**
   * The value: [date] for single, [start, end] for range, [monday, sunday] for a week,
   * sorted dates for multiple; a month is its first day, a year its 1 January.
   * Leave undefined to let the picker keep its own.
   */
  value?: readonly DateLike[];
  defaultValue?: readonly DateLike[];
  /** Called with the new value, in the shape described at `value`. */
  onValueChange?: (value: Temporal.PlainDate[]) => void;
  /** Earliest day that can be picked. */
  min?: Temporal.PlainDate;
  /** Latest day that can be picked. */
  max?: Temporal.PlainDate;
  /** Shown while nothing is picked; "Pick a date" unless given. */
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  /** Marks the label as required (the kit's one marker; a button trigger takes no aria-required). */
  required?: boolean;
  /** Shown under the field while `invalid`. */
  errorText?: string;
  className?: string;
};

/** The dates of a comma-joined list of ISO dates. */
const datesOf = (isoList: string): Temporal.PlainDate[] =>
  isoList === "" ? [] : isoList.split(",").map((iso) => Temporal.PlainDate.from(iso));

type Translations = NonNullable<DatePickerRootProps["translations"]>;

function calendarTranslations(language: Language): Translations {
  const s = datePickerStrings;
  const fill = (text: Readonly<Record<Language, string>>, date: string) =>
    text[language].replace("{date}", date);
  return {
    trigger: (open) => (open ? s.closeCalendar : s.openCalendar)[language],
    content: s.calendar[language],
    prevTrigger: (view) => viewStrings[view].previous[language],
    nextTrigger: (view) => viewStrings[view].next[language],
    viewTrigger: (view, nextView) => viewStrings[nextView ?? view].switchTo[language],
    dayCell: (state) => {
      if (state.unavailable) return fill(s.unavailable, state.valueText);
      if (state.firstInRange) return fill(s.rangeStart, state.valueText);
      if (state.lastInRange) return fill(s.rangeEnd, state.valueText);
      if (state.inRange) return fill(s.inRange, state.valueText);
      if (state.selected) return fill(s.selected, state.valueText);
      return fill(s.choose, state.valueText);
    },
  };
}

/**
 * A date field with a calendar (SPEC §4, §5): dates, weeks, months or years, picked
 * singly, as a range or several at once; days outside `min`..`max` cannot be picked.
 * Values are Temporal dates and show as dd-MM-yyyy, "-" for one that is not a date.
 */
export function DatePicker({
  label,
  hideLabel = false,
  type = "date",
  mode = "single",
  value,
  defaultValue = [],
  onValueChange,
  min,
  max,
  placeholder,
  disabled = false,
  readOnly = false,
  invalid = false,
  required = false,
  errorText,
  className,
}: DatePickerProps) {
  const { language } = useI18n();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    trigger: `${id}-trigger`,
    text: `${id}-text`,
    message: `${id}-message`,
  };
  const [ownValue, setOwnValue] = useState<readonly DateLike[]>(defaultValue);
  const [open, setOpen] = useState(false);

  const given = value ?? ownValue;
  const parsed = given.map(toPlainDate);
  const selection = normaliseSelection(
    type,
    mode,
    parsed.filter((date) => date !== undefined),
    { min, max },
  );
  const setup = calendarSetup(type, mode);
  const text = displayText(type, mode, parsed);
  // Ark sees a new value only when the dates change, not on every render.
  const selectionKey = selection.join();
  const calendarValue = useMemo(() => datesOf(selectionKey).map(toDateValue), [selectionKey]);
  const minKey = min?.toString() ?? "";
  const maxKey = max?.toString() ?? "";
  const calendarMin = useMemo(() => datesOf(minKey).map(toDateValue)[0], [minKey]);
  const calendarMax = useMemo(() => datesOf(maxKey).map(toDateValue)[0], [maxKey]);
  const translations = useMemo(() => calendarTranslations(language), [language]);
  const showMessage = invalid && errorText !== undefined && errorText !== "";

  const commit = (next: Temporal.PlainDate[]) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <Root
      id={id}
      ids={{ label: () => ids.label, trigger: ids.trigger }}
      className={className}
      hideLabel={hideLabel}
      selectionMode={setup.selectionMode}
      minView={setup.minView}
      maxView="year"
      value={calendarValue}
      onValueChange={(details) => {
        const result = resolvePick({
          type,
          mode,
          previous: selection,
          proposed: details.value.map(fromDateValue),
          min,
          max,
        });
        commit(result.value);
        setOpen(result.open);
      }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      min={calendarMin}
      max={calendarMax}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      locale={calendarLocale[language]}
      timeZone={DEFAULT_TIMEZONE}
      startOfWeek={1}
      fixedWeeks
      translations={translations}
      positioning={{ placement: "bottom-start" }}
      lazyMount
      unmountOnExit
    >
      <Label htmlFor={ids.trigger}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Control>
        <Trigger
          aria-labelledby={`${ids.label} ${ids.text}`}
          aria-invalid={invalid || undefined}
          aria-describedby={showMessage ? ids.message : undefined}
          data-read-only={readOnly || undefined}
        >
          <ValueText id={ids.text} data-placeholder-shown={text === undefined || undefined}>
            {text ?? placeholder ?? datePickerStrings.placeholder[language]}
          </ValueText>
          <Icon aria-hidden="true" />
        </Trigger>
      </Control>
      {showMessage ? <Message id={ids.message}>{errorText}</Message> : null}
      <Portal>
        <Positioner>
          <Content>
            <ArkDatePicker.Context>
              {(api) => <CalendarGrid view={api.view} week={selectedWeek(type, selection)} />}
            </ArkDatePicker.Context>
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}

type CalendarGridProps = {
  view: CalendarView;
  /** The picked week of a week picker; its days show as one selected range. */
  week: DateRange | undefined;
};

/** One of the calendar's grids with its previous / title / next header. */
function CalendarGrid({ view, week }: CalendarGridProps) {
  const inWeek = (day: DateValue) =>
    week !== undefined && isWithin(fromDateValue(day), week.start, week.end);
  // Ark takes a week as one picked day; these mark the week's other days as picked too.
  const weekCellProps = (day: DateValue) =>
    week === undefined ? {} : { "aria-selected": inWeek(day) };
  const weekTriggerProps = (day: DateValue) =>
    week === undefined ? {} : { "data-in-range": inWeek(day) ? "" : undefined };
  return (
    <ArkDatePicker.View view={view}>
      <ArkDatePicker.Context>
        {(api) => (
          <>
            <ViewControl>
              <PrevTrigger>
                <ChevronLeft aria-hidden="true" size={16} />
              </PrevTrigger>
              {view === "year" ? (
                <RangeText />
              ) : (
                <ViewTrigger>
                  <ArkDatePicker.RangeText />
                </ViewTrigger>
              )}
              <NextTrigger>
                <ChevronRight aria-hidden="true" size={16} />
              </NextTrigger>
            </ViewControl>
            <Table>
              {view === "day" ? (
                <ArkDatePicker.TableHead>
                  <ArkDatePicker.TableRow>
                    {api.weekDays.map((weekDay) => (
                      <TableHeader key={weekDay.long} abbr={weekDay.long}>
                        {weekDay.short}
                      </TableHeader>
                    ))}
                  </ArkDatePicker.TableRow>
                </ArkDatePicker.TableHead>
              ) : null}
              <ArkDatePicker.TableBody>
                {view === "day"
                  ? api.weeks.map((days) => (
                      <ArkDatePicker.TableRow key={days[0]?.toString()}>
                        {days.map((day) => (
                          <ArkDatePicker.TableCell
                            key={day.toString()}
                            value={day}
                            {...weekCellProps(day)}
                          >
                            <CellTrigger {...weekTriggerProps(day)}>{day.day}</CellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))
                  : (view === "month"
                      ? api.getMonthsGrid({ columns: 4, format: "short" })
                      : api.getYearsGrid({ columns: 4 })
                    ).map((row) => (
                      <ArkDatePicker.TableRow key={row[0]?.value}>
                        {row.map((cell) => (
                          <ArkDatePicker.TableCell
                            key={cell.value}
                            value={cell.value}
                            disabled={cell.disabled}
                          >
                            <CellTrigger>{cell.label}</CellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
              </ArkDatePicker.TableBody>
            </Table>
          </>
        )}
      </ArkDatePicker.Context>
    </ArkDatePicker.View>
  );
}
