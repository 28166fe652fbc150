import { useMemo } from "react";
import { useQuery } from "urql";
import { timezoneAbbreviation } from "../../../domain/format.ts";
import { useEnumLabel } from "../../app/useEnumLabel.ts";
import { graphql } from "../../gql";
import { enumLabelIn, useI18n } from "../../i18n/index.ts";
import { Badge, type BadgeColor } from "../../ui/misc/index.ts";
import type { OptionItem } from "../../ui/select/index.ts";

// The same selection as the shell's label query, so both are served by one cached answer.
const EnumOptionsQuery = graphql(/* GraphQL */ `
  query OrgEnumOptions {
    systemEnums {
      name
      entries {
        value
        labels {
          en
          id
        }
      }
    }
  }
`);

/** The values of a system enumeration (SPEC §3) as options labelled in the user's language. */
export function useEnumOptions(enumName: string): OptionItem[] {
  const { language } = useI18n();
  const [{ data }] = useQuery({ query: EnumOptionsQuery });
  return useMemo(
    () =>
      data?.systemEnums
        .find((candidate) => candidate.name === enumName)
        ?.entries.map((entry) => ({
          value: entry.value,
          label: enumLabelIn({ label: entry.labels }, language),
        })) ?? [],
    [data, enumName, language],
  );
}

const STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  active: "green",
  inactive: "grey",
  upcoming: "blue",
  ended: "grey",
  waiting_for_approval: "yellow",
  approved: "green",
  rejected: "red",
  bpu: "blue",
  pu: "violet",
  waiting_for_registration: "orange",
};

export type EnumBadgeProps = { enumName: string; value: string };

/** A system enumeration value as a coloured badge with its label in the user's language. */
export function EnumBadge({ enumName, value }: EnumBadgeProps) {
  const label = useEnumLabel();
  return (
    <Badge color={STATUS_COLORS[value] ?? "secondary"} size="small">
      {label(enumName, value)}
    </Badge>
  );
}

const TIMEZONE_COLORS: Readonly<Record<string, BadgeColor>> = {
  WIB: "blue",
  WITA: "orange",
  WIT: "violet",
};

/** WIB / WITA / WIT (SPEC §9) as a badge whose title spells the offset out. */
export function TimezoneBadge({ zone }: { zone: string }) {
  const label = useEnumLabel();
  const abbreviation = timezoneAbbreviation(zone);
  return (
    <Badge
      color={TIMEZONE_COLORS[abbreviation] ?? "secondary"}
      size="small"
      title={label("timezone", abbreviation)}
    >
      {abbreviation}
    </Badge>
  );
}
