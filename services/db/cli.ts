import { migrate } from "./migrate.ts";
import { ensureReferenceData, seedDemo } from "./seed.ts";
import { exitIfDatabaseLocked, openDatabaseTarget } from "./target.ts";

const command = process.argv[2];
const target = await openDatabaseTarget().catch(exitIfDatabaseLocked);
try {
  if (command === "migrate") {
    const ran = await migrate(target.ownerUrl);
    console.log(ran.length ? `applied migrations ${ran.join(", ")}` : "database is up to date");
  } else if (command === "seed") {
    await migrate(target.ownerUrl);
    await ensureReferenceData(target.ownerUrl);
    const seeded = await seedDemo(target.ownerUrl, { force: process.argv.includes("--force") });
    console.log(
      seeded ? "demo data seeded" : "clients exist already; use --force to reseed demo accounts",
    );
  } else {
    console.error("usage: db:migrate | db:seed [--force]");
    process.exitCode = 2;
  }
} finally {
  await target.stop();
}
