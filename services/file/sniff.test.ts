import { describe, expect, it } from "vitest";
import { sniffImageType, sniffReceiptType } from "./sniff.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("sniffReceiptType (issue 18 receipts)", () => {
  it("takes a PDF by its header at the start, never as an image", () => {
    for (const version of ["1.4", "1.7", "2.0"]) {
      const pdf = bytes(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n1 0 obj`);
      expect(sniffReceiptType(pdf)).toBe("application/pdf");
      expect(sniffImageType(pdf)).toBeNull();
    }
  });

  it("still takes the images", () => {
    expect(sniffReceiptType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
  });

  it("refuses a header that is not at the very start, a short or a made-up one", () => {
    expect(sniffReceiptType(bytes("<html>%PDF-1.7\n"))).toBeNull();
    expect(sniffReceiptType(bytes(" %PDF-1.7\n"))).toBeNull();
    expect(sniffReceiptType(bytes("%PDF-"))).toBeNull();
    expect(sniffReceiptType(bytes("%PDF-9.9\n"))).toBeNull();
    expect(sniffReceiptType(bytes("%PDX-1.7\n"))).toBeNull();
  });
});
