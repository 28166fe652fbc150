import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { HttpError } from "../../../shared/errors.ts";
import { BodyText, Nullable } from "../../org/common.ts";
/**
 * Projects are read by the project list, the employee form (menu employee-list) and the
 * assignment screen; written with project-list (SPEC §6).
 */
export const PROJECT_READERS: readonly MenuId[] = ["project-list", "employee-list", "assignment"];

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  startDate: Type.String({ description: "yyyy-MM-dd" }),
  endDate: Nullable(Type.String({ description: "yyyy-MM-dd; null: open-ended" })),
  status: Type.String({ description: "active or inactive" }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ProjectBody = Type.Object(
  {
    code: BodyText(100, "2–20 of A–Z, 0–9 and -, unique per client"),
    name: BodyText(1000, "unique per client, case-insensitive; at most 120 characters"),
    description: BodyText(10_000, "at most 2000 characters"),
    startDate: BodyText(40, "yyyy-MM-dd"),
    endDate: BodyText(40, "yyyy-MM-dd, on or after startDate; null: open-ended"),
    status: BodyText(20, "active (default on create) or inactive; omitted on update: unchanged"),
  },
  { additionalProperties: false },
);

export const inUse = (code: string, used: string) =>
  new HttpError(409, `Project ${code} is still used by ${used}. Set it to inactive instead.`);
