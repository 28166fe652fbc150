import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { isEmail } from "../../domain/validation.ts";
import { migrate } from "../db/migrate.ts";
import { ensureReferenceData } from "../db/seed.ts";
import { exitIfDatabaseLocked, openDatabaseTarget } from "../db/target.ts";
import { hashPassword } from "../main/auth/password.ts";
import { createOperator, OperatorError } from "./operator.ts";

const USAGE = `usage: npm run admin -- <command> [options]

  client:list
  client:create <name> [--timezone Asia/Jakarta]
  client:inactivate <client-id>
  client:activate <client-id>
  user:list --client <client-id>
  user:create --client <id> --email <email> --name <full name> [--role "Super Admin"] [--password <pw>]
  user:inactivate <email>
  user:activate <email>
  user:unlock <email>            lift a login lock (too many failed logins) at once
  maintenance:on [--toggle full_maintenance|disbursement_maintenance|client_calculation_throttle]
  maintenance:off [--toggle ...]
  flag:list [--client <id>]
  flag:set <name> <true|false|[client ids]> [--client <id>]

Every change is written to the audit log and pushed to open sessions.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    client: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    timezone: { type: "string" },
    toggle: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

const [command, ...args] = positionals;
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}

const target = await openDatabaseTarget().catch(exitIfDatabaseLocked);
const client = new pg.Client({ connectionString: target.ownerUrl });
try {
  await migrate(target.ownerUrl);
  await ensureReferenceData(target.ownerUrl);
  await client.connect();
  const operator = createOperator(client, `operator:${userInfo().username}`);
  const clientId = () => positiveInt(values.client ?? args[0], "client id");

  switch (command) {
    case "client:list":
      console.table(await operator.listClients());
      break;
    case "client:create": {
      const name = args.join(" ").trim();
      if (!name) throw new OperatorError("client:create needs a name");
      const created = await operator.createClient(name, values.timezone ?? "Asia/Jakarta");
      console.log(`created client ${created.id} "${name}" with role Super Admin (every menu)`);
      break;
    }
    case "client:inactivate":
    case "client:activate": {
      const status = command === "client:activate" ? "active" : "inactive";
      const id = positiveInt(args[0], "client id");
      await operator.setClientStatus(id, status);
      console.log(`client ${id} is now ${status}`);
      break;
    }
    case "user:list":
      console.table(await operator.listUsers(clientId()));
      break;
    case "user:create": {
      const email = (values.email ?? "").trim().toLowerCase();
      if (!isEmail(email)) throw new OperatorError("--email must be a valid email address");
      const fullname = (values.name ?? "").trim();
      if (!fullname) throw new OperatorError("--name is required");
      const password = values.password ?? randomBytes(12).toString("base64url");
      if (password.length < 8) throw new OperatorError("--password must be at least 8 characters");
      const created = await operator.createUser({
        clientId: positiveInt(values.client, "--client"),
        email,
        fullname,
        role: values.role ?? "Super Admin",
        passwordHash: await hashPassword(password),
      });
      console.log(
        `created user ${created.id} ${email}${values.password ? "" : ` with password ${password}`}`,
      );
      break;
    }
    case "user:inactivate":
    case "user:activate": {
      const status = command === "user:activate" ? "active" : "inactive";
      const email = (args[0] ?? "").trim().toLowerCase();
      if (!email) throw new OperatorError(`${command} needs an email`);
      await operator.setUserStatus(email, status);
      console.log(`user ${email} is now ${status}`);
      break;
    }
    case "user:unlock": {
      const email = (args[0] ?? "").trim().toLowerCase();
      if (!email) throw new OperatorError("user:unlock needs an email");
      const lifted = await operator.unlockLogin(email);
      console.log(
        lifted
          ? `${email} is unlocked; its failed login attempts are forgotten`
          : `${email} was not locked; its failed login attempts are forgotten`,
      );
      break;
    }
    case "maintenance:on":
    case "maintenance:off": {
      const toggle = values.toggle ?? "full_maintenance";
      await operator.setMaintenance(toggle, command === "maintenance:on");
      console.log(`${toggle} is now ${command === "maintenance:on" ? "on" : "off"}`);
      break;
    }
    case "flag:list":
      console.table(await operator.listFlags(values.client ? clientId() : null));
      break;
    case "flag:set": {
      const [name, value] = args;
      if (!name || value === undefined) throw new OperatorError("flag:set needs <name> <value>");
      await operator.setFlag(name, value, values.client ? clientId() : null);
      console.log(
        `flag ${name} = ${value}${values.client ? ` for client ${values.client}` : " (global)"}`,
      );
      break;
    }
    default:
      throw new OperatorError(`unknown command "${command}"\n\n${USAGE}`);
  }
} catch (error) {
  if (error instanceof OperatorError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await client.end().catch(() => {});
  await target.stop();
}

function positiveInt(text: string | undefined, what: string): number {
  const value = Number(text);
  if (!text || !Number.isInteger(value) || value <= 0)
    throw new OperatorError(`${what} must be a positive integer`);
  return value;
}
