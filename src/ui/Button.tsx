import type { ComponentProps } from "react";
import { cva } from "../../styled-system/css";
import { styled } from "../../styled-system/jsx";

const button = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "8",
    minHeight: "40px",
    paddingInline: "16",
    borderRadius: "semi-rounded",
    borderWidth: "1px",
    borderStyle: "solid",
    fontFamily: "body",
    fontSize: "sm",
    fontWeight: "600",
    cursor: "pointer",
    _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: {
        bg: "brand",
        borderColor: "brand",
        color: "white",
        _hover: { bg: "brandDark", borderColor: "brandDark" },
      },
      secondary: {
        bg: "white",
        borderColor: "line",
        color: "ink",
        _hover: { bg: "canvas" },
      },
    },
  },
  defaultVariants: { variant: "primary" },
});

/** A button in the console's primary (filled) or secondary (outlined) look. */
export const Button = styled("button", button, { defaultProps: { type: "button" } });
export type ButtonProps = ComponentProps<typeof Button>;
