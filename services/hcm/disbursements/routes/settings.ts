import { Type } from "typebox";
import { BANK_TRANSFER_MINIMUM, BANKS, E_WALLETS } from "../../../../domain/disbursement/banks.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { PROCESS_OR_APPROVE, SettingsSchema } from "../schemas.ts";
import { type Deps, switchesOf } from "../shared.ts";

/** GET /disbursements/settings: banks, wallets, the minimum, and the client's two switches. */
export function settingsRoute(app: App, { db }: Deps): void {
  app.get(
    "/disbursements/settings",
    {
      config: { menus: PROCESS_OR_APPROVE },
      schema: {
        summary:
          "What a batch can pay to (banks with account lengths, e-wallets, the bank-transfer minimum), manual approval and maintenance",
        querystring: Type.Object({}),
        response: { 200: dataOf(SettingsSchema) },
      },
    },
    async (request) => {
      const switches = await switchesOf(db, request.principal.clientId);
      return {
        data: {
          banks: BANKS.map(({ code, name, minDigits, maxDigits }) => ({
            code,
            name,
            minDigits,
            maxDigits,
          })),
          eWallets: [...E_WALLETS],
          bankTransferMinimum: BANK_TRANSFER_MINIMUM,
          manualApproval: switches.manualApproval,
          maintenance: switches.maintenance,
        },
      };
    },
  );
}
