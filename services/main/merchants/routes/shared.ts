import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { HttpError } from "../../../shared/errors.ts";
import { Nullable, PlaceBody, PlaceFields } from "../../org/common.ts";
/** Merchants are read by the merchant menu and the assignment screen; written by merchant. */
export const MERCHANT_READERS: readonly MenuId[] = ["merchant", "assignment"];

export const MerchantSchema = Type.Object({
  ...PlaceFields,
  branchId: Nullable(Type.Integer()),
  branchName: Nullable(Type.String()),
});

export const MerchantBody = Type.Object(
  {
    ...PlaceBody,
    branchId: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, description: "the serving branch (optional, active)" })),
    ),
  },
  { additionalProperties: false },
);

export const inUse = (code: string, used: string) =>
  new HttpError(409, `Merchant ${code} is still used by ${used}. Set it to inactive instead.`);
