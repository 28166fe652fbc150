import { css } from "../../../styled-system/css";

/**
 * The one required-field marker of the console, after the label of every kit field (text,
 * number, select, multi-select, date): a red asterisk. Hidden from assistive technology, which
 * hears `aria-required` on the control instead, so a field's name stays its label.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" data-required-mark="" className={mark}>
      *
    </span>
  );
}

const mark = css({ color: "danger", marginInlineStart: "2" });
