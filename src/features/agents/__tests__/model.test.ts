import { describe, expect, it } from "vitest";
import { emptyAgentForm, fromAgent, isDirty, toAgentInput } from "../model/agentForm.ts";
import { exportPath } from "../model/exportPath.ts";
import { deriveFieldKey, emptyFieldDraft, withKey, withLabel } from "../model/fieldDraft.ts";
import {
  defaultListQuery,
  parseListQuery,
  sortingOf,
  sortOf,
  toSearchParams,
  withFilter,
} from "../model/listQuery.ts";
import { localOptionLoader } from "../model/options.ts";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe("list query in the URL", () => {
  it("reads nothing as the defaults (page 1, 10 rows; SPEC §3)", () => {
    expect(parse("")).toEqual(defaultListQuery);
    expect(toSearchParams(defaultListQuery).toString()).toBe("");
  });

  it("round-trips every part", () => {
    const search =
      "q=budi&status=inactive&branch=1%2C2&project=7&contractType=pkwt%2Ckemitraan&contractStatus=expired&city=31.71&sort=-joinDate&page=3&limit=50";
    expect(toSearchParams(parse(search)).toString()).toBe(search);
  });

  it("drops what it cannot read instead of failing", () => {
    expect(
      parse(
        "status=gone&branch=x,-1,5&contractType=temp&city=jakarta&sort=password&page=-2&limit=15",
      ),
    ).toEqual({ ...defaultListQuery, branchIds: [5] });
  });

  it("goes back to page 1 on a filter change (SPEC §4)", () => {
    const query = { ...parse("page=4"), sort: "fullName" };
    expect(withFilter(query, { workerStatus: "active" })).toMatchObject({
      page: 1,
      workerStatus: "active",
      sort: "fullName",
    });
  });

  it("maps table sorting to server sort fields and back", () => {
    expect(sortOf([{ id: "branch", desc: true }])).toBe("-branchName");
    expect(sortingOf("-branchName")).toEqual([{ id: "branch", desc: true }]);
    expect(sortOf([{ id: "phone", desc: false }])).toBeNull();
  });

  it("exports the selection when there is one, else the filters", () => {
    const filters = parse("q=budi&branch=1,2");
    expect(exportPath("xlsx", filters, [4, 9])).toBe(
      "/api/main/v1/agents/export?format=xlsx&ids=4%2C9",
    );
    expect(exportPath("csv", filters, [])).toBe(
      "/api/main/v1/agents/export?format=csv&q=budi&branchIds=1%2C2",
    );
  });
});

describe("employee form values", () => {
  it("sends only the payment data of the chosen method, numbers as numbers", () => {
    const input = toAgentInput(
      {
        ...emptyAgentForm,
        fullName: "  Budi   Santoso ",
        phoneNumber: "0812-3456-7890",
        branchId: "3",
        paymentMethod: "e_wallet",
        accountNumber: "12345678",
        eWallet: "gopay",
        walletPhoneNumber: "+62 812 1111 2222",
        customData: { shoe_size: "42", skills: ["a", "b"], note: " " },
      },
      [
        { key: "shoe_size", label: "Shoe", type: "number", required: false, options: [] },
        { key: "skills", label: "Skills", type: "multi_select", required: false, options: [] },
        { key: "note", label: "Note", type: "text", required: false, options: [] },
      ],
    );
    expect(input).toMatchObject({
      fullName: "Budi Santoso",
      phoneNumber: "81234567890",
      branchId: 3,
      accountNumber: null,
      eWallet: "gopay",
      walletPhoneNumber: "81211112222",
      customData: { shoe_size: 42, skills: ["a", "b"] },
    });
  });

  it("is not dirty for an untouched record, or for a custom value typed and erased", () => {
    const initial = fromAgent({ fullName: "Budi", branchId: 1, customData: { size: 4 } });
    expect(initial.branchId).toBe("1");
    expect(isDirty(initial, { ...initial })).toBe(false);
    expect(isDirty(initial, { ...initial, customData: { ...initial.customData, x: "" } })).toBe(
      false,
    );
    expect(isDirty(initial, { ...initial, fullName: "Budi S" })).toBe(true);
  });
});

describe("additional data field keys", () => {
  it("derives a snake_case key from the label until the key is typed", () => {
    expect(deriveFieldKey("Ukuran Sepatu (EU)")).toBe("ukuran_sepatu_eu");
    expect(deriveFieldKey("Café résumé")).toBe("cafe_resume");
    expect(deriveFieldKey("2nd phone")).toBe("f_2nd_phone");
    expect(deriveFieldKey("!!!")).toBe("");
    const typed = withKey(withLabel(emptyFieldDraft, "Shoe"), "size_eu");
    expect(withLabel(typed, "Shoe size").key).toBe("size_eu");
  });
});

describe("in-memory dropdown loader", () => {
  it("searches labels and pages them (SPEC §7 loader shape)", async () => {
    const load = localOptionLoader(
      Array.from({ length: 25 }, (_, i) => ({ value: String(i), label: `Kota ${i}` })),
    );
    expect(await load("kota 1", 1, 10)).toMatchObject({ totalItems: 11, page: 1, limit: 10 });
    expect((await load("", 3, 10)).items.map((o) => o.value)).toEqual([
      "20",
      "21",
      "22",
      "23",
      "24",
    ]);
  });
});
