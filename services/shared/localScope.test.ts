import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import {
  closeLocalScope,
  LOCAL_SCOPE_HEADER,
  openLocalScope,
  sharedInScope,
} from "./localScope.ts";

/** A request as Fastify hands it over: injected in-process (light-my-request) or not. */
function requestOf(options: { scope?: string; method?: string; injected?: boolean }) {
  const raw = options.injected === false ? {} : { _lightMyRequest: {} };
  return {
    method: options.method ?? "GET",
    headers: options.scope ? { [LOCAL_SCOPE_HEADER]: options.scope } : {},
    raw,
  } as unknown as FastifyRequest;
}

function counter() {
  let calls = 0;
  return {
    compute: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe("sharedInScope (issue 19: one session lookup per gateway request)", () => {
  it("shares one computation among the reads of one scope", async () => {
    const scope = openLocalScope();
    const count = counter();
    const request = requestOf({ scope });
    const answers = await Promise.all(
      [1, 2, 3].map(() => sharedInScope(request, "k", count.compute)),
    );
    expect(answers).toEqual([1, 1, 1]);
    expect(count.calls).toBe(1);
    // Another key is its own computation.
    expect(await sharedInScope(request, "other", count.compute)).toBe(2);
    closeLocalScope(scope);
  });

  it("ignores the header on a request that came over the network", async () => {
    const scope = openLocalScope();
    const count = counter();
    const request = requestOf({ scope, injected: false });
    await sharedInScope(request, "k", count.compute);
    await sharedInScope(request, "k", count.compute);
    expect(count.calls).toBe(2);
    closeLocalScope(scope);
  });

  it("computes afresh without a scope, with an unknown one and after close", async () => {
    const count = counter();
    await sharedInScope(requestOf({}), "k", count.compute);
    await sharedInScope(requestOf({ scope: "not-a-scope" }), "k", count.compute);
    const scope = openLocalScope();
    await sharedInScope(requestOf({ scope }), "k", count.compute);
    closeLocalScope(scope);
    await sharedInScope(requestOf({ scope }), "k", count.compute);
    expect(count.calls).toBe(4);
  });

  it("forgets everything at a call that may change things", async () => {
    const scope = openLocalScope();
    const count = counter();
    expect(await sharedInScope(requestOf({ scope }), "k", count.compute)).toBe(1);
    expect(await sharedInScope(requestOf({ scope, method: "POST" }), "k", count.compute)).toBe(2);
    // The read after the change does not see the value from before it.
    expect(await sharedInScope(requestOf({ scope }), "k", count.compute)).toBe(3);
    expect(await sharedInScope(requestOf({ scope }), "k", count.compute)).toBe(3);
    closeLocalScope(scope);
  });

  it("does not keep a failure", async () => {
    const scope = openLocalScope();
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database gone");
      return "ok";
    };
    await expect(sharedInScope(requestOf({ scope }), "k", flaky)).rejects.toThrow("database gone");
    expect(await sharedInScope(requestOf({ scope }), "k", flaky)).toBe("ok");
    closeLocalScope(scope);
  });
});
