import type { ShiftInput as ShiftRuleInput } from "../../../../domain/schedules/shifts.ts";
import type { ShiftRow } from "./documents.ts";

/** The shift form as typed: every field text, so a bad value can be shown at its field. */
export type ShiftDraft = {
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  lateGraceMinutes: string;
  earlyOutGraceMinutes: string;
  checkInOpensMinutesBefore: string;
  checkOutClosesMinutesAfter: string;
  halfDayHours: string;
  absentHours: string;
  flexible: boolean;
  status: string;
};

export const EMPTY_SHIFT: ShiftDraft = {
  code: "",
  name: "",
  startTime: "",
  endTime: "",
  breakMinutes: "0",
  lateGraceMinutes: "0",
  earlyOutGraceMinutes: "0",
  checkInOpensMinutesBefore: "60",
  checkOutClosesMinutesAfter: "60",
  halfDayHours: "",
  absentHours: "",
  flexible: false,
  status: "active",
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function shiftDraftOf(row: ShiftRow): ShiftDraft {
  return {
    code: row.code,
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: text(row.breakMinutes),
    lateGraceMinutes: text(row.lateGraceMinutes),
    earlyOutGraceMinutes: text(row.earlyOutGraceMinutes),
    checkInOpensMinutesBefore: text(row.checkInOpensMinutesBefore),
    checkOutClosesMinutesAfter: text(row.checkOutClosesMinutesAfter),
    halfDayHours: text(row.halfDayHours),
    absentHours: text(row.absentHours),
    flexible: row.flexible,
    status: row.status,
  };
}

/** The draft as the shared rules read it (texts; the rules parse the numbers). */
export const shiftRuleInputOf = (draft: ShiftDraft): ShiftRuleInput => ({ ...draft });

const number = (value: string) => (value.trim() === "" ? null : Number(value.trim()));

/** The draft as the GraphQL input, once the rules passed (numbers are numbers). */
export function shiftInputOf(draft: ShiftDraft) {
  return {
    code: draft.code.trim().toUpperCase(),
    name: draft.name.trim(),
    startTime: draft.startTime.trim(),
    endTime: draft.endTime.trim(),
    breakMinutes: number(draft.breakMinutes),
    lateGraceMinutes: number(draft.lateGraceMinutes),
    earlyOutGraceMinutes: number(draft.earlyOutGraceMinutes),
    checkInOpensMinutesBefore: number(draft.checkInOpensMinutesBefore),
    checkOutClosesMinutesAfter: number(draft.checkOutClosesMinutesAfter),
    halfDayHours: number(draft.halfDayHours),
    absentHours: number(draft.absentHours),
    flexible: draft.flexible,
    status: draft.status,
  };
}
