import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/**
 * The browser's address for the gateway run alone (gateway/main.ts), as Fastify's `trustProxy`
 * gives it to the one-process server: X-Forwarded-For is believed only from TRUST_PROXY's
 * addresses (IPs or CIDRs, comma-separated; default this machine). Issue 19: behind a load
 * balancer the socket's address is the balancer's, so without this every login of every
 * browser was throttled as one address (services/main/auth/throttle.ts).
 */
export function trustedProxies(setting = process.env["TRUST_PROXY"]): (address: string) => boolean {
  const value = (setting ?? "127.0.0.1,::1,::ffff:127.0.0.1").trim();
  if (value === "true") return () => true;
  if (value === "false" || value === "") return () => false;
  const list = new BlockList();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0) continue;
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const family = isIP(address);
    if (family === 0) return false;
    if (list.check(address, family === 6 ? "ipv6" : "ipv4")) return true;
    // An IPv4 peer on a dual-stack socket reads ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return mapped !== undefined && list.check(mapped, "ipv4");
  };
}

/**
 * Walks X-Forwarded-For from the right while the hop that added the entry is trusted: the
 * first untrusted address is the client (a browser cannot forge what a trusted hop appended).
 */
export function clientAddress(
  req: Pick<IncomingMessage, "headers" | "socket">,
  trusted: (address: string) => boolean,
): string | undefined {
  let address = req.socket.remoteAddress;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (address !== undefined && trusted(address) && hops.length > 0) address = hops.pop();
  return address;
}
