import { defineConfig } from "@pandacss/dev";

/** Design tokens of SPEC §9: spacing, radii, fonts and breakpoints. */
export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  outdir: "styled-system",
  theme: {
    extend: {
      tokens: {
        spacing: {
          0: { value: "0px" },
          2: { value: "2px" },
          4: { value: "4px" },
          8: { value: "8px" },
          12: { value: "12px" },
          16: { value: "16px" },
          20: { value: "20px" },
          24: { value: "24px" },
          32: { value: "32px" },
          40: { value: "40px" },
        },
        radii: {
          none: { value: "0" },
          "semi-rounded": { value: "6px" },
          rounded: { value: "12px" },
          chips: { value: "36px" },
          full: { value: "9999px" },
        },
        fonts: {
          body: { value: "Roboto, 'Open Sans', system-ui, sans-serif" },
          heading: { value: "'Open Sans', Roboto, system-ui, sans-serif" },
        },
        colors: {
          brand: { value: "#0b5cab" },
          brandDark: { value: "#08457f" },
          danger: { value: "#c62828" },
          ink: { value: "#1f2933" },
          muted: { value: "#52606d" },
          line: { value: "#d9e2ec" },
          canvas: { value: "#f5f7fa" },
        },
      },
      breakpoints: {
        sm: "640px",
        md: "768px",
        lg: "1024px",
        xl: "1200px",
        "2xl": "1440px",
        "3xl": "1528px",
      },
    },
  },
});
