import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded bytes live: FILE_STORAGE_DIR, default `.data/files`. */
export function fileStorageDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env["FILE_STORAGE_DIR"] ?? path.join(env["DATA_DIR"] ?? ".data", "files"));
}

export type StoredBytes = { sha256: string; storageKey: string; size: number };

/**
 * Local-disk storage, content-addressed per client (`<client>/<aa>/<sha256>`): the same bytes
 * uploaded twice by one client are written once; clients never share a file on disk.
 */
export class FileStorage {
  constructor(readonly root: string) {}

  async put(clientId: number, bytes: Buffer): Promise<StoredBytes> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const storageKey = `${clientId}/${sha256.slice(0, 2)}/${sha256}`;
    const target = this.#path(storageKey);
    const existing = await stat(target).catch(() => null);
    if (existing?.size !== bytes.length) {
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside, then rename: a reader never sees half a file, a crash leaves no torso.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    }
    return { sha256, storageKey, size: bytes.length };
  }

  read(storageKey: string): Promise<Buffer> {
    return readFile(this.#path(storageKey));
  }

  #path(storageKey: string): string {
    if (!/^\d+\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(storageKey))
      throw new Error("invalid storage key");
    return path.join(this.root, storageKey);
  }
}
