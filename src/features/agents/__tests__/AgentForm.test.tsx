import { cleanup, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AgentCreatePage } from "../components/AgentCreatePage.tsx";
import { AgentDetailPage } from "../components/AgentDetailPage.tsx";
import { AgentForm } from "../components/AgentForm.tsx";
import { type AgentFormValues, emptyAgentForm } from "../model/agentForm.ts";
import { lookupAnswer } from "./fixtures.ts";
import { type Answerer, renderScreen, routeOf } from "./harness.tsx";

afterEach(cleanup);

const SHOE_SIZE = {
  __typename: "AgentField",
  id: 1,
  key: "shoe_size",
  label: "Shoe size",
  type: "number",
  required: true,
  position: 1,
  status: "active",
  options: [],
};

function createAnswer(fields: unknown[] = []): Answerer {
  return (name) =>
    name === "AgentFieldList" ? { data: { agentFields: fields } } : lookupAnswer(name);
}

function renderCreate(fields: unknown[] = []) {
  return renderScreen(<AgentCreatePage route={routeOf("/agents/create")} />, {
    path: "/agents/create",
    answer: createAnswer(fields),
  });
}

const VALID: AgentFormValues = {
  ...emptyAgentForm,
  fullName: "Budi Santoso",
  nik: "3171010101900001",
  phoneNumber: "81234567890",
  joinDate: "2024-03-01",
  contractType: "pkwt",
  branchId: "1",
};

const textbox = (name: string) => screen.getByRole("textbox", { name });
const findTextbox = (name: string) => screen.findByRole("textbox", { name });
const errorNear = (name: string) => textbox(name).closest("[data-field]")?.textContent ?? "";

describe("Employee form", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderCreate([SHOE_SIZE]);
    await findTextbox("Full name");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows every missing field at its field and sends nothing", async () => {
    const { user, operations } = renderCreate([SHOE_SIZE]);
    await findTextbox("Full name");
    await user.click(screen.getByRole("button", { name: "Create employee" }));
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("NIK is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(screen.getByText("Join date is required")).toBeTruthy();
    expect(screen.getByText("Contract type is required")).toBeTruthy();
    expect(screen.getByText("Branch is required")).toBeTruthy();
    expect(screen.getByText("Shoe size is required")).toBeTruthy();
    expect(screen.getByText("7 fields need attention before saving.")).toBeTruthy();
    expect(textbox("Full name").getAttribute("aria-invalid")).toBe("true");
    // The first problem takes the focus.
    expect(document.activeElement).toBe(textbox("Full name"));
    expect(operations.some((operation) => operation.name === "AgentCreate")).toBe(false);
  });

  it("in Indonesian, shows the shared rules' problems in Indonesian (issue 11 B4)", async () => {
    const { user } = renderScreen(<AgentCreatePage route={routeOf("/agents/create")} />, {
      path: "/agents/create",
      answer: createAnswer([SHOE_SIZE]),
      language: "id",
    });
    await findTextbox("Nama lengkap");
    await user.click(screen.getByRole("button", { name: "Buat karyawan" }));
    expect(await screen.findByText("Nama lengkap wajib diisi")).toBeTruthy();
    expect(screen.getByText("Nomor telepon wajib diisi")).toBeTruthy();
    expect(screen.getByText("Cabang wajib diisi")).toBeTruthy();
    // A client's own field keeps the label the client gave it.
    expect(screen.getByText("Shoe size wajib diisi")).toBeTruthy();
    expect(screen.queryByText("Full name is required")).toBeNull();
  });

  it("checks a typed NIK by the shared rules once the field is left", async () => {
    const { user } = renderCreate();
    const nik = await findTextbox("NIK");
    await user.type(nik, "317101010190000");
    expect(errorNear("NIK")).not.toContain("NIK must be exactly 16 digits");
    await user.tab();
    expect(errorNear("NIK")).toContain("NIK must be exactly 16 digits");
    // Letters cannot be typed into it at all (SPEC §5 digits-only pattern).
    await user.type(nik, "a");
    expect((nik as HTMLInputElement).value).toBe("317101010190000");
    await user.type(nik, "1");
    expect(errorNear("NIK")).not.toContain("must be exactly 16 digits");
  });

  it("shows the phone after a fixed +62 and reads 08… as 8…", async () => {
    const { user } = renderCreate();
    const phone = await findTextbox("Phone number");
    expect(phone.closest("[data-field]")?.textContent).toContain("+62");
    await user.type(phone, "0812-3456-7890");
    await user.tab();
    expect((phone as HTMLInputElement).value).toBe("81234567890");
    expect(errorNear("Phone number")).not.toContain("must start with 8");
  });

  it("puts the server's field problems at their fields", async () => {
    const onSubmit = vi.fn(async () => [
      { field: "nik", message: "NIK is already registered to another employee" },
      { field: "phoneNumber", message: "Phone number is already registered to another employee" },
    ]);
    const { user } = renderScreen(
      <AgentForm
        initial={VALID}
        fields={[]}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { path: "/agents/create", answer: createAnswer() },
    );
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      {
        fullName: "Budi Santoso",
        nik: "3171010101900001",
        phoneNumber: "81234567890",
        branchId: 1,
        payrollGroupId: null,
        customData: {},
      },
    ]);
    expect(await screen.findByText("NIK is already registered to another employee")).toBeTruthy();
    expect(errorNear("Phone number")).toContain("already registered");
    // Editing the field clears the server's verdict on it.
    await user.type(textbox("NIK"), "{Backspace}2");
    expect(screen.queryByText("NIK is already registered to another employee")).toBeNull();
  });

  it("asks before leaving with unsaved changes (SPEC §2 dialog)", async () => {
    const { user, location } = renderCreate();
    await user.type(await findTextbox("Full name"), "Budi");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("You're about to leave this page")).toBeTruthy();
    expect(within(dialog).getByText("Your progress will not be saved.")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/agents/create");
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/agents"));
  });
});

