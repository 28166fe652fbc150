import type { EnumEntry as Entry, Lang } from "../../../domain/enums.ts";

/** SPEC §3: a missing label shows a dash. */
const labelIn = (entry: Entry, language: Lang) => entry.label[language] || "-";

export const EnumEntry = {
  label: (parent: Entry, args: { language?: Lang | null }) =>
    labelIn(parent, args.language ?? "en"),
  labels: (parent: Entry) => ({ en: labelIn(parent, "en"), id: labelIn(parent, "id") }),
};
