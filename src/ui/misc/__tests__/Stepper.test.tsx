import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { type StepItem, Stepper, type StepperProps } from "../Stepper.tsx";

afterEach(cleanup);

const steps: StepItem[] = [
  { title: "Details", content: <p>Details form</p> },
  { title: "Components", content: <p>Components form</p> },
  { title: "Review", content: <p>Review page</p> },
];

function renderStepper(props: Partial<StepperProps> = {}, language: Language = "en") {
  return render(
    <I18nProvider language={language}>
      <Stepper steps={steps} {...props} />
    </I18nProvider>,
  );
}

const button = (name: string) => screen.queryByRole("button", { name });
const stepItems = () => screen.getAllByRole("listitem");
const statuses = () => stepItems().map((step) => step.dataset["status"]);

describe("Stepper", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderStepper({ defaultActiveIndex: 1 });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("offers Next but no Previous on the first step", () => {
    renderStepper();
    expect(button("Next")).toBeTruthy();
    expect(button("Previous")).toBeNull();
    expect(screen.getByText("Details form")).toBeTruthy();
  });

  it("offers both on a middle step", () => {
    renderStepper({ defaultActiveIndex: 1 });
    expect(button("Next")).toBeTruthy();
    expect(button("Previous")).toBeTruthy();
  });

  it("offers Previous but no Next on the last step, and shows the final action there", () => {
    renderStepper({ defaultActiveIndex: 2, finalAction: <button type="button">Submit</button> });
    expect(button("Next")).toBeNull();
    expect(button("Previous")).toBeTruthy();
    expect(button("Submit")).toBeTruthy();
  });

  it("walks forward and back, marking the active step current", async () => {
    const onActiveIndexChange = vi.fn();
    renderStepper({ onActiveIndexChange });
    await userEvent.click(button("Next") as HTMLElement);
    await userEvent.click(button("Next") as HTMLElement);
    expect(screen.getByText("Review page")).toBeTruthy();
    expect(stepItems()[2]?.getAttribute("aria-current")).toBe("step");
    await userEvent.click(button("Previous") as HTMLElement);
    expect(screen.getByText("Components form")).toBeTruthy();
    expect(onActiveIndexChange.mock.calls).toEqual([[1], [2], [1]]);
  });

  it("counts a step complete once the active index is beyond it", async () => {
    renderStepper();
    expect(statuses()).toEqual(["current", "upcoming", "upcoming"]);
    await userEvent.click(button("Next") as HTMLElement);
    expect(statuses()).toEqual(["complete", "current", "upcoming"]);
    expect(stepItems()[0]?.textContent).toContain("Completed");
  });

  it("lets a step's explicit completed flag win", () => {
    renderStepper({
      steps: [
        { title: "Upload", completed: false },
        { title: "Validate" },
        { title: "Publish", completed: true },
      ],
      defaultActiveIndex: 1,
    });
    expect(statuses()).toEqual(["upcoming", "current", "complete"]);
  });

  it("when controlled, asks the owner and shows the index it is given", async () => {
    const onActiveIndexChange = vi.fn();
    const { rerender } = renderStepper({ activeIndex: 0, onActiveIndexChange });
    await userEvent.click(button("Next") as HTMLElement);
    expect(onActiveIndexChange).toHaveBeenCalledWith(1);
    expect(statuses()[0]).toBe("current");
    rerender(
      <I18nProvider language="en">
        <Stepper steps={steps} activeIndex={1} onActiveIndexChange={onActiveIndexChange} />
      </I18nProvider>,
    );
    expect(statuses()).toEqual(["complete", "current", "upcoming"]);
  });

  it("speaks Indonesian", () => {
    renderStepper({ defaultActiveIndex: 1 }, "id");
    expect(button("Berikutnya")).toBeTruthy();
    expect(button("Sebelumnya")).toBeTruthy();
  });
});
