import { describe, expect, it } from "vitest";
import { isAllowedFileHost, uploadProblems } from "./uploads.ts";

const file = (name: string, type: string) => ({ name, type });

describe("upload rules (SPEC §5)", () => {
  it("photos take jpeg, png and heic, at most 5", () => {
    expect(
      uploadProblems("photo", [file("a.jpg", "image/jpeg"), file("b.heic", "image/heic")]),
    ).toEqual([]);
    expect(uploadProblems("photo", [file("c.pdf", "application/pdf")])).toEqual([
      { code: "wrong-type", fileName: "c.pdf" },
    ]);
    expect(
      uploadProblems(
        "photo",
        Array.from({ length: 6 }, (_, i) => file(`${i}.png`, "image/png")),
      ),
    ).toEqual([{ code: "too-many-files" }]);
  });

  it("files add pdf; video is mp4 only; audio is mpeg or m4a", () => {
    expect(uploadProblems("file", [file("a.pdf", "application/pdf")])).toEqual([]);
    expect(uploadProblems("video", [file("a.mov", "video/quicktime")])[0]?.code).toBe("wrong-type");
    expect(uploadProblems("video", [file("a.mp4", "video/mp4")])).toEqual([]);
    expect(uploadProblems("audio", [file("a.mp3", "audio/mpeg")])).toEqual([]);
    expect(uploadProblems("audio", [file("a.m4a", "audio/x-m4a")])).toEqual([]);
    expect(uploadProblems("audio", [file("a.wav", "audio/wav")])[0]?.code).toBe("wrong-type");
  });

  it("an image upload is a single file", () => {
    expect(
      uploadProblems("image", [file("a.png", "image/png"), file("b.png", "image/png")]),
    ).toEqual([{ code: "too-many-files" }]);
  });
});

describe("isAllowedFileHost (SPEC §5)", () => {
  const hosts = ["storage.tenaga.id", "staging-storage.tenaga.id"];
  it("accepts only the listed hosts, case-insensitively", () => {
    expect(isAllowedFileHost("https://storage.tenaga.id/a.png", hosts)).toBe(true);
    expect(isAllowedFileHost("https://STORAGE.tenaga.id/a.png", hosts)).toBe(true);
    expect(isAllowedFileHost("https://storage.tenaga.id.evil.com/a.png", hosts)).toBe(false);
    expect(isAllowedFileHost("https://evil.com/?storage.tenaga.id", hosts)).toBe(false);
    expect(isAllowedFileHost("not a url", hosts)).toBe(false);
  });

  it("takes https, and plain http only on this machine; never another scheme", () => {
    expect(isAllowedFileHost("http://storage.tenaga.id/a.png", hosts)).toBe(false);
    expect(isAllowedFileHost("javascript://storage.tenaga.id/%0Aalert(1)", hosts)).toBe(false);
    expect(isAllowedFileHost("http://localhost/files/a.png", ["localhost"])).toBe(true);
  });
});
