import { Select } from "../../../ui/select/index.ts";
import * as s from "./styles.ts";

export type ChoiceProps = {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  error: string | undefined;
};

/** The kit's Select with its field error under it (the Select shows no message of its own). */
export function Choice({ label, value, options, onChange, error }: ChoiceProps) {
  return (
    <div className={s.choice}>
      <Select
        label={label}
        value={value}
        options={options}
        invalid={Boolean(error)}
        onValueChange={onChange}
      />
      {error && <p className={s.fieldError}>{error}</p>}
    </div>
  );
}
