import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localizeProblem, problemCatalogue, renderProblem, templateParams } from "../problems.ts";
import {
  BANK_TRANSFER_MAXIMUM,
  BANK_TRANSFER_MINIMUM,
  BANKS,
  E_WALLET_CHANNELS,
  E_WALLETS,
} from "./banks.ts";
import { namesAccount, normalisePhone, rupiah, validateLine, workerAccount } from "./lines.ts";

/**
 * Issue 18: a disbursement line's validation (SPEC §8 INCOMPLETE_BANK_ACCOUNT_DATA,
 * BELOW_MINIMUM_LIMIT; RUNS.md §2.7) — examples of each refusal, and properties: a line is
 * valid exactly when its account is complete and its amount within the channel's limits.
 */

const bca = { bankCode: "BCA", accountNumber: "1234567890", accountName: "Siti Rahayu" };

describe("validateLine", () => {
  it("accepts a complete bank account within the limits, normalising what was typed", () => {
    expect(
      validateLine(1_500_000, {
        bankCode: "bank central asia",
        accountNumber: " 123-456 7890 ",
        accountName: "  Siti   Rahayu ",
      }),
    ).toEqual({
      method: "bank_transfer",
      bankCode: "BCA",
      accountNumber: "1234567890",
      accountName: "Siti Rahayu",
      eWallet: null,
      phoneNumber: null,
      errorCode: null,
      problem: null,
    });
  });

  it("refuses a missing or malformed account with INCOMPLETE_BANK_ACCOUNT_DATA and says why", () => {
    const cases: [Parameters<typeof validateLine>[1], string][] = [
      [{}, "disbursementNoAccount"],
      [{ ...bca, bankCode: "Bank Antah Berantah" }, "disbursementUnknownBank"],
      [{ ...bca, bankCode: "" }, "disbursementBankMissing"],
      [{ ...bca, accountNumber: "12345" }, "disbursementAccountNumber"],
      [{ ...bca, accountNumber: "12345678901" }, "disbursementAccountNumber"],
      [{ ...bca, accountNumber: "12345abcde" }, "disbursementAccountNumber"],
      [{ ...bca, accountName: " " }, "disbursementAccountName"],
      [{ ...bca, accountName: "x".repeat(201) }, "disbursementAccountName"],
      [{ ...bca, eWallet: "ovo" }, "disbursementBankOrWallet"],
      [{ eWallet: "paypal", phoneNumber: "81234567890" }, "disbursementUnknownWallet"],
      [{ eWallet: "gopay", phoneNumber: "71234567" }, "disbursementWalletPhone"],
      [{ eWallet: "gopay" }, "disbursementWalletPhone"],
    ];
    for (const [account, problem] of cases) {
      const line = validateLine(50_000, account);
      expect(line.errorCode, problem).toBe("INCOMPLETE_BANK_ACCOUNT_DATA");
      expect(line.problem?.code, JSON.stringify(account)).toBe(problem);
    }
  });

  it("words the account-number rule with the bank's lengths, in both languages", () => {
    const line = validateLine(50_000, { ...bca, bankCode: "BRI", accountNumber: "123" });
    const problem = line.problem!;
    expect(renderProblem("en", problem.code, problem.params)).toBe(
      "The account number must be 13–17 digits for BRI.",
    );
    expect(renderProblem("id", problem.code, problem.params)).toBe(
      "Nomor rekening BRI harus 13–17 digit.",
    );
    // The stored English reason reads back in Indonesian (REST answers the caller's language).
    expect(localizeProblem("id", renderProblem("en", problem.code, problem.params))).toBe(
      "Nomor rekening BRI harus 13–17 digit.",
    );
  });

  it("applies Rp 10.000 to bank transfers and each wallet's own limits", () => {
    expect(validateLine(9_999, bca).errorCode).toBe("BELOW_MINIMUM_LIMIT");
    expect(validateLine(10_000, bca).errorCode).toBeNull();
    expect(validateLine(BANK_TRANSFER_MAXIMUM, bca).errorCode).toBeNull();
    expect(validateLine(BANK_TRANSFER_MAXIMUM + 1, bca).errorCode).toBe("ABOVE_MAXIMUM_LIMIT");
    const linkaja = { eWallet: "LinkAja", phoneNumber: "+62 812-3456-7890" };
    expect(validateLine(10_000_000, linkaja)).toMatchObject({
      method: "e_wallet",
      eWallet: "linkaja",
      phoneNumber: "81234567890",
      errorCode: null,
    });
    expect(validateLine(10_000_001, linkaja).errorCode).toBe("ABOVE_MAXIMUM_LIMIT");
    const below = validateLine(9_000, linkaja);
    expect(below.errorCode).toBe("BELOW_MINIMUM_LIMIT");
    expect(renderProblem("en", below.problem!.code, below.problem!.params)).toBe(
      "The amount is below this channel's minimum of Rp 10.000.",
    );
  });

  it("takes the worker's own account; cash or none is incomplete", () => {
    const worker = {
      paymentMethod: "bank_transfer",
      bankName: "Bank Mandiri",
      accountNumber: "1234567890123",
      accountName: "Budi",
      eWallet: null,
      walletPhoneNumber: null,
    };
    expect(validateLine(100_000, workerAccount(worker))).toMatchObject({
      bankCode: "MANDIRI",
      accountNumber: "1234567890123",
      errorCode: null,
    });
    const wallet = {
      ...worker,
      paymentMethod: "e_wallet",
      eWallet: "dana",
      walletPhoneNumber: "81211112222",
    };
    expect(validateLine(100_000, workerAccount(wallet))).toMatchObject({
      method: "e_wallet",
      eWallet: "dana",
      errorCode: null,
    });
    for (const paymentMethod of ["cash", null])
      expect(validateLine(100_000, workerAccount({ ...worker, paymentMethod })).errorCode).toBe(
        "INCOMPLETE_BANK_ACCOUNT_DATA",
      );
  });

  it("knows when a line names an account itself", () => {
    expect(namesAccount({})).toBe(false);
    expect(namesAccount({ accountName: "Only a name", phoneNumber: "812345678" })).toBe(false);
    expect(namesAccount({ bankCode: "BCA" })).toBe(true);
    expect(namesAccount({ eWallet: "ovo" })).toBe(true);
  });

  it("normalises phone numbers typed with 0, 62 or +62", () => {
    expect(normalisePhone("081234567890")).toBe("81234567890");
    expect(normalisePhone("6281234567")).toBe("81234567");
    expect(normalisePhone("812")).toBeNull();
    expect(rupiah(1_234_567)).toBe("Rp 1.234.567");
  });
});

