import { runStandalone } from "../shared/standalone.ts";
import { FILE_PREFIX, fileService } from "./plugin.ts";

await runStandalone("file", FILE_PREFIX, fileService, Number(process.env["FILE_PORT"] ?? 8083));
