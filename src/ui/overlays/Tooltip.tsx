import { Tooltip as ArkTooltip, Portal } from "@ark-ui/react";
import type { ReactElement, ReactNode } from "react";
import { sva } from "../../../styled-system/css";
import { createStyleContext } from "../../../styled-system/jsx";

/** SPEC §9: the tooltip opens 100 ms after hover, fades in 200 ms, 8 px off its trigger. */
export const TOOLTIP_OPEN_DELAY_MS = 100;
export const TOOLTIP_FADE_MS = 200;
export const TOOLTIP_OFFSET_PX = 8;

export type TooltipPlacement = "top" | "bottom" | "left" | "right";

const tooltip = sva({
  slots: ["positioner", "content"],
  base: {
    positioner: { zIndex: "popover" },
    // Zag copies the content's z-index onto the positioner's inline style.
    content: {
      zIndex: "popover",
      maxWidth: "280px",
      paddingBlock: "4",
      paddingInline: "8",
      borderRadius: "semi-rounded",
      bg: "ink",
      color: "white",
      fontFamily: "body",
      fontSize: "xs",
      lineHeight: "1.4",
      boxShadow: "0 4px 12px rgba(15, 23, 42, 0.2)",
      // Fades in from @starting-style and out before `hidden` applies (display is
      // discrete); the duration comes from TOOLTIP_FADE_MS on the element.
      opacity: 1,
      transitionProperty: "opacity, display",
      transitionBehavior: "allow-discrete",
      transitionTimingFunction: "ease-out",
      _starting: { opacity: 0 },
      _closed: { opacity: 0 },
      _motionReduce: { transitionProperty: "none" },
    },
  },
});

const { withRootProvider, withContext } = createStyleContext(tooltip);

const TooltipRoot = withRootProvider(ArkTooltip.Root);
const TooltipPositioner = withContext(ArkTooltip.Positioner, "positioner");
const TooltipContent = withContext(ArkTooltip.Content, "content");

export type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; it must take focus (a button, a link, an input). */
  children: ReactElement;
  /** Side of the trigger it appears on; "top" unless given. */
  placement?: TooltipPlacement;
  disabled?: boolean;
};

/**
 * A short description shown on hover (after 100 ms) and on keyboard focus, 8 px from
 * its trigger, fading in over 200 ms (SPEC §9). The trigger is described by it.
 */
export function Tooltip({ content, children, placement = "top", disabled }: TooltipProps) {
  return (
    <TooltipRoot
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      positioning={{ placement, offset: { mainAxis: TOOLTIP_OFFSET_PX } }}
      disabled={disabled}
      lazyMount
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <TooltipPositioner>
          <TooltipContent style={{ transitionDuration: `${TOOLTIP_FADE_MS}ms` }}>
            {content}
          </TooltipContent>
        </TooltipPositioner>
      </Portal>
    </TooltipRoot>
  );
}