const RECORD = {
  __typename: "Agent",
  id: 5,
  ...Object.fromEntries(Object.keys(emptyAgentForm).map((key) => [key, null])),
  fullName: "Budi Santoso",
  nik: "3171010101900001",
  phoneNumber: "81234567890",
  joinDate: "2024-03-01",
  contractType: "pkwt",
  contractStatus: "active",
  branchId: 1,
  branch: { __typename: "Branch", id: 1, name: "Jakarta Selatan", timezoneLabel: "WIB" },
  project: null,
  payrollGroupId: null,
  domicileProvince: null,
  domicileCity: null,
  workerStatus: "active",
  terminationReason: null,
  terminationDate: null,
  terminationNote: null,
  customData: {},
  version: 3,
  createdAt: "2024-03-01T02:00:00Z",
  updatedAt: "2024-03-01T02:00:00Z",
};

function detailAnswer(update: Answerer): Answerer {
  return (name, variables) => {
    if (name === "AgentDetail") return { data: { agent: RECORD } };
    if (name === "AgentUpdate") return update(name, variables);
    return createAnswer()(name, variables);
  };
}

describe("Employee detail", { timeout: 30_000 }, () => {
  it("shows the server's refusal as a toast and its field problems at the fields", async () => {
    const { user } = renderScreen(<AgentDetailPage route={routeOf("/agents/:id")} />, {
      path: "/agents/5",
      pattern: "/agents/:id",
      answer: detailAnswer(() => ({
        errors: [
          {
            message: "Failed to Update Agent",
            extensions: {
              code: "BAD_USER_INPUT",
              errors: [{ field: "branchId", message: "Branch is inactive; choose an active one" }],
            },
          },
        ],
      })),
    });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to Update Agent")).toBeTruthy();
    expect(screen.getByText("Branch is inactive; choose an active one")).toBeTruthy();
    expect(screen.getByText("1 field needs attention before saving.")).toBeTruthy();
  });

  it("says the record changed meanwhile (CONFLICT) and reloads it on request", async () => {
    const { user, operations } = renderScreen(<AgentDetailPage route={routeOf("/agents/:id")} />, {
      path: "/agents/5",
      pattern: "/agents/:id",
      answer: detailAnswer(() => ({
        errors: [
          { message: "This employee was changed meanwhile", extensions: { code: "CONFLICT" } },
        ],
      })),
    });
    expect(await screen.findByRole("heading", { name: "Budi Santoso" })).toBeTruthy();
    expect(screen.getByText("+62 81234567890")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        operations.find((operation) => operation.name === "AgentUpdate")?.variables,
      ).toMatchObject({ id: 5, version: 3, input: { nik: "3171010101900001" } }),
    );
    // Said twice: in a toast, and in the banner above the form (with Reload).
    expect(await screen.findAllByText("This employee was changed by someone else")).toHaveLength(2);
    const loads = operations.filter((operation) => operation.name === "AgentDetail").length;
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect(operations.filter((operation) => operation.name === "AgentDetail").length).toBe(
        loads + 1,
      ),
    );
  });
});
