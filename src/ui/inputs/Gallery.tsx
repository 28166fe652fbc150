import { type ReactNode, useState } from "react";
import { css } from "../../../styled-system/css";
import { BasicNumberInput } from "./BasicNumberInput.tsx";
import { CurrencyInput } from "./CurrencyInput.tsx";
import { NumberInput, type NumberValueDetails } from "./NumberInput.tsx";
import { PatternInput, Textarea, TextInput } from "./TextInput.tsx";
import { DIGITS_ONLY } from "./textRules.ts";

/** Every input of SPEC §5 in every state: valid, empty, invalid, disabled, read-only, at limit. */
export function InputsGallery() {
  return (
    <div className={stack}>
      <Section title="Text input with maximum">
        <LiveText label="Full name (max 20)" initial="Siti Nurhaliza" maxLength={20} />
        <LiveText label="At limit (10/10)" initial="0123456789" maxLength={10} />
        <TextInput label="Loaded over limit (12/10)" value="Hello world!" maxLength={10} />
        <LiveText label="Required (leave it blank)" initial="" required />
        <TextInput label="Invalid" value="ABC-01" invalid errorText="This code is already used" />
        <TextInput label="Disabled" value="Cannot change" maxLength={50} disabled />
        <TextInput label="Read-only" value="Shown only" maxLength={50} readOnly />
      </Section>

      <Section title="Textarea with maximum">
        <LiveTextarea label="Notes (max 100)" initial="Shift swap approved." maxLength={100} />
        <LiveTextarea label="At limit (20/20)" initial="Exactly twenty chars" maxLength={20} />
        <Textarea label="Invalid" value="Too vague" invalid errorText="Describe the reason" />
        <Textarea label="Disabled" value="Locked note" disabled />
        <Textarea label="Read-only" value="Archived note" maxLength={100} readOnly />
      </Section>

      <Section title="Pattern input (digits only)">
        <LivePattern label="Postal code" initial="40115" />
        <LivePattern label="Empty" initial="" />
        <PatternInput
          label="Invalid"
          charPattern={DIGITS_ONLY}
          value="401"
          invalid
          errorText="A postal code has 5 digits"
        />
        <PatternInput label="Disabled" charPattern={DIGITS_ONLY} value="12345" disabled />
        <PatternInput label="Read-only" charPattern={DIGITS_ONLY} value="12345" readOnly />
      </Section>

      <Section title="Basic number input (blocks -, + and e)">
        <LiveBasic label="Age (17 to 65)" initial={30} min={17} max={65} />
        <LiveBasic label="Empty, max 100" initial={null} max={100} />
        <BasicNumberInput label="Invalid" value={3} invalid errorText="Too few workers" />
        <BasicNumberInput label="Disabled" value={8} disabled />
        <BasicNumberInput label="Read-only" value={8} readOnly />
      </Section>

      <Section title="Configurable number input">
        <LiveNumber label="Quantity (step 1)" initial="12" />
        <LiveNumber label="Whole numbers only, 0 to 100" initial="" min={0} max={100} noDecimal />
        <LiveNumber label="Thousand separators on" initial="1234567.89" thousands />
        <LiveNumber label="Step 0.25, -1 to 1" initial="0.5" min={-1} max={1} step="0.25" />
        <NumberInput label="Invalid" value={-4} invalid errorText="Must be positive" />
        <NumberInput label="Disabled" value={42} disabled />
        <NumberInput label="Read-only" value="98765432109876543210.5" thousandSeparator readOnly />
      </Section>

      <Section title="Currency input (rupiah)">
        <LiveCurrency label="Basic salary" initial={4500000} />
        <LiveCurrency label="Allowance (with sen)" initial="125000.5" allowDecimal />
        <LiveCurrency label="Empty, min Rp 0" initial={null} />
        <CurrencyInput label="Invalid" value={100} invalid errorText="Below the regional minimum" />
        <CurrencyInput label="Disabled" value={2500000} disabled />
        <CurrencyInput label="Read-only" value={2500000} readOnly />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={stack}>
      <h3 className={heading}>{title}</h3>
      <div className={grid}>{children}</div>
    </section>
  );
}

function Shows({ value }: { value: string }) {
  return <code className={shows}>value: {value}</code>;
}

function LiveText(props: {
  label: string;
  initial: string;
  maxLength?: number;
  required?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <div>
      <TextInput
        label={props.label}
        maxLength={props.maxLength}
        required={props.required}
        value={value}
        onValueChange={setValue}
      />
      <Shows value={JSON.stringify(value)} />
    </div>
  );
}

function LiveTextarea(props: { label: string; initial: string; maxLength: number }) {
  const [value, setValue] = useState(props.initial);
  return (
    <Textarea
      label={props.label}
      maxLength={props.maxLength}
      value={value}
      onValueChange={setValue}
    />
  );
}

function LivePattern(props: { label: string; initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div>
      <PatternInput
        label={props.label}
        charPattern={DIGITS_ONLY}
        inputMode="numeric"
        maxLength={5}
        value={value}
        onValueChange={setValue}
      />
      <Shows value={JSON.stringify(value)} />
    </div>
  );
}

function LiveBasic(props: { label: string; initial: number | null; min?: number; max?: number }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div>
      <BasicNumberInput
        label={props.label}
        min={props.min}
        max={props.max}
        value={value}
        onValueChange={setValue}
      />
      <Shows value={String(value)} />
    </div>
  );
}

function LiveNumber(props: {
  label: string;
  initial: string;
  min?: number;
  max?: number;
  step?: string;
  noDecimal?: boolean;
  thousands?: boolean;
}) {
  const [details, setDetails] = useState<NumberValueDetails>({
    value: props.initial,
    valueAsNumber: props.initial === "" ? null : Number(props.initial),
  });
  return (
    <div>
      <NumberInput
        label={props.label}
        min={props.min}
        max={props.max}
        step={props.step}
        allowDecimal={!props.noDecimal}
        thousandSeparator={props.thousands}
        value={details.value}
        onValueChange={setDetails}
      />
      <Shows value={JSON.stringify(details.value)} />
    </div>
  );
}

function LiveCurrency(props: {
  label: string;
  initial: number | string | null;
  allowDecimal?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <div>
      <CurrencyInput
        label={props.label}
        min={0}
        allowDecimal={props.allowDecimal}
        value={value}
        onValueChange={(details) => setValue(details.value)}
      />
      <Shows value={JSON.stringify(value)} />
    </div>
  );
}

const stack = css({ display: "flex", flexDirection: "column", gap: "16" });
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "16",
  alignItems: "start",
});
const heading = css({ fontWeight: "600", fontSize: "md" });
const shows = css({ display: "block", marginTop: "4", fontSize: "xs", color: "muted" });
