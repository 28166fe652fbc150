import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/index.ts";
import { Skeleton, SkeletonLines } from "../Skeleton.tsx";

afterEach(cleanup);

describe("Skeleton", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <Skeleton width={120} height={24} />
        <SkeletonLines count={3} />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("takes its size and a radius token, and is hidden from assistive technology", () => {
    const { container } = render(<Skeleton width={120} height="2rem" radius="full" />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.getAttribute("aria-hidden")).toBe("true");
    expect(bone.style.width).toBe("120px");
    expect(bone.style.height).toBe("2rem");
    expect(bone.style.borderRadius).toBe("var(--radii-full)");
  });

  it("announces one loading status for its lines, in the current language", () => {
    const { container } = render(
      <I18nProvider language="id">
        <SkeletonLines count={4} />
      </I18nProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("Memuat...");
    const lines = container.querySelectorAll('[aria-hidden="true"]');
    expect(lines).toHaveLength(4);
    expect((lines[3] as HTMLElement).style.width).toBe("60%");
  });
});
