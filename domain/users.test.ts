import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { localizeProblem } from "./problems.ts";
import { generatePassword, USER_STATUS_REFUSALS, validateUser } from "./users.ts";
import { passwordProblems } from "./validation.ts";

describe("validateUser", () => {
  it("trims, lower-cases the e-mail and finds nothing wrong with a good user", () => {
    const { values, problems } = validateUser(
      { email: " Rina@Maju.TEST ", fullname: "  Rina  ", roleId: 3 },
      { withEmail: true },
    );
    expect(problems).toEqual([]);
    expect(values).toEqual({
      email: "rina@maju.test",
      fullname: "Rina",
      roleId: 3,
      password: null,
    });
  });

  it("lists every problem with its field", () => {
    const { problems } = validateUser(
      { email: "x", fullname: "Bu\u202Edi", roleId: 0, password: "short" },
      { withEmail: true },
    );
    expect(problems).toEqual([
      { field: "fullname", message: "must not contain invisible or text-direction characters" },
      { field: "email", message: "is not a valid email address" },
      { field: "roleId", message: "is required" },
      { field: "password", message: "must be at least 10 characters" },
      { field: "password", message: "must contain at least one letter and one digit" },
    ]);
  });

  it("does not look at the e-mail when editing", () => {
    expect(validateUser({ fullname: "A", roleId: 1 }, { withEmail: false }).problems).toEqual([]);
  });

  it("words every problem in Indonesian through the catalogue", () => {
    for (const message of [
      "is required",
      "must be at most 200 characters",
      "is not a valid email address",
      "must be at least 10 characters",
      USER_STATUS_REFUSALS.self.en,
      USER_STATUS_REFUSALS.lastSuperAdmin.en,
    ])
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});

describe("generatePassword", () => {
  it("makes passwords the policy accepts, different each time", () => {
    const random = (bytes: Uint8Array) => new Uint8Array(randomBytes(bytes.length));
    const made = new Set(Array.from({ length: 50 }, () => generatePassword(random)));
    expect(made.size).toBe(50);
    for (const password of made) {
      expect(password).toMatch(/^[A-Za-z0-9]{14,16}$/);
      expect(passwordProblems(password)).toEqual([]);
    }
  });
});
