import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import "./jsdomShims.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster, toaster } from "../../toast.tsx";
import { MultiSelect, type MultiSelectProps } from "../MultiSelect.tsx";
import type { OptionItem, OptionLoader } from "../types.ts";

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
});

const cities: OptionItem[] = ["Bandung", "Bekasi", "Bogor", "Depok", "Jakarta"].map((label) => ({
  label,
  value: label.toLowerCase(),
}));

const hundredTwenty: OptionItem[] = Array.from({ length: 120 }, (_, i) => ({
  label: `Employee ${i + 1}`,
  value: `e${i + 1}`,
}));

/** A loader over 120 employees, filtering by label, like the gallery's. */
function fakeLoader(all: readonly OptionItem[] = hundredTwenty) {
  return vi.fn<OptionLoader>(async (search, page, limit) => {
    const matching = all.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()));
    const start = (page - 1) * limit;
    return {
      items: matching.slice(start, start + limit),
      totalItems: matching.length,
      limit,
      page,
    };
  });
}

function renderMulti(props: MultiSelectProps, language: Language = "en") {
  const onValueChange = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <main>
        <MultiSelect onValueChange={onValueChange} {...props} />
      </main>
      <AppToaster />
    </I18nProvider>,
  );
  return { ...view, onValueChange, user: userEvent.setup({ delay: null }) };
}

const cityProps = (more: Partial<MultiSelectProps> = {}) =>
  ({ label: "Cities", options: cities, ...more }) as MultiSelectProps;
const trigger = (name = "Cities") => screen.getByRole("combobox", { name });
const option = (name: string) => screen.getByRole("option", { name });
const selectedLabels = () =>
  screen
    .getAllByRole("option")
    .filter((o) => o.getAttribute("aria-selected") === "true")
    .map((o) => o.textContent);
/** The labels of the last selection reported. */
function labelsOf(calls: unknown[][]) {
  const last = calls.at(-1);
  if (!last) throw new Error("no selection was reported");
  return (last[0] as OptionItem[]).map((item) => item.label);
}

async function openList(user: ReturnType<typeof userEvent.setup>, name = "Cities") {
  await user.click(trigger(name));
  return screen.findByRole("listbox", { name });
}

