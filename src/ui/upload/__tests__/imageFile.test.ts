import { describe, expect, it } from "vitest";
import { FILE_SIZE_TOO_LARGE } from "../../../../domain/errors.ts";
import { base64ToFile, checkFileSize, formatFileSize } from "../imageFile.ts";

// "PNG" in base64 is "UE5H".
const PNG_BYTES_URL = "data:image/png;base64,UE5H";

describe("checkFileSize (SPEC §5)", () => {
  it("refuses a file larger than the maximum with size-too-large and the SPEC wording", () => {
    expect(checkFileSize({ size: 5 * 1024 * 1024 + 1 }, 5 * 1024 * 1024)).toEqual({
      code: FILE_SIZE_TOO_LARGE,
      message: "File size is larger than 5 MB",
      max: "5 MB",
    });
  });

  it("takes a file exactly at the maximum, and smaller ones", () => {
    expect(checkFileSize({ size: 1024 }, 1024)).toBeNull();
    expect(checkFileSize({ size: 0 }, 1024)).toBeNull();
  });
});

describe("formatFileSize", () => {
  it("writes bytes, kilobytes and megabytes as people read them", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(200 * 1024)).toBe("200 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
  });
});

describe("base64ToFile (SPEC §8)", () => {
  it("decodes a base64 data URL into a file of that name and MIME type", async () => {
    const file = base64ToFile(PNG_BYTES_URL, "cropped-image.png");
    expect(file.name).toBe("cropped-image.png");
    expect(file.type).toBe("image/png");
    expect(await file.text()).toBe("PNG");
  });

  it.each([
    ["not a data URL", "hello"],
    ["a data URL without base64", "data:text/plain,hello"],
    ["an empty canvas export", "data:,"],
    ["broken base64", "data:image/png;base64,@@not base64@@"],
  ])("gives an empty file of the given name for %s", (_, input) => {
    const file = base64ToFile(input, "cropped-image.png");
    expect(file.size).toBe(0);
    expect(file.name).toBe("cropped-image.png");
  });
});
