import { describe, expect, it } from "vitest";
import { errorCode, formErrorsFrom } from "../../org-common/fieldErrors.ts";
import { problemText } from "../../org-common/problemText.ts";

const badInput = (errors: unknown) => ({
  graphQLErrors: [
    { message: "Failed to Create Branch", extensions: { code: "BAD_USER_INPUT", errors } },
  ],
});

describe("field errors of a failed mutation", () => {
  it("keys extensions.errors by field (body./input. prefixes dropped), the first per field", () => {
    const errors = formErrorsFrom(
      badInput([
        { field: "code", message: "must be 2 to 20 characters of A-Z, 0-9 and -" },
        { field: "input.cityId", message: "is not in the chosen province" },
        { field: "code", message: "is required" },
        { field: 3, message: "ignored" },
      ]),
    );
    expect(errors.fields).toEqual({
      code: "must be 2 to 20 characters of A-Z, 0-9 and -",
      cityId: "is not in the chosen province",
    });
    expect(errors.form).toBe("Failed to Create Branch");
  });

  it("gives the form the message of an error without field problems, and its code", () => {
    const conflict = {
      graphQLErrors: [
        { message: "Branch code JKT-01 already exists", extensions: { code: "CONFLICT" } },
      ],
    };
    expect(formErrorsFrom(conflict)).toEqual({
      fields: {},
      form: "Branch code JKT-01 already exists",
    });
    expect(errorCode(conflict)).toBe("CONFLICT");
    expect(errorCode(new Error("offline"))).toBeUndefined();
  });
});

describe("problem text at a field", () => {
  it("leads with the field's label", () => {
    expect(problemText("en", "Code", "is required")).toBe("Code is required");
    expect(problemText("en", "NIK", "must be 16 digits")).toBe("NIK must be 16 digits");
  });

  it("speaks Indonesian for the known problems and keeps unknown ones as written", () => {
    expect(problemText("id", "Kode", "is required")).toBe("Kode wajib diisi");
    expect(problemText("id", "Nama", "must be at most 120 characters")).toBe(
      "Nama maksimal 120 karakter",
    );
    expect(problemText("id", "Lintang", "must be a number from -90 to 90")).toBe(
      "Lintang harus berupa angka dari -90 sampai 90",
    );
    expect(problemText("id", "Kode", "is taken by branch 7")).toBe("Kode is taken by branch 7");
  });

  it("speaks Indonesian for the invisible-character and NIK rules (issue 11 A7)", () => {
    expect(
      problemText("id", "Nama", "must not contain invisible or text-direction characters"),
    ).toBe("Nama tidak boleh berisi karakter tak terlihat atau pengubah arah teks");
    expect(problemText("id", "NIK", "must start with an Indonesian province code")).toBe(
      "NIK harus diawali kode provinsi Indonesia",
    );
    expect(
      problemText(
        "id",
        "NIK",
        "must hold a real birth date in digits 7 to 12 (DDMMYY; women's day + 40)",
      ),
    ).toBe(
      "NIK harus memuat tanggal lahir yang benar pada digit 7 sampai 12 (DDMMYY; hari + 40 untuk perempuan)",
    );
  });

  it("lets a whole sentence from the server stand alone", () => {
    expect(problemText("en", "Code", "Branch code JKT-01 already exists")).toBe(
      "Branch code JKT-01 already exists",
    );
  });
});
