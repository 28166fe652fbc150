/**
 * The Additional Data create form: a key derived from the label (editable), the options of
 * the dropdown types. The checks are the service's own (domain/workforce/agent.ts). Pure.
 */

const KEY_MAX = 40;

export const SELECT_TYPES: ReadonlySet<string> = new Set(["single_select", "multi_select"]);

/** "Ukuran Sepatu (EU)" → "ukuran_sepatu_eu"; accents dropped, a leading digit gets "f_". */
export function slugify(label: string, max = KEY_MAX): string {
  const slug = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return slug.slice(0, max).replace(/_+$/, "");
}

/** A field key from its label; "" when the label has no letters or digits. */
export function deriveFieldKey(label: string): string {
  const slug = slugify(label);
  if (slug === "") return "";
  return /^[a-z]/.test(slug) ? slug : slugify(`f_${slug}`);
}

export type OptionDraft = { label: string; value: string; valueEdited: boolean };

export type FieldDraft = {
  label: string;
  key: string;
  /** The key was typed by hand: the label no longer changes it. */
  keyEdited: boolean;
  type: string;
  required: boolean;
  options: readonly OptionDraft[];
};

export const emptyFieldDraft: FieldDraft = {
  label: "",
  key: "",
  keyEdited: false,
  type: "",
  required: false,
  options: [{ label: "", value: "", valueEdited: false }],
};

export function withLabel(draft: FieldDraft, label: string): FieldDraft {
  return { ...draft, label, key: draft.keyEdited ? draft.key : deriveFieldKey(label) };
}

export function withKey(draft: FieldDraft, key: string): FieldDraft {
  return { ...draft, key: key.toLowerCase(), keyEdited: key !== "" };
}

export function withOptionLabel(draft: FieldDraft, index: number, label: string): FieldDraft {
  return {
    ...draft,
    options: draft.options.map((option, i) =>
      i === index
        ? { ...option, label, value: option.valueEdited ? option.value : slugify(label, 100) }
        : option,
    ),
  };
}

export function withOptionValue(draft: FieldDraft, index: number, value: string): FieldDraft {
  return {
    ...draft,
    options: draft.options.map((option, i) =>
      i === index ? { ...option, value, valueEdited: value !== "" } : option,
    ),
  };
}

export function withOptionAdded(draft: FieldDraft): FieldDraft {
  return { ...draft, options: [...draft.options, { label: "", value: "", valueEdited: false }] };
}

export function withOptionRemoved(draft: FieldDraft, index: number): FieldDraft {
  return { ...draft, options: draft.options.filter((_, i) => i !== index) };
}

/** The options the draft sends: blank rows left out. */
export function filledOptions(draft: FieldDraft): { label: string; value: string }[] {
  return draft.options
    .map((option) => ({ label: option.label.trim(), value: option.value.trim() }))
    .filter((option) => option.label !== "" || option.value !== "");
}

/** The GraphQL AgentFieldInput for the draft (options only for the dropdown types). */
export function toFieldInput(draft: FieldDraft) {
  return {
    key: draft.key,
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
    options: SELECT_TYPES.has(draft.type) ? filledOptions(draft) : [],
  };
}
