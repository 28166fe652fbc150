import { describe, expect, it } from "vitest";
import { MODAL_SIZES, MODAL_WIDTHS, modalWidthStyle } from "../modalLayout.ts";

describe("modal widths", () => {
  it("are SPEC §9's", () => {
    expect(MODAL_WIDTHS).toEqual({
      "x-small": 148,
      small: 400,
      half: 500,
      medium: 600,
      default: 800,
      "x-large": 1024,
    });
    expect(MODAL_SIZES).toHaveLength(6);
  });

  it("keep the small sizes at their own width, without the 640 floor", () => {
    expect(modalWidthStyle("x-small")).toEqual({
      width: "148px",
      minWidth: "0px",
      maxWidth: "100%",
    });
    expect(modalWidthStyle("small").width).toBe("400px");
    expect(modalWidthStyle("small").minWidth).toBe("0px");
    expect(modalWidthStyle("half").width).toBe("500px");
    expect(modalWidthStyle("half").minWidth).toBe("0px");
  });

  it("give medium and up the 640 floor, shrinking with the screen", () => {
    expect(modalWidthStyle("medium")).toEqual({
      width: "600px",
      minWidth: "min(640px, 100%)",
      maxWidth: "100%",
    });
    expect(modalWidthStyle("default").width).toBe("800px");
    expect(modalWidthStyle("default").minWidth).toBe("min(640px, 100%)");
    expect(modalWidthStyle("x-large").width).toBe("1024px");
    expect(modalWidthStyle("x-large").minWidth).toBe("min(640px, 100%)");
  });
});
