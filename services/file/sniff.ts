/** The image types the file service stores (SPEC §5 photo types plus WebP). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/heic", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

// HEIF/HEIC brands (ISO/IEC 23008-12) an iPhone or Android camera writes.
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * What image the bytes are, from their magic numbers — never from the Content-Type or the
 * file name, which the uploader controls. `null` for anything else (a PDF, HTML, a script).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "image/jpeg";
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  )
    return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12)))
    return "image/heic";
  return null;
}

/** What a receipt may be (issue 18, reimbursement claims): an image, or a PDF. */
export const RECEIPT_TYPES = [...IMAGE_TYPES, "application/pdf"] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/**
 * What receipt the bytes are: an image as {@link sniffImageType} says, or a PDF — the header
 * `%PDF-1.x` / `%PDF-2.0` (ISO 32000-1 §7.5.2, ISO 32000-2) at the very start. Readers accept
 * the header later in the first kilobyte too; we do not, so a polyglot (HTML or a script with
 * a PDF header further down) is refused.
 */
export function sniffReceiptType(bytes: Uint8Array): ReceiptType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (bytes.length >= 8 && /^%PDF-[12]\.\d$/.test(ascii(bytes, 0, 8))) return "application/pdf";
  return null;
}
