import { defineConfig } from "@pandacss/dev";

/** Design tokens of SPEC §9: spacing, radii, fonts and breakpoints. */
export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  outdir: "styled-system",
  conditions: {
    extend: {
      // Panda's `_invalid` also matches the native `:invalid`, which an empty `required` input is
      // from the start: every required field was red before the user touched it. The kit marks a
      // field invalid itself (data-invalid / aria-invalid) once it was left or the form was sent.
      invalid: "&:is([data-invalid], [aria-invalid=true])",
    },
  },
  theme: {
    extend: {
      tokens: {
        // The one stacking order of the console, low to high. Popovers (selects, date pickers,
        // menus, tooltips) are portalled to <body> and sit above dialogs and the table's sticky
        // parts; toasts sit above everything (Zag pins its toaster group at the top of the page anyway). Zag copies a popover content's z-index onto its
        // positioner's inline style, so the kit sets these on the content as well.
        zIndex: {
          stickyCell: { value: 1 },
          stickyHeader: { value: 2 },
          stickyCorner: { value: 3 },
          backdrop: { value: 1000 },
          dialog: { value: 1001 },
          popover: { value: 1100 },
          toast: { value: 1200 },
        },
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
        // Roboto and Open Sans ship with the console (@fontsource-variable, weights 100–900).
        fonts: {
          body: { value: "'Roboto Variable', Roboto, 'Open Sans Variable', system-ui, sans-serif" },
          heading: {
            value: "'Open Sans Variable', 'Open Sans', 'Roboto Variable', system-ui, sans-serif",
          },
        },
        fontWeights: {
          thin: { value: "100" },
          extralight: { value: "200" },
          light: { value: "300" },
          normal: { value: "400" },
          medium: { value: "500" },
          semibold: { value: "600" },
          bold: { value: "700" },
          extrabold: { value: "800" },
          black: { value: "900" },
        },
        colors: {
          brand: { value: "#0b5cab" },
          brandDark: { value: "#08457f" },
          danger: { value: "#c62828" },
          ink: { value: "#1f2933" },
          muted: { value: "#52606d" },
          line: { value: "#d9e2ec" },
          canvas: { value: "#f5f7fa" },
          // SPEC §4 badge colours and §4 banner variants.
          badge: {
            blue: { value: "#1d4ed8" },
            orange: { value: "#c2410c" },
            grey: { value: "#4b5563" },
            red: { value: "#b91c1c" },
            green: { value: "#15803d" },
            yellow: { value: "#a16207" },
            violet: { value: "#6d28d9" },
            secondary: { value: "#334155" },
          },
        },
      },
      // SPEC §9: 640, 768, 1024, 1200, 1440, 1528, within the 480–1920 set.
      breakpoints: {
        xs: "480px",
        sm: "640px",
        md: "768px",
        lg: "1024px",
        xl: "1200px",
        "2xl": "1440px",
        "3xl": "1528px",
        "4xl": "1920px",
      },
    },
  },
});
