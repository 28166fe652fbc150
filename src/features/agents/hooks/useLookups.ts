import { useEffect, useMemo, useState } from "react";
import { type Client, useClient, useQuery } from "urql";
import { timezoneAbbreviation } from "../../../../domain/format.ts";
import { graphql } from "../../../gql";
import type { OptionItem } from "../../../ui/select/index.ts";

const BranchOptionsQuery = graphql(/* GraphQL */ `
  query AgentBranchOptions($page: Int!) {
    branches(limit: 100, page: $page, sort: "name") {
      totalItems
      limit
      page
      items {
        id
        name
        timezone
        status
      }
    }
  }
`);

const ProjectOptionsQuery = graphql(/* GraphQL */ `
  query AgentProjectOptions($page: Int!) {
    projects(limit: 100, page: $page, sort: "name") {
      totalItems
      limit
      page
      items {
        id
        name
        status
      }
    }
  }
`);

const ProvincesQuery = graphql(/* GraphQL */ `
  query AgentProvinces {
    provinces {
      id
      name
    }
  }
`);

const CitiesQuery = graphql(/* GraphQL */ `
  query AgentCities($provinceId: ID) {
    cities(provinceId: $provinceId) {
      id
      name
    }
  }
`);

export type Lookup = {
  options: OptionItem[];
  /** Options of records that are no longer active; shown for what is saved, not offered anew. */
  inactive: ReadonlySet<string>;
  fetching: boolean;
};

type Page<T> = { items: T[]; totalItems: number };

/**
 * Every page of a list query, one after the other (branches and projects of one client are
 * few — hundreds at most — and the dropdowns search them in memory).
 */
async function loadAll<T>(
  client: Client,
  fetchPage: (client: Client, page: number) => Promise<Page<T> | undefined>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(client, page);
    if (!result) break;
    all.push(...result.items);
    if (result.items.length === 0 || all.length >= result.totalItems) break;
  }
  return all;
}

function useAllPages<T>(
  fetchPage: (client: Client, page: number) => Promise<Page<T> | undefined>,
): { items: T[] | null } {
  const client = useClient();
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let live = true;
    loadAll(client, fetchPage).then(
      (all) => live && setItems(all),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [client, fetchPage]);
  return { items };
}

const fetchBranchPage = async (client: Client, page: number) =>
  (await client.query(BranchOptionsQuery, { page }).toPromise()).data?.branches;

const fetchProjectPage = async (client: Client, page: number) =>
  (await client.query(ProjectOptionsQuery, { page }).toPromise()).data?.projects;

/** The client's branches as options "Name (WIB)", sorted by name. */
export function useBranchOptions(): Lookup {
  const { items } = useAllPages(fetchBranchPage);
  return useMemo(
    () => ({
      options: (items ?? []).map((branch) => ({
        value: String(branch.id),
        label: `${branch.name} (${timezoneAbbreviation(branch.timezone)})`,
      })),
      inactive: new Set(
        (items ?? []).filter((b) => b.status !== "active").map((b) => String(b.id)),
      ),
      fetching: items === null,
    }),
    [items],
  );
}

/** The client's projects as options, sorted by name. */
export function useProjectOptions(): Lookup {
  const { items } = useAllPages(fetchProjectPage);
  return useMemo(
    () => ({
      options: (items ?? []).map((project) => ({
        value: String(project.id),
        label: project.name,
      })),
      inactive: new Set(
        (items ?? []).filter((p) => p.status !== "active").map((p) => String(p.id)),
      ),
      fetching: items === null,
    }),
    [items],
  );
}

const NO_OPTIONS: OptionItem[] = [];
const NOTHING_INACTIVE: ReadonlySet<string> = new Set();

/** Indonesia's provinces (SPEC §3: id and name mapped to value and label). */
export function useProvinceOptions(): Lookup {
  const [{ data, fetching }] = useQuery({ query: ProvincesQuery });
  return useMemo(
    () => ({
      options: data?.provinces.map((p) => ({ value: p.id, label: p.name })) ?? NO_OPTIONS,
      inactive: NOTHING_INACTIVE,
      fetching,
    }),
    [data, fetching],
  );
}

/** The cities of a province; every city when `provinceId` is "all"; none while it is null. */
export function useCityOptions(provinceId: string | null | "all"): Lookup {
  const [{ data, fetching }] = useQuery({
    query: CitiesQuery,
    variables: { provinceId: provinceId === "all" ? null : provinceId },
    pause: provinceId === null,
  });
  return useMemo(
    () => ({
      options:
        provinceId === null
          ? NO_OPTIONS
          : (data?.cities.map((c) => ({ value: c.id, label: c.name })) ?? NO_OPTIONS),
      inactive: NOTHING_INACTIVE,
      fetching,
    }),
    [data, fetching, provinceId],
  );
}
