import { describe, expect, it } from "vitest";
import {
  prefillFromWorker,
  recordDraftOf,
  terCategoryOf,
  validateRecord,
} from "../model/recordForm.ts";

const worker = { id: 7, label: "Siti Aminah · 3171234567890001" };

describe("employee tax record form rules", () => {
  it("prefills the tax id, PTKP and first month from the worker", () => {
    const draft = recordDraftOf(null, 2026);
    expect(
      prefillFromWorker(
        { ...draft, agent: worker },
        { nik: "3171234567890001", npwp: "", ptkpStatus: "K/1", joinDate: "2026-04-13" },
      ),
    ).toMatchObject({ taxIdKind: "nik", taxId: "3171234567890001", ptkp: "K/1", startMonth: 4 });
    expect(
      prefillFromWorker(
        { ...draft, agent: worker },
        {
          nik: "3171234567890001",
          npwp: "012345678901234",
          ptkpStatus: null,
          joinDate: "2019-01-02",
        },
      ),
    ).toMatchObject({ taxIdKind: "npwp", taxId: "012345678901234", ptkp: null, startMonth: 1 });
  });

  it("maps the PTKP at the start of the year to its TER category (PP 58/2023 Ps. 2(4))", () => {
    expect(terCategoryOf("TK/0", 2026)).toBe("A");
    expect(terCategoryOf("K/1", 2026)).toBe("B");
    expect(terCategoryOf("K/3", 2026)).toBe("C");
    expect(terCategoryOf(null, 2026)).toBeNull();
  });

  it("sends whole rupiah amounts (blank = 0) and refuses what SPEC §5 and the table refuse", () => {
    const draft = {
      ...recordDraftOf(null, 2026),
      agent: worker,
      taxIdKind: "nik" as const,
      taxId: "3171234567890001",
      ptkp: "TK/0",
      startMonth: 3,
      amounts: { ...recordDraftOf(null, 2026).amounts, openingBruto: "15000000" },
    };
    const ok = validateRecord(draft, 4);
    expect(ok.problems).toEqual([]);
    expect(ok.input).toMatchObject({
      taxConfigurationId: 4,
      agentId: 7,
      year: 2026,
      startMonth: 3,
      endMonth: 12,
      openingBruto: 15_000_000,
      openingWithheld: 0,
      note: null,
    });

    const bad = validateRecord(
      {
        ...draft,
        agent: null,
        taxId: "12345",
        ptkp: null,
        startMonth: 9,
        endMonth: 3,
        note: "n".repeat(501),
        amounts: { ...draft.amounts, previousEmployerBruto: "1.5" },
      },
      4,
    );
    expect(bad.problems.map((problem) => problem.field)).toEqual([
      "agentId",
      "taxId",
      "ptkp",
      "endMonth",
      "previousEmployerBruto",
      "note",
    ]);
    expect(bad.problems[1]!.message).toBe("must be 16 digits");
    expect(bad.problems[3]!.message).toBe("must not be before the start month");
    expect(
      validateRecord({ ...draft, taxIdKind: "npwp", taxId: "12345678901234" }, 4).problems,
    ).toEqual([{ field: "taxId", message: "must be 15 or 16 digits" }]);
  });
});
