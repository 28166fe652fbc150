import { describe, expect, it } from "vitest";
import { readSheet } from "../workforce/import.ts";
import { MAX_MEMBERS_PER_REQUEST } from "./constants.ts";
import { memberColumns, readPtkp, readRupiah, validateMembers } from "./members.ts";

const good = { agentId: 7, basicSalary: 5_729_876, ptkp: "TK/0" };

describe("validateMembers", () => {
  it("takes a plain row with the default recipient and no account of its own", () => {
    const { values, problems } = validateMembers([good]);
    expect(problems).toEqual([]);
    expect(values[0]).toEqual({
      ...good,
      recipient: "permanent_employee",
      components: [],
      paymentMethod: null,
      bankName: null,
      accountNumber: null,
      accountName: null,
      eWallet: null,
      walletPhoneNumber: null,
    });
  });

  it("lists each bad row's every problem, by index", () => {
    const { problems } = validateMembers([
      good,
      { agentId: 8, basicSalary: -1, ptkp: "X/9" },
      { agentId: 7, basicSalary: 10, ptkp: "K/1", recipient: "boss" },
      { basicSalary: 1.5, ptkp: "K/0", components: [{ componentId: 3, amount: -5 }] },
    ]);
    expect(problems).toEqual([
      { field: "members.1.basicSalary", message: "must not be negative" },
      {
        field: "members.1.ptkp",
        message: "must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
      },
      { field: "members.2.recipient", message: expect.stringMatching(/^must be one of /) },
      { field: "members.2.agentId", message: "repeats member 0" },
      { field: "members.3.agentId", message: "is required" },
      { field: "members.3.basicSalary", message: "must be whole rupiah" },
      { field: "members.3.components.0.amount", message: "must not be negative" },
    ]);
  });

  it("checks an own account as the employee form does, and keeps only the method's fields", () => {
    const bank = validateMembers([
      {
        ...good,
        paymentMethod: "bank_transfer",
        accountNumber: "1234-5678",
        walletPhoneNumber: "0812 3456 789",
      },
    ]);
    expect(bank.problems.map((p) => p.field)).toEqual([
      "members.0.accountName",
      "members.0.bankName",
    ]);
    const wallet = validateMembers([
      { ...good, paymentMethod: "e_wallet", eWallet: "ovo", walletPhoneNumber: "0812 3456 789" },
    ]);
    expect(wallet.problems).toEqual([]);
    expect(wallet.values[0]).toMatchObject({ eWallet: "ovo", walletPhoneNumber: "8123456789" });
    expect(validateMembers([{ ...good, bankName: "BCA" }]).problems).toEqual([
      {
        field: "members.0.paymentMethod",
        message: "Payment method is required with account details",
      },
    ]);
  });

  it("refuses more rows than one request may carry", () => {
    const rows = Array.from({ length: MAX_MEMBERS_PER_REQUEST + 1 }, (_, i) => ({
      ...good,
      agentId: i + 1,
    }));
    expect(validateMembers(rows).problems).toEqual([
      { field: "members", message: `must hold at most ${MAX_MEMBERS_PER_REQUEST} items` },
    ]);
    expect(validateMembers(rows.slice(1)).problems).toEqual([]);
  });
});

describe("the upload's cells and columns", () => {
  it("reads PTKP and rupiah as people type them", () => {
    expect(["tk/0", "TK0", "k 1", "K/3", "TK/4", "x"].map(readPtkp)).toEqual([
      "TK/0",
      "TK/0",
      "K/1",
      "K/3",
      null,
      null,
    ]);
    expect(["5.729.876", "Rp 5,729,876", "-10", "1.5e3", "12,5"].map(readRupiah)).toEqual([
      5_729_876,
      5_729_876,
      -10,
      null,
      125,
    ]);
    expect(readRupiah(5_000_000)).toBe(5_000_000);
  });

  it("reads the template's headers (labels or keys) with the group's component codes", () => {
    const columns = memberColumns(["allowance_meals_sum"]);
    const { rows, errors } = readSheet(
      [
        ["NIK", "Basic Salary", "PTKP", "allowance_meals_sum", "Payment Method"],
        ["3171011203900001", 5_000_000, "TK/0", 25_000, ""],
      ],
      columns,
    );
    expect(errors).toEqual([]);
    expect(rows[0]?.cells).toMatchObject({ nik: "3171011203900001", allowance_meals_sum: 25_000 });
    expect(readSheet([["NIK", "Basic Salary"]], columns).errors).toContainEqual({
      row: 1,
      column: "ptkp",
      message: "The column is missing",
    });
  });
});
