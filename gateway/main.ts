import { createServer } from "node:http";
import { clientAddress, trustedProxies } from "./clientAddress.ts";
import { serviceUrlsFrom } from "./services.ts";
import { onShutdownSignal } from "./shutdown.ts";
import { createGateway } from "./yoga.ts";

/**
 * The gateway alone: MAIN_API_URL, HCM_API_URL and FILE_API_URL say where the services are.
 * GATEWAY_PORT=0 picks a free port; the line printed once listening names it.
 */
const port = Number(process.env["GATEWAY_PORT"] ?? 8084);
const urls = serviceUrlsFrom(process.env, "http://127.0.0.1:8080");
const yoga = createGateway({ services: () => urls });
const trusted = trustedProxies();
// The context reads `req.ip` (Fastify's name) before the socket's address (gateway/context.ts).
const server = createServer((req, res) => {
  Object.assign(req, { ip: clientAddress(req, trusted) });
  return yoga(req, res);
});
onShutdownSignal(() => new Promise<void>((resolve) => server.close(() => resolve())));
server.listen(port, process.env["HOST"] ?? "localhost", () => {
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  console.log(
    `gateway listening on http://localhost:${bound}/graphql → ${urls.main}, ${urls.hcm}, ${urls.file}`,
  );
});
