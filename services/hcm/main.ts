import { runStandalone } from "../shared/standalone.ts";
import { HCM_PREFIX, hcmService } from "./plugin.ts";

await runStandalone("hcm", HCM_PREFIX, hcmService, Number(process.env["HCM_PORT"] ?? 8082));
