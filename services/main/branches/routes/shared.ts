import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { HttpError } from "../../../shared/errors.ts";
import { PlaceFields } from "../../org/common.ts";
/**
 * Branches are read by every screen that picks one: the branch menu itself, the merchant
 * form, the employee form (menu employee-list) and the assignment screen. Writes need the
 * branch menu (SPEC §6).
 */
export const BRANCH_READERS: readonly MenuId[] = [
  "branch",
  "merchant",
  "employee-list",
  "assignment",
];

export const BranchSchema = Type.Object(PlaceFields);

export const inUse = (code: string, used: string) =>
  new HttpError(409, `Branch ${code} is still used by ${used}. Set it to inactive instead.`);