describe("validateLine properties", () => {
  const bank = fc.constantFrom(...BANKS);
  const amount = fc.integer({ min: 1, max: 10_000_000_000 });

  it("a bank line is valid exactly when its number fits the bank and the amount the limits", () => {
    fc.assert(
      fc.property(bank, fc.integer({ min: 1, max: 20 }), amount, (b, digits, value) => {
        const line = validateLine(value, {
          bankCode: b.code,
          accountNumber: "7".repeat(digits),
          accountName: "Pekerja",
        });
        const numberOk = digits >= b.minDigits && digits <= b.maxDigits;
        const expected = !numberOk
          ? "INCOMPLETE_BANK_ACCOUNT_DATA"
          : value < BANK_TRANSFER_MINIMUM
            ? "BELOW_MINIMUM_LIMIT"
            : value > BANK_TRANSFER_MAXIMUM
              ? "ABOVE_MAXIMUM_LIMIT"
              : null;
        expect(line.errorCode).toBe(expected);
        expect(line.problem === null).toBe(expected === null);
        expect(line.method).toBe("bank_transfer");
      }),
      { numRuns: 500 },
    );
  });

  it("a wallet line is valid exactly when the wallet is known, the phone a mobile and the amount fits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...E_WALLETS),
        fc.stringMatching(/^(\+62|62|0)?8[0-9]{7,12}$/),
        amount,
        (wallet, phone, value) => {
          const line = validateLine(value, { eWallet: wallet, phoneNumber: phone });
          const { minimum, maximum } = E_WALLET_CHANNELS[wallet];
          const expected =
            value < minimum
              ? "BELOW_MINIMUM_LIMIT"
              : value > maximum
                ? "ABOVE_MAXIMUM_LIMIT"
                : null;
          expect(line.errorCode).toBe(expected);
          expect(line.phoneNumber).toMatch(/^8[0-9]{7,12}$/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("never answers a code without a reason, and every reason exists in both languages", () => {
    fc.assert(
      fc.property(
        fc.record({
          bankCode: fc.option(fc.oneof(fc.constantFrom("BCA", "bri", "Mandiri", ""), fc.string())),
          accountNumber: fc.option(fc.string({ maxLength: 20 })),
          accountName: fc.option(fc.string({ maxLength: 220 })),
          eWallet: fc.option(fc.oneof(fc.constantFrom(...E_WALLETS), fc.string())),
          phoneNumber: fc.option(fc.string({ maxLength: 16 })),
        }),
        amount,
        (account, value) => {
          const line = validateLine(value, account);
          expect(line.errorCode === null).toBe(line.problem === null);
          if (line.problem) {
            const params = templateParams(problemCatalogue[line.problem.code].en);
            expect(Object.keys(line.problem.params).sort()).toEqual([...params].sort());
          }
          if (line.errorCode === null && line.method === "bank_transfer")
            expect(line.accountNumber).toMatch(/^[0-9]+$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
