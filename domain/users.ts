import {
  hasInvisibleCharacter,
  INVISIBLE_CHARACTER_PROBLEM,
  isEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from "./validation.ts";
import type { FieldProblem } from "./workforce/org.ts";

/**
 * Console users (issue 12, Settings → Users): the rules of the create and edit forms, shared
 * by the main service and the console's dialogs. Problems are worded to follow the field's
 * name ("is required"), as domain/workforce/org.ts words them, so domain/problems.ts
 * translates them.
 */

export const USER_FULLNAME_MAX_LENGTH = 200;
export const USER_EMAIL_MAX_LENGTH = 254;
export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type UserInput = {
  email?: unknown;
  fullname?: unknown;
  roleId?: unknown;
  password?: unknown;
};

export type UserValues = {
  email: string;
  fullname: string;
  roleId: number;
  password: string | null;
};

const PASSWORD_MESSAGES = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  needs_letter_and_digit: "must contain at least one letter and one digit",
  same_as_current: "must differ from the current password",
} as const;

/** The problems of a new password under the console's policy (domain/validation.ts). */
export function userPasswordProblems(password: string, field = "password"): FieldProblem[] {
  return passwordProblems(password).map((problem) => ({
    field,
    message: PASSWORD_MESSAGES[problem],
  }));
}

function textProblems(field: string, value: unknown, max: number): FieldProblem | null {
  if (typeof value !== "string" || value.trim() === "") return { field, message: "is required" };
  if ([...value.trim()].length > max)
    return { field, message: `must be at most ${max} characters` };
  if (hasInvisibleCharacter(value)) return { field, message: INVISIBLE_CHARACTER_PROBLEM.en };
  return null;
}

/**
 * The create form (`withEmail`) or the edit form: trimmed values and every problem at once.
 * The e-mail is stored in lower case (it is the login, unique across the product).
 */
export function validateUser(
  input: UserInput,
  options: { withEmail: boolean },
): { values: UserValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const fullnameProblem = textProblems("fullname", input.fullname, USER_FULLNAME_MAX_LENGTH);
  if (fullnameProblem) problems.push(fullnameProblem);
  let email = "";
  if (options.withEmail) {
    const emailProblem = textProblems("email", input.email, USER_EMAIL_MAX_LENGTH);
    if (emailProblem) problems.push(emailProblem);
    else {
      email = String(input.email).trim().toLowerCase();
      if (!isEmail(email))
        problems.push({ field: "email", message: "is not a valid email address" });
    }
  }
  const roleId = input.roleId;
  if (
    typeof roleId !== "number" ||
    !Number.isInteger(roleId) ||
    roleId < 1 ||
    roleId > 2_147_483_647
  )
    problems.push({ field: "roleId", message: "is required" });
  let password: string | null = null;
  if (input.password !== undefined && input.password !== null && input.password !== "") {
    if (typeof input.password !== "string")
      problems.push({ field: "password", message: "is required" });
    else {
      password = input.password;
      problems.push(...userPasswordProblems(password));
    }
  }
  return {
    values: {
      email,
      fullname: typeof input.fullname === "string" ? input.fullname.trim() : "",
      roleId: typeof roleId === "number" ? roleId : 0,
      password,
    },
    problems,
  };
}

/** A one-time password the server makes: 16 characters of letters and digits, both present. */
export function generatePassword(randomValues: (bytes: Uint8Array) => Uint8Array): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  for (;;) {
    const bytes = randomValues(new Uint8Array(16));
    // 57 letters; bytes >= 228 (4 × 57) are skipped so each character is equally likely.
    const chars = [...bytes].filter((byte) => byte < 228).map((byte) => alphabet[byte % 57]);
    const candidate = chars.join("");
    if (candidate.length >= 14 && passwordProblems(candidate).length === 0) return candidate;
  }
}

/** Why a status change is refused (409), in both languages. */
export const USER_STATUS_REFUSALS = {
  self: {
    en: "You cannot inactivate your own account",
    id: "Anda tidak dapat menonaktifkan akun Anda sendiri",
  },
  lastSuperAdmin: {
    en: "The last active Super Admin cannot be inactivated or given another role",
    id: "Super Admin aktif terakhir tidak dapat dinonaktifkan atau diberi peran lain",
  },
} as const;
