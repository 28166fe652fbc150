import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, violatedConstraint } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  findHoliday,
  type Holiday,
  type HolidayValues,
  insertHoliday,
  listHolidays,
  unknownProvinces,
  updateHoliday,
} from "../holidays-repo.ts";
import { DateText, dateProblem, HOLIDAY_READERS, IdParams, SCHEDULE_MENU } from "./shared.ts";

export const HolidaySchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  name: Type.String(),
  kind: Type.Enum(["national", "collective_leave", "company"]),
  provinceIds: Type.Array(Type.String(), { description: "empty = everywhere" }),
  observed: Type.Boolean(),
});

const HolidayBody = Type.Object(
  {
    date: DateText("the day"),
    name: Type.String({ maxLength: 1000 }),
    provinceIds: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 10 }), { maxItems: 40 }), Type.Null()], {
        description: "only branches in these provinces; empty or null = everywhere",
      }),
    ),
    observed: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
type HolidayInput = {
  date: string;
  name: string;
  provinceIds?: string[] | null;
  observed?: boolean;
};

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

async function checkedValues(
  tx: Parameters<typeof unknownProvinces>[0],
  body: HolidayInput,
  message: string,
): Promise<HolidayValues> {
  const name = body.name.trim();
  const problems = [...dateProblem("date", body.date)];
  if (name === "") problems.push({ field: "name", message: "is required" });
  else if (name.length > 200)
    problems.push({ field: "name", message: "must be at most 200 characters" });
  const provinceIds = [...new Set((body.provinceIds ?? []).map((p) => p.trim()))];
  const unknown = await unknownProvinces(tx, provinceIds);
  if (unknown.length > 0) problems.push({ field: "provinceIds", message: "is not a province" });
  if (problems.length > 0) throw invalidFields(message, problems);
  const year = Number(body.date.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR)
    throw invalidFields(message, [
      { field: "date", message: `must be a year from ${MIN_YEAR} to ${MAX_YEAR}` },
    ]);
  return {
    date: body.date,
    name,
    provinceIds: provinceIds.length > 0 ? provinceIds.sort() : null,
    observed: body.observed ?? true,
  };
}

async function uniqueDay<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "holidays_client_date_name_key")
      throw new HttpError(409, message, undefined, [
        { field: "name", message: "is already a holiday on this date" },
      ]);
    throw error;
  }
}

/**
 * The client's holiday calendar (issue 13): the official national holidays and cuti bersama
 * copied in when the client was made, plus the company's own days. Anyone on the
 * employee-schedule or settings screens reads it; the employee-schedule menu edits it.
 */
export function holidayRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/holidays",
    {
      config: { menus: HOLIDAY_READERS },
      schema: {
        summary: "The client's holidays of a year (or one month of it), by date",
        querystring: Type.Object({
          year: Type.Integer({ minimum: MIN_YEAR, maximum: MAX_YEAR }),
          month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
          kind: Type.Optional(Type.Enum(["national", "collective_leave", "company"])),
        }),
        response: {
          200: dataOf(
            Type.Object({ items: Type.Array(HolidaySchema), totalItems: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => {
      const { year, month, kind } = request.query;
      const items = await db.tenant(request.principal.clientId, (tx) =>
        listHolidays(tx, { year, month: month ?? null, kind: kind ?? null }),
      );
      return { data: { items, totalItems: items.length } };
    },
  );

  app.post(
    "/holidays",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary: "Adds a company holiday (kind company); a day for some provinces only",
        body: HolidayBody,
        response: { 201: dataOf(HolidaySchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Holiday";
      const holiday = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedValues(tx, request.body, message);
        const id = await uniqueDay(message, () => insertHoliday(tx, principal.clientId, values));
        const created = (await findHoliday(tx, id))!;
        await audit(tx, principal, {
          action: "holiday.create",
          entityType: "holiday",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: holiday };
    },
  );

  app.put(
    "/holidays/:id",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary:
          "Changes a holiday: its date (the government moves Islamic dates), name, provinces, " +
          "and whether the company observes it (switch a cuti bersama day off). The kind stays.",
        params: IdParams,
        body: HolidayBody,
        response: { 200: dataOf(HolidaySchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const message = "Failed to Update Holiday";
      const holiday = await db.tenant(principal.clientId, async (tx) => {
        const before = await findHoliday(tx, request.params.id, true);
        if (!before) throw notFound("Holiday");
        const values = await checkedValues(tx, request.body, message);
        await uniqueDay(message, () => updateHoliday(tx, before.id, values));
        const after = (await findHoliday(tx, before.id))!;
        await audit(tx, principal, {
          action: "holiday.update",
          entityType: "holiday",
          entityId: before.id,
          before,
          after,
        });
        return after;
      });
      return { data: holiday };
    },
  );

  app.delete(
    "/holidays/:id",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary:
          "Deletes a company holiday. A national or collective-leave day cannot be deleted " +
          "(409): switch it off (observed false) instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before: Holiday | null = await findHoliday(tx, request.params.id, true);
        if (!before) throw notFound("Holiday");
        if (before.kind !== "company")
          throw new HttpError(
            409,
            "A national holiday or collective-leave day cannot be deleted. Switch it off instead.",
          );
        await tx.query("DELETE FROM holidays WHERE id = $1", [before.id]);
        await audit(tx, principal, {
          action: "holiday.delete",
          entityType: "holiday",
          entityId: before.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
