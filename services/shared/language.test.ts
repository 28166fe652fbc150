import { describe, expect, it } from "vitest";
import type { Db } from "../db/pool.ts";
import { HttpError, invalidFields } from "./errors.ts";
import { acceptedLanguage, localizeErrorBody, rememberLanguage } from "./language.ts";
import { createBaseServer } from "./server.ts";

/** These routes are public: the access hook never asks the database. */
const noDb = {} as Db;

describe("acceptedLanguage (calls without a session, e.g. login)", () => {
  it.each([
    ["id", "id"],
    ["id-ID,id;q=0.9,en-US;q=0.8", "id"],
    ["en-US,en;q=0.9,id;q=0.8", "en"],
    ["fr-FR,id;q=0.5", "id"],
    ["en;q=0.2,id;q=0.7", "id"],
    ["in", "id"],
    ["id;q=0", "en"],
    ["fr", "en"],
    ["", "en"],
    [undefined, "en"],
    ["id;q=banana", "en"],
  ])("%s → %s", (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});

describe("localizeErrorBody", () => {
  const body = {
    message: "Failed to Create Agent",
    errors: [
      { field: "fullName", message: "Full name is required" },
      { field: "nik", message: "something new" },
    ],
  };

  it("answers English unchanged", () => {
    expect(localizeErrorBody(body, "en")).toBe(body);
  });

  it("answers an error's own Indonesian wording where it carries one (the account lock)", () => {
    const locked = {
      message: "Your account is locked",
      detail: {
        code: "ACCOUNT_LOCKED",
        messages: { en: "Your account is locked", id: "Akun Anda dikunci" },
      },
    };
    expect(localizeErrorBody(locked, "id", 423).message).toBe("Akun Anda dikunci");
    expect(localizeErrorBody(locked, "en", 423).message).toBe("Your account is locked");
  });

  it("translates the field problems and a refused form's headline", () => {
    expect(localizeErrorBody(body, "id")).toEqual({
      message: "Gagal Membuat Karyawan",
      errors: [
        { field: "fullName", message: "Nama lengkap wajib diisi" },
        { field: "nik", message: "something new" },
      ],
    });
  });
});

describe("the shared error handler answers field problems in the caller's language", () => {
  async function server() {
    const app = await createBaseServer({ db: noDb });
    app.post(
      "/things",
      {
        config: { public: true },
        schema: {
          body: {
            type: "object",
            required: ["name"],
            properties: { name: { type: "string", maxLength: 3 } },
            additionalProperties: false,
          },
        },
      },
      async (request) => {
        // What requirePrincipal does for a signed-in user whose language is Indonesian.
        if (request.headers["x-test-user-language"] === "id") rememberLanguage(request, "id");
        throw invalidFields("Failed to Create Thing", [
          { field: "name", message: "is already used by another thing" },
        ]);
      },
    );
    return app;
  }

  it("a schema failure follows Accept-Language", async () => {
    const app = await server();
    const payload = { name: "long", extra: 1 };
    const english = await app.inject({ method: "POST", url: "/things", payload });
    expect(english.json().errors).toEqual([
      { field: "extra", message: "is not an allowed field" },
      { field: "name", message: "must NOT have more than 3 characters" },
    ]);
    const indonesian = await app.inject({
      method: "POST",
      url: "/things",
      payload,
      headers: { "accept-language": "id-ID,id;q=0.9" },
    });
    expect(indonesian.statusCode).toBe(400);
    expect(indonesian.json().errors).toEqual([
      { field: "extra", message: "bukan kolom yang diizinkan" },
      { field: "name", message: "tidak boleh lebih dari 3 karakter" },
    ]);
    expect(indonesian.json().detail).toEqual(indonesian.json().errors);
    await app.close();
  });

  it("the signed-in user's language wins over the browser's", async () => {
    const app = await server();
    const answer = await app.inject({
      method: "POST",
      url: "/things",
      payload: { name: "ok" },
      headers: { "accept-language": "en", "x-test-user-language": "id" },
    });
    expect(answer.json()).toEqual({
      message: "Failed to Create Thing",
      errors: [{ field: "name", message: "sudah dipakai thing lain" }],
    });
    await app.close();
  });

  it("keeps the headlines clients match (a 403's inactivation text) in English", () => {
    const inactive = {
      message:
        "This client has been inactivated by admin, you can try logging in when the client is already active.",
    };
    expect(localizeErrorBody(inactive, "id", 403)).toEqual(inactive);
    expect(localizeErrorBody({ message: "Failed to Update Branch" }, "id", 409)).toEqual({
      message: "Gagal Memperbarui Cabang",
    });
  });

  it("leaves other errors' messages alone", async () => {
    const app = await createBaseServer({ db: noDb });
    app.get("/gone", { config: { public: true } }, async () => {
      throw new HttpError(403, "Permission Denied");
    });
    const answer = await app.inject({ url: "/gone", headers: { "accept-language": "id" } });
    expect(answer.json()).toEqual({ message: "Permission Denied" });
    await app.close();
  });
});
