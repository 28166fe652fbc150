/**
 * npm run simulate:attendance -- --client N --days 30 [--base-url http://localhost:8080]
 *                                 [--agents K] [--burst] [--seed S] [--concurrency C]
 *                                 [--email E --password P] [--pin 123456]
 *
 * Drives a running Tenaga (`npm start`) through its real REST API as client N's field workers
 * (tests/bench/attendance-sim/core.ts). Prints what was sent, accepted, refused (by reason)
 * and skipped, and the check-in API's latency.
 */
import { parseArgs } from "node:util";
import { DEMO_ACCOUNTS } from "../../services/db/seed.ts";
import { DEFAULT_PIN, formatSummary, runSimulation } from "./attendance-sim/core.ts";

const HELP = `usage: npm run simulate:attendance -- --client N [options]

  --client N        the client's id (the console admin used must belong to it)
  --days D          days back from today, today included (default 30)
  --agents K        at most K workers of the branches with a working location (default 50)
  --base-url URL    a running Tenaga (default http://localhost:8080)
  --burst           one check-in per worker right now, all at once (the morning rush)
  --concurrency C   requests in flight (default 8; 100 with --burst)
  --seed S          the behaviour's seed (default 14); the same seed repeats the same days,
                    and a repeat is answered by idempotency
  --email/--password  a console admin of the client (default: the demo admin of that client)
  --pin P           the workers' app PIN (default ${DEFAULT_PIN}); set by the admin where missing

Only events of the last 72 hours can go through the API (it takes offline check-ins at most
72 hours late), so older days of the window are skipped and counted: the demo's month of
history before that is written at seed time (services/db/seed/attendance.ts, npm run db:seed).
Days that already have a check-in are left alone.`;

const { values } = parseArgs({
  options: {
    client: { type: "string" },
    days: { type: "string", default: "30" },
    agents: { type: "string", default: "50" },
    "base-url": { type: "string", default: "http://localhost:8080" },
    burst: { type: "boolean", default: false },
    concurrency: { type: "string" },
    seed: { type: "string", default: "14" },
    email: { type: "string" },
    password: { type: "string" },
    pin: { type: "string", default: DEFAULT_PIN },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help || values.client === undefined) {
  console.log(HELP);
  process.exit(values.help ? 0 : 2);
}
const whole = (name: string, text: string | undefined, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};
const clientId = whole("client", values.client, 1, 2_147_483_647);
const baseUrl = values["base-url"];

/** The given admin, else the demo admin whose login lands in the client. */
async function adminOf(): Promise<{ email: string; password: string }> {
  if (values.email && values.password) return { email: values.email, password: values.password };
  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === "Super Admin")) {
    const answer = await fetch(`${baseUrl}/api/main/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).catch((error: unknown) => {
      console.error(`cannot reach ${baseUrl}: ${String(error)} (is npm start running?)`);
      process.exit(1);
    });
    if (answer.status !== 200) continue;
    const { data } = (await answer.json()) as { data: { user: { client_id: number } } };
    if (data.user.client_id === clientId)
      return { email: account.email, password: account.password };
  }
  console.error(`no demo admin belongs to client ${clientId}; pass --email and --password`);
  process.exit(2);
}

const summary = await runSimulation({
  baseUrl,
  admin: await adminOf(),
  expectClientId: clientId,
  days: whole("days", values.days, 1, 366),
  agents: whole("agents", values.agents, 1, 100_000),
  seed: whole("seed", values.seed, 0, 2 ** 31),
  pin: values.pin,
  burst: values.burst,
  ...(values.concurrency ? { concurrency: whole("concurrency", values.concurrency, 1, 1000) } : {}),
  log: (line) => console.log(line),
});
console.log(formatSummary(summary));
