import { Type } from "typebox";
import { validateMasterSchedule, WEEKDAYS } from "../../../../domain/schedules/shifts.ts";
import type { Db } from "../../../db/pool.ts";
import { assertValid, audit, IdParams, pageAnswer } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  findMasterSchedule,
  insertMasterSchedule,
  listMasterSchedules,
  updateMasterSchedule,
} from "../repo.ts";
import {
  deleteUnusedSchedule,
  HcmListQuery,
  hcmPageOf,
  Nullable,
  shiftChoiceProblems,
  Text,
  uniqueScheduleName,
} from "./shared.ts";

const WeekDaysSchema = Type.Object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, Nullable(Type.Integer())])),
);

export const MasterScheduleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  workWeek: Type.String({ description: "5-day or 6-day" }),
  effectiveFrom: Type.String({ description: "yyyy-MM-dd" }),
  holidaysOverride: Type.Boolean(),
  days: WeekDaysSchema,
  shortestWorkingDay: Nullable(
    Type.String({
      description:
        "6-day week: the weekday with the shortest shift (PP 35/2021 Art 31(2)(b)); null for a 5-day week or when no day is shorter",
    }),
  ),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Body = Type.Object(
  {
    name: Text(1000, "1–100 characters, unique per client"),
    workWeek: Text(20, "5-day or 6-day"),
    effectiveFrom: Text(40, "yyyy-MM-dd"),
    days: Type.Optional(
      Type.Unknown({
        description: "{ monday: shiftId | null, …, sunday }: exactly 5 or 6 working days",
      }),
    ),
    holidaysOverride: Type.Optional(Nullable(Type.Unknown({ description: "default true" }))),
  },
  { additionalProperties: false },
);

const { assertFree: assertNameFree, writeOrConflict } = uniqueScheduleName(
  "master_schedules",
  "master schedule",
);

/** Master schedules (issue 13, menu settings): a work week from a date on. */
export function masterScheduleRoutesOf(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/master-schedules",
    {
      config: { menus: ["settings", "employee-schedule"] },
      schema: {
        summary:
          "Master schedules (menus settings / employee-schedule), by name; q searches the name",
        querystring: Type.Object(HcmListQuery),
        response: { 200: hcmPageOf(MasterScheduleSchema) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 10;
      const page = request.query.page ?? 1;
      const paged = await db.tenant(request.principal.clientId, (tx) =>
        listMasterSchedules(tx, { q: request.query.q ?? null }, { limit, page }),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/master-schedules/:id",
    {
      config: { menus: ["settings", "employee-schedule"] },
      schema: {
        summary: "One master schedule",
        params: IdParams,
        response: { 200: dataOf(MasterScheduleSchema) },
      },
    },
    async (request) => {
      const found = await db.tenant(request.principal.clientId, (tx) =>
        findMasterSchedule(tx, request.params.id),
      );
      if (!found) throw notFound("Master schedule");
      return { data: found };
    },
  );

  app.post(
    "/master-schedules",
    {
      config: { menu: "settings" },
      schema: {
        summary:
          "Creates a master schedule (menu settings). A 5-day week has exactly 5 working days, a 6-day week 6",
        body: Body,
        response: { 201: dataOf(MasterScheduleSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Master Schedule";
      const { values, problems } = validateMasterSchedule(request.body);
      const created = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [
          ...problems,
          ...(problems.some((p) => p.field.startsWith("days."))
            ? []
            : await shiftChoiceProblems(
                tx,
                WEEKDAYS.map((day) => [`days.${day}`, values.days[day]]),
              )),
        ]);
        await assertNameFree(tx, message, values.name, null);
        const id = await writeOrConflict(message, () =>
          insertMasterSchedule(tx, principal.clientId, values),
        );
        const after = (await findMasterSchedule(tx, id))!;
        await audit(tx, principal, {
          action: "master_schedule.create",
          entityType: "master_schedule",
          entityId: id,
          before: null,
          after,
        });
        return after;
      });
      reply.status(201);
      return { data: created };
    },
  );

  app.put(
    "/master-schedules/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Replaces a master schedule (menu settings)",
        params: IdParams,
        body: Body,
        response: { 200: dataOf(MasterScheduleSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Master Schedule";
      const { values, problems } = validateMasterSchedule(request.body);
      const updated = await db.tenant(principal.clientId, async (tx) => {
        const before = await findMasterSchedule(tx, id, true);
        if (!before) throw notFound("Master schedule");
        const current = new Set(
          Object.values(before.days).filter((shift): shift is number => shift !== null),
        );
        assertValid(message, [
          ...problems,
          ...(problems.some((p) => p.field.startsWith("days."))
            ? []
            : await shiftChoiceProblems(
                tx,
                WEEKDAYS.map((day) => [`days.${day}`, values.days[day]]),
                current,
              )),
        ]);
        await assertNameFree(tx, message, values.name, id);
        await writeOrConflict(message, () =>
          updateMasterSchedule(tx, principal.clientId, id, values),
        );
        const after = (await findMasterSchedule(tx, id))!;
        await audit(tx, principal, {
          action: "master_schedule.update",
          entityType: "master_schedule",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: updated };
    },
  );

  app.delete(
    "/master-schedules/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary:
          "Deletes a master schedule (menu settings); one that generated employee schedule days answers 409",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findMasterSchedule(tx, id, true);
        if (!before) throw notFound("Master schedule");
        await deleteUnusedSchedule(tx, principal, "master_schedule", id, before);
      });
      return { data: { deleted: true } };
    },
  );
}
