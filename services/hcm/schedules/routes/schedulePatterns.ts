import { Type } from "typebox";
import { validateSchedulePattern } from "../../../../domain/schedules/shifts.ts";
import type { Db } from "../../../db/pool.ts";
import { assertValid, audit, IdParams, pageAnswer } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  findSchedulePattern,
  insertSchedulePattern,
  listSchedulePatterns,
  updateSchedulePattern,
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

export const SchedulePatternSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startDate: Type.String({ description: "yyyy-MM-dd: the rotation's day 1" }),
  cycleDays: Type.Integer(),
  days: Type.Array(Nullable(Type.Integer()), { description: "shift id or null (day off) per day" }),
  holidaysOverride: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const Body = Type.Object(
  {
    name: Text(1000, "1–100 characters, unique per client"),
    startDate: Text(40, "yyyy-MM-dd"),
    days: Type.Optional(
      Type.Unknown({ description: "(shiftId | null)[]: 1–62 days, at least one working" }),
    ),
    holidaysOverride: Type.Optional(Nullable(Type.Unknown({ description: "default true" }))),
  },
  { additionalProperties: false },
);

const { assertFree: assertNameFree, writeOrConflict } = uniqueScheduleName(
  "schedule_patterns",
  "schedule pattern",
);

/** Schedule patterns (issue 13, menu settings): an N-day rotation from a start date. */
export function schedulePatternRoutesOf(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/schedule-patterns",
    {
      config: { menus: ["settings", "employee-schedule"] },
      schema: {
        summary: "Schedule patterns (menus settings / employee-schedule), by name",
        querystring: Type.Object(HcmListQuery),
        response: { 200: hcmPageOf(SchedulePatternSchema) },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 10;
      const page = request.query.page ?? 1;
      const paged = await db.tenant(request.principal.clientId, (tx) =>
        listSchedulePatterns(tx, { q: request.query.q ?? null }, { limit, page }),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/schedule-patterns/:id",
    {
      config: { menus: ["settings", "employee-schedule"] },
      schema: {
        summary: "One schedule pattern",
        params: IdParams,
        response: { 200: dataOf(SchedulePatternSchema) },
      },
    },
    async (request) => {
      const found = await db.tenant(request.principal.clientId, (tx) =>
        findSchedulePattern(tx, request.params.id),
      );
      if (!found) throw notFound("Schedule pattern");
      return { data: found };
    },
  );

  app.post(
    "/schedule-patterns",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Creates a schedule pattern (menu settings)",
        body: Body,
        response: { 201: dataOf(SchedulePatternSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Schedule Pattern";
      const { values, problems } = validateSchedulePattern(request.body);
      const created = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [
          ...problems,
          ...(problems.some((p) => p.field.startsWith("days"))
            ? []
            : await shiftChoiceProblems(
                tx,
                values.days.map((shift, index) => [`days.${index}`, shift]),
              )),
        ]);
        await assertNameFree(tx, message, values.name, null);
        const id = await writeOrConflict(message, () =>
          insertSchedulePattern(tx, principal.clientId, values),
        );
        const after = (await findSchedulePattern(tx, id))!;
        await audit(tx, principal, {
          action: "schedule_pattern.create",
          entityType: "schedule_pattern",
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
    "/schedule-patterns/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Replaces a schedule pattern (menu settings)",
        params: IdParams,
        body: Body,
        response: { 200: dataOf(SchedulePatternSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Schedule Pattern";
      const { values, problems } = validateSchedulePattern(request.body);
      const updated = await db.tenant(principal.clientId, async (tx) => {
        const before = await findSchedulePattern(tx, id, true);
        if (!before) throw notFound("Schedule pattern");
        const current = new Set(before.days.filter((shift): shift is number => shift !== null));
        assertValid(message, [
          ...problems,
          ...(problems.some((p) => p.field.startsWith("days"))
            ? []
            : await shiftChoiceProblems(
                tx,
                values.days.map((shift, index) => [`days.${index}`, shift]),
                current,
              )),
        ]);
        await assertNameFree(tx, message, values.name, id);
        await writeOrConflict(message, () =>
          updateSchedulePattern(tx, principal.clientId, id, values),
        );
        const after = (await findSchedulePattern(tx, id))!;
        await audit(tx, principal, {
          action: "schedule_pattern.update",
          entityType: "schedule_pattern",
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
    "/schedule-patterns/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary:
          "Deletes a schedule pattern (menu settings); one that generated employee schedule days answers 409",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findSchedulePattern(tx, id, true);
        if (!before) throw notFound("Schedule pattern");
        await deleteUnusedSchedule(tx, principal, "schedule_pattern", id, before);
      });
      return { data: { deleted: true } };
    },
  );
}
