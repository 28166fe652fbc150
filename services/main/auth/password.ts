import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum profile). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so timing does not reveal which emails exist. */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$nIQOLNOuQMX1l8PJBkUJEQ$Kgpu57zF87mCHSUinDIhkce2bBynnWt3s3NYYzNYmUs";
