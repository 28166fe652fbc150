/**
 * Upload rules of SPEC §5: which files each kind of upload field takes and how many, and the
 * storage-host allow-list a file URL must match.
 */
export type UploadKind = "photo" | "file" | "video" | "audio" | "image";

type UploadRule = { readonly mimeTypes: readonly string[]; readonly maxFiles: number };

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  photo: { mimeTypes: ["image/jpeg", "image/png", "image/heic"], maxFiles: 5 },
  file: { mimeTypes: ["image/jpeg", "image/png", "image/heic", "application/pdf"], maxFiles: 5 },
  video: { mimeTypes: ["video/mp4"], maxFiles: 1 },
  audio: { mimeTypes: ["audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/m4a"], maxFiles: 1 },
  image: {
    mimeTypes: ["image/jpeg", "image/png", "image/heic", "image/webp", "image/gif"],
    maxFiles: 1,
  },
};

export type UploadProblem = { code: "wrong-type" | "too-many-files"; fileName?: string };

/** The problems of a set of files for an upload field (SPEC §5 types and counts). */
export function uploadProblems(
  kind: UploadKind,
  files: readonly { name: string; type: string }[],
): UploadProblem[] {
  const rule = UPLOAD_RULES[kind];
  const problems: UploadProblem[] = files
    .filter((file) => !rule.mimeTypes.includes(file.type.toLowerCase()))
    .map((file) => ({ code: "wrong-type", fileName: file.name }));
  if (files.length > rule.maxFiles) problems.push({ code: "too-many-files" });
  return problems;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * SPEC §5 file-host check: the URL's host must be one of the provider's storage hosts, over
 * https (plain http only on this machine) — a `javascript:` URL with a listed host never passes.
 */
export function isAllowedFileHost(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  const schemeOk =
    parsed.protocol === "https:" || (parsed.protocol === "http:" && LOCAL_HOSTS.has(host));
  return schemeOk && allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}
