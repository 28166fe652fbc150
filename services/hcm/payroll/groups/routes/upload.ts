import { Type } from "typebox";
import { MAX_MEMBERS_PER_REQUEST } from "../../../../../domain/payroll/constants.ts";
import { MAX_IMPORT_BYTES } from "../../../../../domain/workforce/import.ts";
import type { Db } from "../../../../db/pool.ts";
import { readGrid } from "../../../../main/imports/parse.ts";
import {
  SPREADSHEET_TYPES,
  tooLarge,
  unsupported,
} from "../../../../main/imports/routes/shared.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { HttpError, invalidFields, notFound } from "../../../../shared/errors.ts";
import { acceptRawBody, rawBodyOf } from "../../../../shared/rawBody.ts";
import type { App } from "../../../../shared/typed.ts";
import { typed } from "../../../../shared/typed.ts";
import { setMembers } from "../memberSet.ts";
import { findGroup } from "../repo.ts";
import { CountSchema, DateText, MENU } from "../schemas.ts";
import { membersFromGrid, sheetProblems } from "../sheet.ts";
import { SET_MEMBERS_MESSAGE } from "./setMembers.ts";

/**
 * POST /payroll-groups/:id/members/upload: a raw XLSX or CSV body (≤ 10 MB, at most
 * MAX_MEMBERS_PER_REQUEST rows) sets its rows' members as PUT /members does, all or nothing:
 * 400 `{ message, errors: [{ field: "rows.<sheet row>.<column>", message }] }`, nothing saved.
 */
export async function uploadRoute(app: App, { db }: { db: Db }): Promise<void> {
  await app.register(async (plain) => {
    const scope = typed(plain);
    acceptRawBody(scope, {
      types: SPREADSHEET_TYPES,
      limit: MAX_IMPORT_BYTES,
      tooLarge,
      unsupported,
    });
    scope.post(
      "/payroll-groups/:id/members/upload",
      {
        bodyLimit: MAX_IMPORT_BYTES,
        config: { menu: MENU },
        schema: {
          summary:
            "Uploads members (raw XLSX or CSV body, ≤ 10 MB): columns NIK, Basic Salary, PTKP, Recipient, the group's component codes, Payment Method, Bank Name, Account Number, Account Name; all or nothing, 400 errors rows.<row>.<column>",
          params: IdParams,
          querystring: Type.Object({
            fileName: Type.Optional(Type.String({ maxLength: 200, pattern: "^[^\\u0000]*$" })),
            effectiveFrom: Type.Optional(DateText),
          }),
          response: { 200: CountSchema },
        },
      },
      async (request) => {
        const { principal, params, query } = request;
        const bytes = rawBodyOf(request.body, unsupported);
        if (bytes.length === 0) throw new HttpError(400, "The file is empty");
        const known = await db.tenant(principal.clientId, (tx) =>
          tx.query("SELECT 1 FROM payroll_groups WHERE id = $1", [params.id]),
        );
        if (known.rowCount === 0) throw notFound("Payroll group");
        const { grid } = await readGrid(bytes);
        if (grid.length - 1 > MAX_MEMBERS_PER_REQUEST)
          throw invalidFields(SET_MEMBERS_MESSAGE, [
            { field: "rows", message: `must hold at most ${MAX_MEMBERS_PER_REQUEST} items` },
          ]);
        const outcome = await db.tenant(principal.clientId, async (tx) => {
          const group = await findGroup(tx, params.id, principal.language, true);
          if (!group) throw notFound("Payroll group");
          const sheet = await membersFromGrid(tx, group, grid);
          if (sheet.inputs.length > MAX_MEMBERS_PER_REQUEST)
            return {
              problems: [
                { field: "rows", message: `must hold at most ${MAX_MEMBERS_PER_REQUEST} items` },
              ],
            };
          if (sheet.inputs.length === 0)
            return { problems: sheetProblems([], [], [], sheet.errors) };
          const set = await setMembers(
            tx,
            principal,
            group,
            sheet.inputs,
            query.effectiveFrom ?? null,
            "upload",
            sheet.errors.length > 0,
          );
          if ("result" in set) return set;
          return {
            problems: sheetProblems(
              set.problems,
              sheet.rowNumbers,
              sheet.componentCodes,
              sheet.errors,
            ),
          };
        });
        if ("problems" in outcome) throw invalidFields(SET_MEMBERS_MESSAGE, outcome.problems);
        return { data: { count: outcome.result.count } };
      },
    );
  });
}
