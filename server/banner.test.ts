import path from "node:path";
import { describe, expect, it } from "vitest";
import { consoleUrl, databaseLine, readyBanner } from "./banner.ts";

const embedded = (dataDir: string) => ({
  embedded: true,
  dataDir,
  ownerUrl: "postgres://postgres:tenaga-embedded@127.0.0.1:54400/tenaga",
});

describe("the npm start banner follows HOST and DATA_DIR", () => {
  it("shows the host the server listens on, not always localhost", () => {
    expect(consoleUrl("localhost", 8080)).toBe("http://localhost:8080");
    expect(consoleUrl("127.0.0.1", 9000)).toBe("http://127.0.0.1:9000");
    expect(consoleUrl("tenaga.internal", 80)).toBe("http://tenaga.internal:80");
    expect(consoleUrl("::1", 8080)).toBe("http://[::1]:8080");
  });

  it("offers localhost for a wildcard HOST, which a browser cannot open, and says so", () => {
    expect(consoleUrl("0.0.0.0", 8080)).toBe("http://localhost:8080");
    expect(consoleUrl("::", 8080)).toBe("http://localhost:8080");
    const [ready] = readyBanner({
      host: "0.0.0.0",
      port: 8080,
      seconds: 2.04,
      target: embedded("/x/pg"),
    });
    expect(ready).toBe(
      "Tenaga is ready at http://localhost:8080 (listening on every interface, HOST=0.0.0.0) (2.0 s)",
    );
  });

  it("names the embedded data directory DATA_DIR points at, and its port", () => {
    expect(databaseLine(embedded(path.resolve("other-data", "pg")))).toBe(
      `database: embedded PostgreSQL in ${path.join("other-data", "pg")} (127.0.0.1:54400/tenaga)`,
    );
    expect(databaseLine(embedded("/srv/tenaga/pg"))).toBe(
      "database: embedded PostgreSQL in /srv/tenaga/pg (127.0.0.1:54400/tenaga)",
    );
  });

  it("names DATABASE_URL's server without its credentials", () => {
    const line = databaseLine({
      embedded: false,
      ownerUrl: "postgres://owner:s3cret@db.example.co.id/tenaga_prod",
    });
    expect(line).toBe("database: DATABASE_URL (db.example.co.id:5432/tenaga_prod)");
    expect(line).not.toContain("s3cret");
  });
});
