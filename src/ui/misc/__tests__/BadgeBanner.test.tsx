import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { Badge, badgeColors, badgeSizes } from "../Badge.tsx";
import { Banner, bannerSizes, bannerVariants } from "../Banner.tsx";

afterEach(cleanup);

describe("Badge", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <p>
        {badgeColors.map((color) => (
          <Badge key={color} color={color}>
            {color}
          </Badge>
        ))}
      </p>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("comes in the eight SPEC colours and three sizes", () => {
    expect(badgeColors).toEqual([
      "blue",
      "orange",
      "grey",
      "red",
      "green",
      "yellow",
      "violet",
      "secondary",
    ]);
    expect(badgeSizes).toEqual(["small", "medium", "large"]);
  });

  it("looks different in every colour and every size", () => {
    const classes = (color: (typeof badgeColors)[number], size: (typeof badgeSizes)[number]) => {
      const { container } = render(
        <Badge color={color} size={size}>
          x
        </Badge>,
      );
      const badge = container.firstElementChild as HTMLElement;
      expect(badge.dataset["color"]).toBe(color);
      expect(badge.dataset["size"]).toBe(size);
      return badge.className;
    };
    const byColor = new Set(badgeColors.map((color) => classes(color, "medium")));
    const bySize = new Set(badgeSizes.map((size) => classes("blue", size)));
    expect(byColor.size).toBe(badgeColors.length);
    expect(bySize.size).toBe(badgeSizes.length);
  });

  it("is blue and medium unless told otherwise, and shows its text", () => {
    render(<Badge>Active</Badge>);
    const badge = screen.getByText("Active");
    expect(badge.dataset["color"]).toBe("blue");
    expect(badge.dataset["size"]).toBe("medium");
  });
});

describe("Banner", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <div>
        {bannerVariants.map((variant) => (
          <Banner
            key={variant}
            variant={variant}
            title={variant}
            action={<button type="button">Act</button>}
          >
            Body
          </Banner>
        ))}
      </div>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("comes in the five SPEC variants and two sizes", () => {
    expect(bannerVariants).toEqual(["information", "warning", "success", "danger", "gray"]);
    expect(bannerSizes).toEqual(["small", "large"]);
  });

  it("looks different in every variant and size", () => {
    const classOf = (
      variant: (typeof bannerVariants)[number],
      size: (typeof bannerSizes)[number],
    ) => {
      const { container } = render(<Banner variant={variant} size={size} title="t" />);
      const root = container.firstElementChild as HTMLElement;
      expect(root.dataset["variant"]).toBe(variant);
      expect(root.dataset["size"]).toBe(size);
      return root.className;
    };
    expect(new Set(bannerVariants.map((variant) => classOf(variant, "large"))).size).toBe(5);
    expect(new Set(bannerSizes.map((size) => classOf("information", size))).size).toBe(2);
  });

  it("is an alert when it reports danger, a status otherwise", () => {
    render(
      <>
        <Banner variant="danger" title="Payment failed" />
        <Banner variant="success" title="3 rows selected" />
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Payment failed");
    expect(screen.getByRole("status").textContent).toBe("3 rows selected");
  });

  it("shows its title, message and action", () => {
    render(
      <Banner title="10 rows selected" action={<button type="button">Select All</button>}>
        Across all pages
      </Banner>,
    );
    const banner = screen.getByRole("status");
    expect(banner.textContent).toContain("10 rows selected");
    expect(banner.textContent).toContain("Across all pages");
    expect(screen.getByRole("button", { name: "Select All" })).toBeTruthy();
  });
});
