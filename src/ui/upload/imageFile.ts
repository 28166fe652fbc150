import { FILE_SIZE_TOO_LARGE, fileSizeTooLargeMessage } from "../../../domain/errors.ts";

/** Images only unless the caller says otherwise (SPEC §5). */
export const DEFAULT_IMAGE_ACCEPT = "image/*";

/** Largest file the upload takes when the caller gives no maximum: 5 MB. */
export const DEFAULT_MAX_IMAGE_SIZE = 5 * 1024 * 1024;

const KB = 1024;
const MB = 1024 * KB;

const oneDecimal = (n: number): string => String(Math.round(n * 10) / 10);

/** A byte count as people read it: "5 MB", "1.5 MB", "200 KB", "512 B". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} MB`;
  if (bytes >= KB) return `${oneDecimal(bytes / KB)} KB`;
  return `${Math.max(0, Math.round(bytes))} B`;
}

/** Why a chosen file was refused; `max` is the limit as {@link formatFileSize} writes it. */
export type UploadError = {
  code: typeof FILE_SIZE_TOO_LARGE;
  /** The SPEC §5 wording, "File size is larger than {max}". */
  message: string;
  max: string;
};

/** The size rule of SPEC §5: a file larger than `maxSize` bytes is refused; equal is fine. */
export function checkFileSize(file: { size: number }, maxSize: number): UploadError | null {
  if (file.size <= maxSize) return null;
  const max = formatFileSize(maxSize);
  return { code: FILE_SIZE_TOO_LARGE, message: fileSizeTooLargeMessage(max), max };
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*);base64,(.*)$/s;

/**
 * The file a base64 data URL ("data:image/png;base64,...") holds, named `name` and typed
 * by the URL's MIME type. Anything that is not a valid base64 data URL gives an empty
 * file of that name (SPEC §8), so callers never have to catch.
 */
export function base64ToFile(dataUrl: string, name: string): File {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return new File([], name);
  const [, mime = "", , payload = ""] = match;
  let binary: string;
  try {
    binary = atob(payload);
  } catch {
    return new File([], name);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: mime });
}
