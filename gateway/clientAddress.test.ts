import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxies } from "./clientAddress.ts";

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as Pick<IncomingMessage, "headers" | "socket">;

describe("the gateway's client address (issue 19, behind a load balancer)", () => {
  it("believes X-Forwarded-For from this machine by default, not from anyone else", () => {
    const trusted = trustedProxies(undefined);
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"), trusted)).toBe("203.0.113.7");
    expect(clientAddress(request("::ffff:127.0.0.1", "203.0.113.7"), trusted)).toBe("203.0.113.7");
    expect(clientAddress(request("198.51.100.2", "203.0.113.7"), trusted)).toBe("198.51.100.2");
    expect(clientAddress(request("127.0.0.1"), trusted)).toBe("127.0.0.1");
  });

  it("takes the first untrusted hop from the right, so a forged leftmost entry is ignored", () => {
    const trusted = trustedProxies("10.0.0.0/8, 127.0.0.1");
    expect(clientAddress(request("10.1.2.3", "1.1.1.1, 203.0.113.7, 10.9.9.9"), trusted)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(request("10.1.2.3", "10.0.0.5"), trusted)).toBe("10.0.0.5");
  });

  it("trusts everyone with TRUST_PROXY=true and no one with false", () => {
    expect(clientAddress(request("198.51.100.2", "203.0.113.7"), trustedProxies("true"))).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"), trustedProxies("false"))).toBe(
      "127.0.0.1",
    );
  });
});
