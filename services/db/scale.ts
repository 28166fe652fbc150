/**
 * npm run seed:scale -- --agents 100000 [--client "PT Skala Besar"] [--email admin@skala.test]
 *                       [--password Tenaga-demo-1]
 *
 * Builds (or tops up to --agents) a large client for benchmarks and prints its login; see
 * seed/scale.ts. Uses DATABASE_URL or the embedded PostgreSQL (sharing a running `npm start`),
 * like the operator CLI.
 */
import { parseArgs } from "node:util";
import { migrate } from "./migrate.ts";
import { seedScale } from "./seed/scale.ts";
import { ensureReferenceData } from "./seed.ts";
import { exitIfDatabaseLocked, openDatabaseTarget } from "./target.ts";

const { values } = parseArgs({
  options: {
    agents: { type: "string", default: "100000" },
    client: { type: "string", default: "PT Skala Besar" },
    email: { type: "string", default: "admin@skala.test" },
    password: { type: "string", default: "Tenaga-demo-1" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    'usage: npm run seed:scale -- --agents 100000 [--client "PT Skala Besar"] [--email admin@skala.test] [--password Tenaga-demo-1]',
  );
  process.exit(0);
}
const agents = Number(values.agents);
if (!Number.isInteger(agents) || agents < 1 || agents > 5_000_000) {
  console.error("--agents must be a whole number from 1 to 5,000,000");
  process.exit(2);
}
const target = await openDatabaseTarget().catch(exitIfDatabaseLocked);
try {
  await migrate(target.ownerUrl);
  await ensureReferenceData(target.ownerUrl);
  const result = await seedScale(target.ownerUrl, {
    agents,
    client: values.client,
    email: values.email.trim().toLowerCase(),
    password: values.password,
    log: (line) => console.log(line),
  });
  console.log(
    `${values.client} (client ${result.clientId}): ${result.total.toLocaleString("en")} agents, ` +
      `${result.created.toLocaleString("en")} added in ${result.seconds.toFixed(1)} s`,
  );
  console.log(
    `login: ${values.email} / ${result.userCreated ? values.password : "(existing password)"}`,
  );
} finally {
  await target.stop();
}
