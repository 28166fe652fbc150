import { describe, expect, it } from "vitest";
import {
  approvalBlock,
  bankFileUrl,
  canCancelLine,
  canEditLine,
  canRetryLine,
  eventDetail,
  linesOfUpload,
  monthSpan,
  monthsBefore,
  uploadResultOf,
  validMonthRange,
} from "../model/batch.ts";

const pending = { status: "pending_approval", canApprove: false, createdById: 7 };

describe("approvalBlock", () => {
  it("names the maker-checker refusal for the batch's creator", () => {
    expect(
      approvalBlock({
        batch: pending,
        manualApproval: true,
        maintenance: false,
        viewer: { id: 7, menus: ["disbursement-process", "disbursement-approval"] },
      }),
    ).toBe("makerChecker");
  });
  it("names the missing approval menu for someone else", () => {
    expect(
      approvalBlock({
        batch: pending,
        manualApproval: true,
        maintenance: false,
        viewer: { id: 8, menus: ["disbursement-process"] },
      }),
    ).toBe("needsMenu");
  });
  it("lets through whom the server lets through; maintenance and state come first", () => {
    const base = { manualApproval: true, viewer: { id: 8, menus: [] } };
    expect(
      approvalBlock({ ...base, batch: { ...pending, canApprove: true }, maintenance: false }),
    ).toBeNull();
    expect(
      approvalBlock({ ...base, batch: { ...pending, canApprove: true }, maintenance: true }),
    ).toBe("maintenance");
    expect(
      approvalBlock({ ...base, batch: { ...pending, status: "processing" }, maintenance: false }),
    ).toBe("notPending");
  });
});

describe("line actions", () => {
  it("edits only before approval, retries only failed lines, cancels draft/pending/failed", () => {
    expect(canEditLine({ status: "draft" }, "pending_approval")).toBe(true);
    expect(canEditLine({ status: "pending_approval" }, "processing")).toBe(false);
    expect(canRetryLine({ status: "failed" })).toBe(true);
    expect(canRetryLine({ status: "succeeded" })).toBe(false);
    expect(
      ["draft", "pending_approval", "failed", "approved", "submitted"].map((status) =>
        canCancelLine({ status }),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});

describe("upload answers", () => {
  it("keeps rows with a worker and an amount, and only the account cells given", () => {
    const result = uploadResultOf({
      data: {
        rows: [
          {
            row: 2,
            agentId: 99,
            amount: 250000,
            bankCode: "BCA",
            accountNumber: "1234567890",
            accountName: " Budi ",
          },
          { row: 3, agentId: 100, amount: "300000", eWallet: "", phoneNumber: null },
          { row: 4, agentId: null, amount: 1 },
          { row: 5, agentId: 101, amount: 1.5 },
        ],
        problems: [{ row: 4, column: "nik", message: "Unknown worker" }],
      },
    });
    expect(result?.problems).toEqual([{ row: 4, column: "nik", message: "Unknown worker" }]);
    expect(linesOfUpload(result!.rows)).toEqual([
      {
        agentId: 99,
        amount: 250000,
        bankCode: "BCA",
        accountNumber: "1234567890",
        accountName: "Budi",
      },
      { agentId: 100, amount: 300000 },
    ]);
    expect(uploadResultOf({ message: "Bad file" })).toBeNull();
  });
});

describe("links and months", () => {
  it("builds the bank file link with the Mandiri header's fields", () => {
    expect(
      bankFileUrl(41, "mandiri-mcm", { debitAccount: "1234567890123", valueDate: "2026-11-27" }),
    ).toBe(
      "/api/hcm/v1/disbursements/41/bank-file?format=mandiri-mcm&debitAccount=1234567890123&valueDate=2026-11-27",
    );
    expect(bankFileUrl(41, "xlsx")).toBe("/api/hcm/v1/disbursements/41/bank-file?format=xlsx");
  });
  it("counts months across years and caps the range at 24", () => {
    expect(monthsBefore("2026-02", 5)).toBe("2025-09");
    expect(monthSpan("2025-12", "2026-01")).toBe(2);
    expect(validMonthRange("2024-12", "2026-11")).toBe(true);
    expect(validMonthRange("2024-11", "2026-11")).toBe(false);
    expect(validMonthRange("2026-11", "2026-10")).toBe(false);
  });
});

describe("eventDetail", () => {
  it("says a provider failure and reference in a few words, and leaves the rest out", () => {
    expect(
      eventDetail(
        JSON.stringify({
          providerStatus: "FAILED",
          providerReference: "disb-9",
          failureCode: "INVALID_DESTINATION",
          failureReason: "The destination account is invalid",
          occurredAt: "2026-11-26T07:00:00Z",
        }),
        "Ref.",
      ),
    ).toBe("INVALID_DESTINATION: The destination account is invalid · Ref. disb-9");
    expect(
      eventDetail(JSON.stringify({ providerStatus: "ACCEPTED", occurredAt: null }), "Ref."),
    ).toBeNull();
    expect(eventDetail("plain words", "Ref.")).toBe("plain words");
    expect(eventDetail(null, "Ref.")).toBeNull();
  });
});
