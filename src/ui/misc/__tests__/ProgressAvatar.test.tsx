import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "../Avatar.tsx";
import { Progress } from "../Progress.tsx";

afterEach(cleanup);

describe("Progress", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(<Progress value={40} label="Payroll calculation" />);
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it.each([
    [-5, "0"],
    [50, "50"],
    [150, "100"],
    [Number.NaN, "0"],
  ])("shows %s as %s percent (clamped to 0..100)", (value, shown) => {
    render(<Progress value={value} label="Payroll calculation" />);
    const bar = screen.getByRole("progressbar", { name: "Payroll calculation" });
    expect(bar.getAttribute("aria-valuenow")).toBe(shown);
    expect(screen.getByText(`${shown}%`)).toBeTruthy();
  });

  it("can hide the percentage", () => {
    render(<Progress value={30} label="Upload" showValue={false} />);
    expect(screen.queryByText("30%")).toBeNull();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("30");
  });
});

describe("Avatar", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <>
        <Avatar name="Siti Nur Aisyah" />
        <Avatar name="Budi Santoso" src="https://files.example/budi.png" />
      </>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the first letters of the first and last words, uppercased", () => {
    render(
      <>
        <Avatar name="siti nur aisyah" />
        <Avatar name="Agus" />
      </>,
    );
    expect(screen.getByRole("img", { name: "siti nur aisyah" }).textContent).toBe("SA");
    expect(screen.getByRole("img", { name: "Agus" }).textContent).toBe("A");
  });

  it("shows the photo once it loads, and the initials until then", async () => {
    const { container } = render(
      <Avatar name="Budi Santoso" src="https://files.example/budi.png" />,
    );
    const fallback = screen.getByText("BS");
    expect(fallback.hidden).toBe(false);
    const photo = container.querySelector("img") as HTMLImageElement;
    fireEvent.load(photo);
    await waitFor(() => expect(photo.hidden).toBe(false));
    expect(fallback.hidden).toBe(true);
  });

  it("stays out of the accessibility tree without a name", () => {
    const { container } = render(<Avatar name="   " />);
    expect(screen.queryByRole("img")).toBeNull();
    expect((container.firstElementChild as HTMLElement).getAttribute("aria-hidden")).toBe("true");
  });

  it("keeps the initials when the photo fails", () => {
    const { container } = render(<Avatar name="Budi Santoso" src="/missing.png" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(screen.getByText("BS").hidden).toBe(false);
  });
});