// Ark's popups and axe are slow in jsdom when the machine is busy with other suites.
describe("MultiSelect", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations, closed and open", async () => {
    const { baseElement, user } = renderMulti(
      cityProps({ mode: "filter", defaultValue: cities.slice(0, 3), max: 3 }),
    );
    const rules = { "color-contrast": { enabled: false } };
    expect((await axe.run(baseElement, { rules })).violations.map((v) => v.id)).toEqual([]);
    await openList(user);
    // The open list is portalled to <body>, outside the landmarks, like every floating layer.
    const open = await axe.run(baseElement, { rules: { ...rules, region: { enabled: false } } });
    expect(open.violations.map((v) => v.id)).toEqual([]);
  });

  it("has no detectable accessibility violations in a pagination mode", async () => {
    const { baseElement, user } = renderMulti({
      label: "Employees",
      mode: "pagination-filter",
      loadOptions: fakeLoader(),
    });
    await openList(user, "Employees");
    await screen.findByRole("option", { name: "Employee 1" });
    const rules = { "color-contrast": { enabled: false }, region: { enabled: false } };
    expect((await axe.run(baseElement, { rules })).violations.map((v) => v.id)).toEqual([]);
  });

  it('is labelled and shows "Select an option" while empty', () => {
    renderMulti(cityProps());
    expect(trigger().textContent).toContain("Select an option");
  });

  describe("default mode", () => {
    it("applies each choice at once and stays open", async () => {
      const { user, onValueChange } = renderMulti(cityProps());
      await openList(user);
      await user.click(option("Bogor"));
      await user.click(option("Bandung"));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Bogor", "Bandung"]);
      expect(selectedLabels()).toEqual(["Bandung", "Bogor"]);
      await user.click(option("Bogor"));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Bandung"]);
      expect(screen.getByRole("listbox")).toBeTruthy();
    });

    it('shows one chip and "+N" for the rest (SPEC §9)', async () => {
      const { user } = renderMulti(cityProps());
      await openList(user);
      for (const name of ["Depok", "Bogor", "Jakarta"]) await user.click(option(name));
      await user.keyboard("{Escape}");
      expect(trigger().textContent).toContain("Depok");
      expect(trigger().textContent).not.toContain("Bogor");
      expect(within(trigger()).getByText("+2")).toBeTruthy();
      expect(within(trigger()).getByText("and 2 more")).toBeTruthy();
    });

    it("blocks a choice beyond the maximum with the configured error toast (SPEC §5)", async () => {
      const { user, onValueChange } = renderMulti(
        cityProps({ max: 2, maxSelectionMessage: "Pick at most {max} cities" }),
      );
      await openList(user);
      await user.click(option("Bandung"));
      await user.click(option("Bekasi"));
      onValueChange.mockClear();
      await user.click(option("Bogor"));
      expect(onValueChange).not.toHaveBeenCalled();
      expect(option("Bogor").getAttribute("aria-selected")).toBe("false");
      const toast = await screen.findByText("Pick at most 2 cities");
      expect(toast.closest("[data-type]")?.getAttribute("data-type")).toBe("error");
    });

    it("words the maximum toast in the current language unless configured", async () => {
      const { user } = renderMulti(cityProps({ max: 1, defaultValue: [cities[0]!] }), "id");
      await openList(user);
      await user.click(option("Bekasi"));
      expect(await screen.findByText("Anda hanya dapat memilih maksimal 1 opsi")).toBeTruthy();
    });

    it("caps select all at the maximum (SPEC §5)", async () => {
      const { user, onValueChange } = renderMulti(cityProps({ max: 3 }));
      await openList(user);
      await user.click(screen.getByRole("checkbox", { name: "Select all" }));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Bandung", "Bekasi", "Bogor"]);
      expect(await screen.findByText("You can select at most 3 options")).toBeTruthy();
      const selectAll = screen.getByRole("checkbox", { name: "Select all" });
      expect(selectAll.getAttribute("aria-checked")).toBe("true");
      await user.click(selectAll);
      expect(labelsOf(onValueChange.mock.calls)).toEqual([]);
    });

    it("selects every option with select all when there is no maximum", async () => {
      const { user, onValueChange } = renderMulti(cityProps({ defaultValue: [cities[4]!] }));
      await openList(user);
      const selectAll = screen.getByRole("checkbox", { name: "Select all" });
      expect(selectAll.getAttribute("aria-checked")).toBe("mixed");
      await user.click(selectAll);
      expect(labelsOf(onValueChange.mock.calls)).toEqual([
        "Jakarta",
        "Bandung",
        "Bekasi",
        "Bogor",
        "Depok",
      ]);
    });

    it("is operable with the keyboard", async () => {
      const { user, onValueChange } = renderMulti(cityProps());
      await user.tab();
      expect(document.activeElement).toBe(trigger());
      await user.keyboard("{Enter}");
      const listbox = await screen.findByRole("listbox", { name: "Cities" });
      await waitFor(() => expect(document.activeElement).toBe(listbox));
      await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
      expect(onValueChange).toHaveBeenCalledTimes(1);
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Bogor"]);
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
    });

    it('says "No options" when there are none', async () => {
      const { user } = renderMulti(cityProps({ options: [] }));
      await openList(user);
      expect(screen.getByText("No options")).toBeTruthy();
    });
  });

  describe("filter mode (SPEC §4)", () => {
    it("stages choices and applies them only on Apply", async () => {
      const { user, onValueChange } = renderMulti(cityProps({ mode: "filter" }));
      await openList(user);
      await user.click(option("Depok"));
      await user.click(option("Bekasi"));
      expect(onValueChange).not.toHaveBeenCalled();
      expect(trigger().textContent).toContain("Select an option");
      await user.click(screen.getByRole("button", { name: "Apply" }));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Depok", "Bekasi"]);
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
      expect(trigger().textContent).toContain("Depok");
    });

    it("forgets staged choices when closed without Apply", async () => {
      const { user, onValueChange } = renderMulti(
        cityProps({ mode: "filter", defaultValue: [cities[0]!] }),
      );
      await openList(user);
      await user.click(option("Bogor"));
      await user.keyboard("{Escape}");
      await openList(user);
      expect(selectedLabels()).toEqual(["Bandung"]);
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it("clears the selection on Reset", async () => {
      const { user, onValueChange } = renderMulti(
        cityProps({ mode: "filter", defaultValue: cities.slice(0, 2) }),
      );
      await openList(user);
      await user.click(screen.getByRole("button", { name: "Reset" }));
      expect(onValueChange).toHaveBeenLastCalledWith([]);
      expect(selectedLabels()).toEqual([]);
      expect(trigger().textContent).toContain("Select an option");
    });

    it("holds staged choices to the maximum too", async () => {
      const { user } = renderMulti(cityProps({ mode: "filter", max: 1 }));
      await openList(user);
      await user.click(option("Bogor"));
      await user.click(option("Depok"));
      expect(selectedLabels()).toEqual(["Bogor"]);
      expect(await screen.findByText("You can select at most 1 options")).toBeTruthy();
    });

    it("speaks Indonesian when the language is id", async () => {
      const { user } = renderMulti(cityProps({ mode: "filter" }), "id");
      await openList(user);
      expect(screen.getByRole("button", { name: "Terapkan" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Atur Ulang" })).toBeTruthy();
      expect(screen.getByRole("checkbox", { name: "Pilih semua" })).toBeTruthy();
    });
  });

  describe("pagination mode (SPEC §4, §7, §8)", () => {
    const employees = (loadOptions: OptionLoader, more: Partial<MultiSelectProps> = {}) =>
      ({ label: "Employees", mode: "pagination", loadOptions, ...more }) as MultiSelectProps;

    it("loads the first page when opened, saying Loading... meanwhile", async () => {
      let answer: (page: Awaited<ReturnType<OptionLoader>>) => void = () => {};
      const loadOptions = vi.fn<OptionLoader>(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      );
      const { user } = renderMulti(employees(loadOptions));
      expect(loadOptions).not.toHaveBeenCalled();
      await openList(user, "Employees");
      expect(await screen.findByText("Loading...")).toBeTruthy();
      expect(loadOptions).toHaveBeenCalledWith("", 1, 10);
      await act(async () =>
        answer({ items: hundredTwenty.slice(0, 10), totalItems: 120, limit: 10, page: 1 }),
      );
      expect(screen.getAllByRole("option")).toHaveLength(10);
      expect(screen.queryByText("Loading...")).toBeNull();
    });

    it("loads nothing until it is opened", async () => {
      const loadOptions = fakeLoader();
      renderMulti(employees(loadOptions, { searchDelay: 0 }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(loadOptions).not.toHaveBeenCalled();
    });

    it("loads the next page when the list is scrolled to its end", async () => {
      const loadOptions = fakeLoader();
      const { user } = renderMulti(employees(loadOptions));
      const listbox = await openList(user, "Employees");
      await screen.findByRole("option", { name: "Employee 10" });
      fireEvent.scroll(listbox);
      await screen.findByRole("option", { name: "Employee 20" });
      expect(loadOptions).toHaveBeenLastCalledWith("", 2, 10);
      expect(screen.getAllByRole("option")).toHaveLength(20);
    });

    it("loads the next page when the keyboard reaches the last option", async () => {
      const loadOptions = fakeLoader();
      const { user } = renderMulti(employees(loadOptions, { pageSize: 3 }));
      await openList(user, "Employees");
      await screen.findByRole("option", { name: "Employee 3" });
      await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
      await screen.findByRole("option", { name: "Employee 6" });
      expect(loadOptions).toHaveBeenLastCalledWith("", 2, 3);
    });

    it("searches with the typed text from page 1, keeping what was selected", async () => {
      const loadOptions = fakeLoader();
      const { user, onValueChange } = renderMulti(employees(loadOptions, { searchDelay: 0 }));
      await openList(user, "Employees");
      await user.click(await screen.findByRole("option", { name: "Employee 2" }));
      const search = screen.getByRole("textbox", { name: "Search..." });
      expect(search.getAttribute("placeholder")).toBe("Search...");
      await user.type(search, "Employee 11");
      await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith("Employee 11", 1, 10));
      await waitFor(() =>
        expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
          "Employee 11",
          "Employee 110",
          "Employee 111",
          "Employee 112",
          "Employee 113",
          "Employee 114",
          "Employee 115",
          "Employee 116",
          "Employee 117",
          "Employee 118",
        ]),
      );
      await user.click(option("Employee 110"));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Employee 2", "Employee 110"]);
    });

    it('says "Search not found" for a search without results', async () => {
      const { user } = renderMulti(employees(fakeLoader(), { searchDelay: 0 }));
      await openList(user, "Employees");
      await screen.findByRole("option", { name: "Employee 1" });
      await user.type(screen.getByRole("textbox", { name: "Search..." }), "nobody");
      expect(await screen.findByText("Search not found")).toBeTruthy();
      expect(screen.queryAllByRole("option")).toEqual([]);
    });

    it('says "No options" when the loader has none', async () => {
      const { user } = renderMulti(employees(fakeLoader([])));
      const listbox = await openList(user, "Employees");
      const message = await screen.findByText("No options");
      expect(listbox.getAttribute("aria-describedby")).toBe(message.id);
      const rules = { "color-contrast": { enabled: false }, region: { enabled: false } };
      expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
    });

    it("gives an empty list when the loader fails (SPEC §8)", async () => {
      const loadOptions = vi.fn<OptionLoader>(() => Promise.reject(new Error("timeout")));
      const { user } = renderMulti(employees(loadOptions));
      await openList(user, "Employees");
      expect(await screen.findByText("No options")).toBeTruthy();
      expect(screen.queryAllByRole("option")).toEqual([]);
    });

    it("stages choices until Apply in pagination-filter mode", async () => {
      const { user, onValueChange } = renderMulti(
        employees(fakeLoader(), { mode: "pagination-filter" }),
      );
      await openList(user, "Employees");
      await user.click(await screen.findByRole("option", { name: "Employee 3" }));
      expect(onValueChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole("button", { name: "Apply" }));
      expect(labelsOf(onValueChange.mock.calls)).toEqual(["Employee 3"]);
    });
  });

  describe("states", () => {
    it("marks the field invalid", () => {
      renderMulti(cityProps({ invalid: true }));
      expect(trigger().getAttribute("aria-invalid")).toBe("true");
    });

    it("does not open while disabled", async () => {
      const { user } = renderMulti(cityProps({ disabled: true }));
      expect((trigger() as HTMLButtonElement).disabled).toBe(true);
      await user.click(trigger());
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    });

    it("shows its selection but does not open while read-only", async () => {
      const { user } = renderMulti(cityProps({ readOnly: true, defaultValue: [cities[3]!] }));
      expect(trigger().getAttribute("aria-readonly")).toBe("true");
      expect(trigger().textContent).toContain("Depok");
      await user.click(trigger());
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    });
  });
});
