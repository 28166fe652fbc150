import { runStandalone } from "../shared/standalone.ts";
import { MAIN_PREFIX, mainService } from "./plugin.ts";

await runStandalone("main", MAIN_PREFIX, mainService, Number(process.env["MAIN_PORT"] ?? 8081));
