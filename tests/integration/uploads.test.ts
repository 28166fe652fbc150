import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/** The file service's uploads and downloads (issue 5 selfies; SPEC §5 upload rules). */

let stack: TestStack;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  stack = await startStack();
  tokenA = (await login(stack.app, DEMO.majuAdmin)).token;
  tokenB = (await login(stack.app, DEMO.sentosaAdmin)).token;
});
afterAll(async () => {
  await stack?.close();
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.alloc(4),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(64),
]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const HTML = Buffer.from("<html><script>alert(1)</script></html>");

const upload = (body: Buffer, contentType: string, token = tokenA) =>
  stack.app.inject({
    method: "POST",
    url: "/api/file/v1/uploads",
    headers: { ...bearer(token), "content-type": contentType },
    payload: body,
  });

type Uploaded = { id: string; url: string; contentType: string; size: number };

describe("POST /api/file/v1/uploads", () => {
  it("stores an image and answers its id, url, type and size", async () => {
    const response = await upload(PNG, "image/png");
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: Uploaded };
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(new RegExp(`/api/file/v1/files/${data.id}$`)),
      contentType: "image/png",
      size: PNG.length,
    });
    const row = await stack.owner.query(
      "SELECT c.name, f.size, f.content_type, f.sha256 FROM files f JOIN clients c ON c.id = f.client_id WHERE f.id = $1",
      [data.id],
    );
    expect(row.rows[0]).toMatchObject({
      name: "PT Maju Jaya",
      size: PNG.length,
      content_type: "image/png",
    });
    // The bytes are on disk under the client, named by their SHA-256.
    const clients = await readdir(stack.fileStorageDir);
    expect(clients).toHaveLength(1);
  });

  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp"],
    ["HEIC", HEIC, "image/heic"],
  ])("takes %s by its magic bytes, whatever the header claims", async (_name, bytes, type) => {
    const response = await upload(bytes, "application/octet-stream");
    expect(response.statusCode).toBe(201);
    expect(response.json().data.contentType).toBe(type);
  });

  it("decides the type by the bytes: a PNG labelled JPEG is stored as PNG", async () => {
    const response = await upload(PNG, "image/jpeg");
    expect(response.statusCode).toBe(201);
    expect(response.json().data.contentType).toBe("image/png");
  });

  it.each([
    ["a PDF labelled image/png", PDF, "image/png"],
    ["HTML labelled image/jpeg", HTML, "image/jpeg"],
    ["a PDF as application/pdf", PDF, "application/pdf"],
    ["text/plain", HTML, "text/plain"],
    ["JSON", Buffer.from('{"a":1}'), "application/json"],
  ])("refuses %s with 415 wrong-type and stores nothing", async (_name, bytes, type) => {
    const before = await stack.owner.query("SELECT count(*)::int AS n FROM files");
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: "Only JPEG, PNG, HEIC or WebP images can be uploaded",
      detail: { code: "wrong-type" },
    });
    const after = await stack.owner.query("SELECT count(*)::int AS n FROM files");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("refuses a file over 5 MB with 413 size-too-large (SPEC §5 wording)", async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, "image/jpeg");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: "File size is larger than 5 MB",
      detail: { code: "size-too-large" },
    });
  });

  it("takes exactly 5 MB", async () => {
    const max = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 - JPEG.length)]);
    const response = await upload(max, "image/jpeg");
    expect(response.statusCode).toBe(201);
    expect(response.json().data.size).toBe(5 * 1024 * 1024);
  });

  it("refuses an empty body", async () => {
    const response = await upload(Buffer.alloc(0), "image/png");
    expect(response.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/api/file/v1/uploads",
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/file/v1/files/:id", () => {
  let file: Uploaded;
  beforeAll(async () => {
    file = (await upload(PNG, "image/png")).json().data as Uploaded;
  });

  it("serves the bytes to the same client, with the sniffed type and safe headers", async () => {
    const response = await stack.app.inject({
      url: `/api/file/v1/files/${file.id}`,
      headers: bearer(tokenA),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toContain("private");
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("accepts the console's session cookie, so the url works as an <img src>", async () => {
    const response = await stack.app.inject({
      url: `/api/file/v1/files/${file.id}`,
      headers: { cookie: `activeUser=x; authToken=${encodeURIComponent(tokenA)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await stack.app.inject({
      url: `/api/file/v1/files/${file.id}`,
      headers: bearer(tokenA),
    });
    const again = await stack.app.inject({
      url: `/api/file/v1/files/${file.id}`,
      headers: { ...bearer(tokenA), "if-none-match": String(first.headers["etag"]) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("is 404 for another client's file, by header or cookie", async () => {
    for (const headers of [bearer(tokenB), { cookie: `authToken=${tokenB}` }]) {
      const response = await stack.app.inject({ url: `/api/file/v1/files/${file.id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "File not found" });
    }
  });

  it("is 401 without a session, and 404 for an unknown id", async () => {
    const anonymous = await stack.app.inject({ url: `/api/file/v1/files/${file.id}` });
    expect(anonymous.statusCode).toBe(401);
    const stale = await stack.app.inject({
      url: `/api/file/v1/files/${file.id}`,
      headers: { cookie: "authToken=not-a-session" },
    });
    expect(stale.statusCode).toBe(401);
    const unknown = await stack.app.inject({
      url: "/api/file/v1/files/00000000-0000-4000-8000-000000000000",
      headers: bearer(tokenA),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps every other route JSON-only (the raw-body parsers are scoped)", async () => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/api/file/v1/check-url",
      headers: { ...bearer(tokenA), "content-type": "image/png" },
      payload: PNG,
    });
    expect(response.statusCode).toBe(415);
  });
});
