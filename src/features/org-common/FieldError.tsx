import { css } from "../../../styled-system/css";

/**
 * A field's error under a kit control that has no error text of its own (the selects):
 * announced when it appears.
 */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={error}>
      {message}
    </p>
  );
}

const error = css({ fontSize: "xs", color: "danger", marginTop: "4" });
