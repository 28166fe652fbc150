import { describe, expect, it } from "vitest";
import {
  defaultFlags,
  isFlagName,
  parseFlagValue,
  resolveFlags,
  resolveMaintenance,
} from "./flags.ts";

describe("feature flags (SPEC §6)", () => {
  it("defaults: contract, audit, PPh21 TER, payroll, tracer, overtime on; the three listed off", () => {
    const flags = defaultFlags("production");
    for (const on of [
      "contract",
      "audit",
      "pph21_ter",
      "payroll",
      "tracer",
      "overtime",
      "leave",
    ] as const) {
      expect(flags[on], on).toBe(true);
    }
    for (const off of [
      "irregular_tax_component",
      "edit_account",
      "qr_scanner_in_schema",
      "playground",
    ] as const) {
      expect(flags[off], off).toBe(false);
    }
    expect(defaultFlags("development").playground).toBe(true);
  });

  it("client-list flags are on only for listed clients", () => {
    const globals = { payroll_beta: [3, 7] };
    expect(resolveFlags(3, "test", globals, {}).payroll_beta).toBe(true);
    expect(resolveFlags(4, "test", globals, {}).payroll_beta).toBe(false);
  });

  it("a per-client override beats the global value, which beats the default", () => {
    expect(resolveFlags(1, "test", { audit: false }, {}).audit).toBe(false);
    expect(resolveFlags(1, "test", { audit: false }, { audit: true }).audit).toBe(true);
    expect(resolveFlags(1, "test", {}, { payroll_beta: true }).payroll_beta).toBe(true);
  });

  it("ignores unknown stored names and malformed values", () => {
    const flags = resolveFlags(1, "test", { nonsense: true, audit: "yes" as never }, {});
    expect(flags).not.toHaveProperty("nonsense");
    expect(flags.audit).toBe(true);
  });

  it("maintenance toggles are off unless stored as true", () => {
    expect(
      resolveMaintenance({ full_maintenance: true, disbursement_maintenance: "true" }),
    ).toEqual({
      full_maintenance: true,
      disbursement_maintenance: false,
      client_calculation_throttle: false,
    });
  });

  it("parses operator values", () => {
    expect(parseFlagValue("on")).toBe(true);
    expect(parseFlagValue("FALSE")).toBe(false);
    expect(parseFlagValue("[1, 2]")).toEqual([1, 2]);
    expect(parseFlagValue("[1, -2]")).toBeNull();
    expect(parseFlagValue("[1.5]")).toBeNull();
    expect(parseFlagValue("maybe")).toBeNull();
    expect(isFlagName("payroll_beta")).toBe(true);
    expect(isFlagName("full_maintenance")).toBe(false);
  });
});
