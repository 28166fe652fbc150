import { cleanup, render, screen } from "@testing-library/react";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { I18nProvider, type Language } from "../../i18n/index.ts";
import { useEnumLabel } from "../useEnumLabel.ts";

afterEach(cleanup);

const data = {
  systemEnums: [
    {
      name: "attendance_status",
      entries: [
        { value: "approved", labels: { en: "Present", id: "Hadir" } },
        { value: "odd", labels: { en: "Odd", id: "" } },
      ],
    },
  ],
};

function Probe({ name, value }: { name: string; value: string }) {
  const label = useEnumLabel();
  return <span data-testid="label">{label(name, value)}</span>;
}

function show(name: string, value: string, language: Language) {
  const client = {
    executeQuery: () => fromValue({ data, stale: false, hasNext: false }),
  } as unknown as Client;
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Probe name={name} value={value} />
      </I18nProvider>
    </Provider>,
  );
  return screen.getByTestId("label").textContent;
}

describe("useEnumLabel", () => {
  it("labels in the user's language", () => {
    expect(show("attendance_status", "approved", "en")).toBe("Present");
    cleanup();
    expect(show("attendance_status", "approved", "id")).toBe("Hadir");
  });

  it("shows a dash for a missing label, value or enumeration (SPEC §3)", () => {
    expect(show("attendance_status", "odd", "id")).toBe("-");
    cleanup();
    expect(show("attendance_status", "nope", "en")).toBe("-");
    cleanup();
    expect(show("no_such_enum", "approved", "en")).toBe("-");
  });
});
