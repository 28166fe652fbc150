import { useCallback } from "react";
import { useQuery } from "urql";
import { graphql } from "../gql";
import { enumLabelIn, useI18n } from "../i18n/index.ts";

const SystemEnumsQuery = graphql(/* GraphQL */ `
  query SystemEnumLabels {
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

/**
 * Labels of the system enumerations (SPEC §3) in the user's language; a missing label, value
 * or enumeration shows a dash. Fetched once per session and served from the cache.
 */
export function useEnumLabel(): (enumName: string, value: string | null | undefined) => string {
  const { language } = useI18n();
  const [{ data }] = useQuery({ query: SystemEnumsQuery });
  return useCallback(
    (enumName, value) => {
      const entry = data?.systemEnums
        .find((candidate) => candidate.name === enumName)
        ?.entries.find((candidate) => candidate.value === value);
      return entry ? enumLabelIn({ label: entry.labels }, language) : "-";
    },
    [data, language],
  );
}
