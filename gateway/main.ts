import { createServer } from "node:http";
import { serviceUrlsFrom } from "./services.ts";
import { onShutdownSignal } from "./shutdown.ts";
import { createGateway } from "./yoga.ts";

/** The gateway alone: MAIN_API_URL, HCM_API_URL and FILE_API_URL say where the services are. */
const port = Number(process.env["GATEWAY_PORT"] ?? 8084);
const urls = serviceUrlsFrom(process.env, "http://127.0.0.1:8080");
const yoga = createGateway({ services: () => urls });
const server = createServer(yoga);
onShutdownSignal(() => new Promise<void>((resolve) => server.close(() => resolve())));
server.listen(port, process.env["HOST"] ?? "localhost", () => {
  console.log(
    `gateway listening on http://localhost:${port}/graphql → ${urls.main}, ${urls.hcm}, ${urls.file}`,
  );
});
