import { Check } from "lucide-react";
import { type ReactNode, useState } from "react";
import { css, sva } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import {
  canGoNext,
  canGoPrevious,
  clampStep,
  nextStep,
  previousStep,
  type StepStatus,
  stepStatus,
} from "./stepperRules.ts";
import { useMiscText } from "./strings.ts";

export type StepItem = {
  title: string;
  description?: string;
  /** Says outright whether the step is complete; otherwise it is once the user is past it. */
  completed?: boolean;
  /** What the step shows while active. */
  content?: ReactNode;
};

const stepper = sva({
  slots: ["root", "list", "step", "indicator", "text", "title", "description", "content", "footer"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "16", fontFamily: "body" },
    list: { display: "flex", gap: "8", listStyle: "none", flexWrap: "wrap" },
    step: {
      flex: "1",
      minWidth: "120px",
      display: "flex",
      alignItems: "flex-start",
      gap: "8",
      paddingTop: "8",
      borderTopWidth: "4px",
      borderTopStyle: "solid",
      borderTopColor: "line",
      "&[data-status=current]": { borderTopColor: "brand" },
      "&[data-status=complete]": { borderTopColor: "green.600" },
    },
    indicator: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      width: "24px",
      height: "24px",
      borderRadius: "full",
      fontSize: "xs",
      fontWeight: "700",
      bg: "canvas",
      color: "muted",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
      "[data-status=current] &": { bg: "brand", color: "white", borderColor: "brand" },
      "[data-status=complete] &": { bg: "green.600", color: "white", borderColor: "green.600" },
    },
    text: { display: "flex", flexDirection: "column", gap: "2" },
    title: { fontSize: "sm", fontWeight: "600", color: "ink" },
    description: { fontSize: "xs", color: "muted" },
    content: {},
    footer: { display: "flex", justifyContent: "flex-end", gap: "8" },
  },
});

const srOnly = css({ srOnly: true });

export type StepperProps = {
  steps: readonly StepItem[];
  /** The active step when controlled. */
  activeIndex?: number;
  /** The first active step when not controlled; 0 unless given. */
  defaultActiveIndex?: number;
  onActiveIndexChange?: (index: number) => void;
  /** Shown on the last step where Next would be (a Submit button, say). */
  finalAction?: ReactNode;
  /** Names the list of steps for assistive technology. */
  label?: string;
};

/**
 * Steps in a row with the active one's content below and Previous / Next buttons: Next
 * unless on the last step, Previous unless on the first; a step shows complete once the
 * user is past it unless the step says otherwise (SPEC §4).
 */
export function Stepper({
  steps,
  activeIndex,
  defaultActiveIndex = 0,
  onActiveIndexChange,
  finalAction,
  label,
}: StepperProps) {
  const text = useMiscText();
  const styles = stepper();
  const [ownIndex, setOwnIndex] = useState(defaultActiveIndex);
  const count = steps.length;
  const active = clampStep(activeIndex ?? ownIndex, count);

  const goTo = (index: number) => {
    if (index === active) return;
    if (activeIndex === undefined) setOwnIndex(index);
    onActiveIndexChange?.(index);
  };

  const statusText: Record<StepStatus, string> = {
    complete: text.stepComplete,
    current: text.stepCurrent,
    upcoming: text.stepUpcoming,
  };

  return (
    <div className={styles.root}>
      <ol aria-label={label ?? text.stepsLabel} className={styles.list}>
        {steps.map((step, index) => {
          const status = stepStatus(index, active, step.completed);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and never reorder
              key={index}
              data-status={status}
              aria-current={index === active ? "step" : undefined}
              className={styles.step}
            >
              <span aria-hidden="true" className={styles.indicator}>
                {status === "complete" ? <Check size={14} /> : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{step.title}</span>
                {step.description && <span className={styles.description}>{step.description}</span>}
                <span className={srOnly}>{statusText[status]}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {steps[active]?.content !== undefined && (
        <div className={styles.content}>{steps[active]?.content}</div>
      )}
      <div className={styles.footer}>
        {canGoPrevious(active, count) && (
          <Button variant="secondary" onClick={() => goTo(previousStep(active, count))}>
            {text.previous}
          </Button>
        )}
        {canGoNext(active, count) ? (
          <Button onClick={() => goTo(nextStep(active, count))}>{text.next}</Button>
        ) : (
          finalAction
        )}
      </div>
    </div>
  );
}
