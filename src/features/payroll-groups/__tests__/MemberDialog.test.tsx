import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { MemberDialog } from "../components/MemberDialog.tsx";
import type { SavedMember } from "../model/memberForm.ts";

afterEach(cleanup);

const BRANCH_RULE =
  "Action Failed: Branch and Payroll Group is not related, Please Edit from Agent Detail page";

const MEMBER: SavedMember = {
  agentId: 99,
  agentName: "Budi Santoso",
  nik: "3171012345678901",
  basicSalary: 5_250_000,
  ptkp: "K/1",
  recipient: "permanent_employee",
  accountFromMember: false,
  paymentMethod: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  components: [{ componentId: 8, scheme: "%", amount: 2.5 }],
};

const COMPONENTS = [
  { componentId: 7, name: "Tunjangan Transport", code: "allowance_transport_sum", scheme: "Rp" },
  { componentId: 8, name: "Bonus Kinerja", code: "bonus_kinerja", scheme: "%" },
];

type Variables = Record<string, unknown>;

function client(sent: Variables[], refusal: "branch" | "fields"): Client {
  return {
    executeQuery: (operation: { variables: Variables }) =>
      fromValue({ operation, data: null, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: Variables }) => {
      sent.push(operation.variables);
      const errors =
        refusal === "branch"
          ? [{ field: "members.0.agentId", message: BRANCH_RULE }]
          : [
              { field: "members.0.basicSalary", message: "must be at most 10000000000" },
              { field: "members.0.components.0.amount", message: "must be whole rupiah" },
            ];
      return fromValue({
        operation,
        error: new CombinedError({
          graphQLErrors: [
            new GraphQLError("Failed to Update Payroll Group Members", {
              extensions: { code: "BAD_USER_INPUT", errors },
            }),
          ],
        }),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderDialog(refusal: "branch" | "fields", language: Language = "en") {
  const sent: Variables[] = [];
  render(
    <Provider value={client(sent, refusal)}>
      <I18nProvider language={language}>
        <MemberDialog
          groupId={12}
          groupComponents={COMPONENTS}
          member={MEMBER}
          onClose={() => undefined}
        />
      </I18nProvider>
    </Provider>,
  );
  return { sent, user: userEvent.setup() };
}

describe("MemberDialog", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    renderDialog("branch");
    await screen.findByRole("dialog");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("sends the member's terms; the SPEC §8 branch rule is shown as the service words it", async () => {
    const { sent, user } = renderDialog("branch");
    const salary = await screen.findByRole("textbox", { name: /^Basic salary/ });
    expect((salary as HTMLInputElement).value).toBe("5.250.000");
    await user.clear(salary);
    await user.type(salary, "6.000.000");
    await user.type(screen.getByRole("textbox", { name: /^Tunjangan Transport/ }), "350.000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      groupId: 12,
      members: [
        {
          agentId: 99,
          basicSalary: 6_000_000,
          ptkp: "K/1",
          recipient: "permanent_employee",
          components: [
            { componentId: 7, amount: 350_000 },
            { componentId: 8, amount: 2.5 },
          ],
        },
      ],
    });
    expect((await screen.findAllByText(BRANCH_RULE)).length).toBeGreaterThan(0);
  });

  it("puts the service's problems of members.0.<field> at the dialog's fields, in Indonesian", async () => {
    const { user } = renderDialog("fields", "id");
    await user.type(await screen.findByRole("textbox", { name: /^Tunjangan Transport/ }), "1");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Gaji pokok maksimal 10000000000")).toBeTruthy();
    expect(screen.getByText("Tunjangan Transport harus dalam rupiah bulat")).toBeTruthy();
  });

  it("checks before sending: a negative salary and a percentage over 100 are refused at their fields", async () => {
    const { sent, user } = renderDialog("fields");
    const salary = await screen.findByRole("textbox", { name: /^Basic salary/ });
    await user.clear(salary);
    await user.type(salary, "-1");
    const bonus = screen.getByRole("textbox", { name: /^Bonus Kinerja/ });
    await user.clear(bonus);
    await user.type(bonus, "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Basic salary must not be negative")).toBeTruthy();
    expect(screen.getByText("Bonus Kinerja must be a percentage from 0 to 100")).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
