import { cleanup, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { AgentFieldCreatePage } from "../components/AgentFieldCreatePage.tsx";
import { AgentFieldsPage } from "../components/AgentFieldsPage.tsx";
import { type Answerer, renderScreen, routeOf } from "./harness.tsx";

afterEach(cleanup);

const field = (id: number, key: string, label: string, extra: Record<string, unknown> = {}) => ({
  __typename: "AgentField",
  id,
  key,
  label,
  type: "text",
  required: false,
  position: id,
  status: "active",
  options: [],
  ...extra,
});

const FIELDS = [
  field(1, "shirt_size", "Uniform Shirt Size", {
    type: "single_select",
    options: [
      { __typename: "AgentFieldOption", label: "S", value: "S" },
      { __typename: "AgentFieldOption", label: "M", value: "M" },
    ],
  }),
  field(2, "height_cm", "Height (cm)", { type: "number", required: true }),
  field(3, "old_badge", "Old Badge", { status: "archived" }),
];

const answer: Answerer = (name, variables) => {
  if (name === "AgentFieldList") return { data: { agentFields: FIELDS } };
  if (name === "AgentFieldArchive") {
    return {
      data: {
        archiveAgentField: { __typename: "AgentField", id: variables["id"], status: "archived" },
      },
    };
  }
  if (name === "AgentFieldUpdate") {
    return { data: { updateAgentField: { ...field(Number(variables["id"]), "x", "x") } } };
  }
  if (name === "AgentFieldCreate") {
    return { data: { createAgentField: field(9, "x", "x") } };
  }
  return undefined;
};

describe("Additional data fields", { timeout: 30_000 }, () => {
  it("lists the fields with type, required and options, and has no accessibility violations", async () => {
    const { container } = renderScreen(
      <AgentFieldsPage route={routeOf("/agents/additional-data")} />,
      { path: "/agents/additional-data", answer },
    );
    const row = (await screen.findByText("Uniform Shirt Size")).closest("tr")!;
    expect(within(row).getByText("Dropdown (single)")).toBeTruthy();
    expect(within(row).getByText("S, M")).toBeTruthy();
    expect(
      within(screen.getByText("Height (cm)").closest("tr")!).getByText("Required"),
    ).toBeTruthy();
    expect(within(screen.getByText("Old Badge").closest("tr")!).getByText("Archived")).toBeTruthy();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("offers the SPEC §9 page sizes and pages the fields, 10 by default", async () => {
    const many = Array.from({ length: 12 }, (_, i) => field(i + 1, `f_${i + 1}`, `Field ${i + 1}`));
    const { user } = renderScreen(<AgentFieldsPage route={routeOf("/agents/additional-data")} />, {
      path: "/agents/additional-data",
      answer: (name, variables) =>
        name === "AgentFieldList" ? { data: { agentFields: many } } : answer(name, variables),
    });
    await screen.findByText("Field 1");
    const size = screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(["10", "20", "30", "40", "50"]);
    expect(size.value).toBe("10");
    expect(screen.queryByText("Field 11")).toBeNull();
    expect(screen.getByText("1-10 of 12")).toBeTruthy();
    await user.selectOptions(size, "20");
    expect(await screen.findByText("Field 12")).toBeTruthy();
    expect(screen.getByText("1-12 of 12")).toBeTruthy();
  });

  it("archives a field only after the confirmation", async () => {
    const { user, operations } = renderScreen(
      <AgentFieldsPage route={routeOf("/agents/additional-data")} />,
      { path: "/agents/additional-data", answer },
    );
    const row = (await screen.findByText("Height (cm)")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText('Archive "Height (cm)"?')).toBeTruthy();
    expect(operations.some((o) => o.name === "AgentFieldArchive")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(operations.find((o) => o.name === "AgentFieldArchive")?.variables).toEqual({ id: 2 }),
    );
  });

  it("moves a field down by swapping positions with its neighbour", async () => {
    const { user, operations } = renderScreen(
      <AgentFieldsPage route={routeOf("/agents/additional-data")} />,
      { path: "/agents/additional-data", answer },
    );
    await screen.findByText("Uniform Shirt Size");
    expect(
      (screen.getByRole("button", { name: "Move Uniform Shirt Size up" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "Move Uniform Shirt Size down" }));
    await waitFor(() =>
      expect(
        operations
          .filter((o) => o.name === "AgentFieldUpdate")
          .map((o) => [o.variables["id"], (o.variables["input"] as { position: number }).position]),
      ).toEqual([
        [2, 1],
        [1, 2],
      ]),
    );
  });

  it("derives the key from the label, needs an option for a dropdown, then creates", async () => {
    const { user, operations, location } = renderScreen(
      <AgentFieldCreatePage route={routeOf("/agents/additional-data/create")} />,
      { path: "/agents/additional-data/create", answer },
    );
    await user.type(await screen.findByRole("textbox", { name: "Label" }), "Ukuran Sepatu");
    expect((screen.getByRole("textbox", { name: "Key" }) as HTMLInputElement).value).toBe(
      "ukuran_sepatu",
    );
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Dropdown (single)" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A dropdown needs at least one option")).toBeTruthy();
    expect(operations.some((o) => o.name === "AgentFieldCreate")).toBe(false);

    await user.type(screen.getByRole("textbox", { name: "Option 1 label" }), "EU 42");
    expect(
      (screen.getByRole("textbox", { name: "Option 1 value" }) as HTMLInputElement).value,
    ).toBe("eu_42");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(operations.find((o) => o.name === "AgentFieldCreate")?.variables).toEqual({
        input: {
          key: "ukuran_sepatu",
          label: "Ukuran Sepatu",
          type: "single_select",
          required: false,
          options: [{ label: "EU 42", value: "eu_42" }],
        },
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe("/agents/additional-data"));
  });
});
