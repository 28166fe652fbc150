import { Type } from "typebox";
import { validateShift } from "../../../../domain/schedules/shifts.ts";
import type { Db } from "../../../db/pool.ts";
import {
  assertValid,
  audit,
  describeUsage,
  duplicateFields,
  IdParams,
  isForeignKeyViolation,
  pageAnswer,
  violatedConstraint,
} from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { codeTaken, findShift, insertShift, listShifts, shiftUsage, updateShift } from "../repo.ts";
import { HcmListQuery, hcmPageOf, Nullable, Text } from "./shared.ts";

export const ShiftSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  startTime: Type.String({ description: "HH:MM, local to the branch's zone" }),
  endTime: Type.String({ description: "HH:MM; before the start: the next day" }),
  crossesMidnight: Type.Boolean(),
  workingMinutes: Type.Integer({ description: "start to end minus the break" }),
  breakMinutes: Type.Integer(),
  lateGraceMinutes: Type.Integer(),
  earlyOutGraceMinutes: Type.Integer(),
  checkInOpensMinutesBefore: Type.Integer(),
  checkOutClosesMinutesAfter: Type.Integer(),
  halfDayHours: Nullable(Type.Number()),
  absentHours: Nullable(Type.Number()),
  flexible: Type.Boolean(),
  status: Type.String({ description: "active or inactive" }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Minutes = (description: string) =>
  Type.Optional(
    Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description })),
  );

const ShiftBody = Type.Object(
  {
    name: Text(1000, "1–100 characters"),
    code: Text(100, "1–20 of A–Z, 0–9 and -, unique per client (lower case read as upper)"),
    startTime: Text(20, "HH:MM, 00:00–23:59"),
    endTime: Text(20, "HH:MM, 00:00–23:59, not the start; before the start = crosses midnight"),
    breakMinutes: Minutes("0–480, less than the shift; default 0"),
    lateGraceMinutes: Minutes("0–240; default 0"),
    earlyOutGraceMinutes: Minutes("0–240; default 0"),
    checkInOpensMinutesBefore: Minutes("0–720; default 60"),
    checkOutClosesMinutesAfter: Minutes("0–720; default 60"),
    halfDayHours: Minutes("worked hours below which the day is a half day, 0–24"),
    absentHours: Minutes("worked hours below which the day is absent, 0–24, ≤ halfDayHours"),
    flexible: Type.Optional(Nullable(Type.Unknown())),
    status: Text(20, "active (default) or inactive; omitted on update: unchanged"),
  },
  { additionalProperties: false },
);

const inUse = (code: string, used: string) =>
  new HttpError(409, `Shift ${code} is still used by ${used}. Set it to inactive instead.`);

const codeProblem = [{ field: "code", message: "is already used by another shift" }];

async function writeOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error, ["23505"])?.endsWith("_code_key"))
      throw duplicateFields(message, codeProblem);
    throw error;
  }
}

/** Shifts (issue 13, menu shifts): /shifts list, read, create, update, delete. */
export function shiftRoutesOf(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/shifts",
    {
      config: { menus: ["shifts", "settings", "employee-schedule"] },
      schema: {
        summary:
          "Shifts (menus shifts / settings / employee-schedule), by code; q searches code and name",
        querystring: Type.Object({
          ...HcmListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
        }),
        response: { 200: hcmPageOf(ShiftSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const limit = request.query.limit ?? 10;
      const page = request.query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listShifts(
          tx,
          { q: request.query.q ?? null, status: request.query.status ?? null },
          { limit, page },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/shifts/:id",
    {
      config: { menus: ["shifts", "settings", "employee-schedule"] },
      schema: { summary: "One shift", params: IdParams, response: { 200: dataOf(ShiftSchema) } },
    },
    async (request) => {
      const shift = await db.tenant(request.principal.clientId, (tx) =>
        findShift(tx, request.params.id),
      );
      if (!shift) throw notFound("Shift");
      return { data: shift };
    },
  );

  app.post(
    "/shifts",
    {
      config: { menu: "shifts" },
      schema: {
        summary: "Creates a shift (menu shifts). Duplicate code: 409 naming code",
        body: ShiftBody,
        response: { 201: dataOf(ShiftSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Shift";
      const { values, problems } = validateShift(request.body);
      assertValid(message, problems);
      const shift = await db.tenant(principal.clientId, async (tx) => {
        if (await codeTaken(tx, values.code, null)) throw duplicateFields(message, codeProblem);
        const id = await writeOrConflict(message, () =>
          insertShift(tx, principal.clientId, values),
        );
        const created = (await findShift(tx, id))!;
        await audit(tx, principal, {
          action: "shift.create",
          entityType: "shift",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: shift };
    },
  );

  app.put(
    "/shifts/:id",
    {
      config: { menu: "shifts" },
      schema: {
        summary:
          "Replaces a shift (menu shifts); omitted minutes take their defaults, an omitted status stays",
        params: IdParams,
        body: ShiftBody,
        response: { 200: dataOf(ShiftSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Shift";
      const { values, problems } = validateShift(request.body);
      const shift = await db.tenant(principal.clientId, async (tx) => {
        const before = await findShift(tx, id, true);
        if (!before) throw notFound("Shift");
        assertValid(message, problems);
        if (await codeTaken(tx, values.code, id)) throw duplicateFields(message, codeProblem);
        await writeOrConflict(message, () => updateShift(tx, id, values));
        const after = (await findShift(tx, id))!;
        await audit(tx, principal, {
          action: "shift.update",
          entityType: "shift",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: shift };
    },
  );

  app.delete(
    "/shifts/:id",
    {
      config: { menu: "shifts" },
      schema: {
        summary:
          "Deletes a shift no schedule uses (menu shifts); a used one answers 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findShift(tx, id, true);
        if (!before) throw notFound("Shift");
        const usage = await shiftUsage(tx, id);
        const used = describeUsage([
          [usage.masters, "master schedule", "master schedules"],
          [usage.patterns, "schedule pattern", "schedule patterns"],
          [usage.days, "employee schedule day", "employee schedule days"],
        ]);
        if (used) throw inUse(before.code, used);
        try {
          await tx.query("DELETE FROM shifts WHERE id = $1", [id]);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw inUse(before.code, "a schedule");
          throw error;
        }
        await audit(tx, principal, {
          action: "shift.delete",
          entityType: "shift",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
