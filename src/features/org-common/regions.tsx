import { useMemo } from "react";
import { useQuery } from "urql";
import { css } from "../../../styled-system/css";
import { graphql } from "../../gql";
import { Select } from "../../ui/select/index.ts";
import { FieldError } from "./FieldError.tsx";
import { commonText, useText } from "./text.ts";

const ProvincesQuery = graphql(/* GraphQL */ `
  query OrgProvinces {
    provinces {
      id
      name
    }
  }
`);

const CitiesQuery = graphql(/* GraphQL */ `
  query OrgCities($provinceId: ID) {
    cities(provinceId: $provinceId) {
      id
      name
    }
  }
`);

/** Indonesian provinces as options (SPEC §3: id and name mapped to value and label). */
export function useProvinceOptions() {
  const [{ data }] = useQuery({ query: ProvincesQuery });
  return useMemo(() => data?.provinces.map((p) => ({ value: p.id, label: p.name })) ?? [], [data]);
}

/** The cities of a province as options; none until a province is chosen. */
export function useCityOptions(provinceId: string | null) {
  const [{ data }] = useQuery({
    query: CitiesQuery,
    variables: { provinceId },
    pause: !provinceId,
  });
  return useMemo(
    () => (provinceId ? (data?.cities.map((c) => ({ value: c.id, label: c.name })) ?? []) : []),
    [data, provinceId],
  );
}

export type Region = { provinceId: string | null; cityId: string | null };

export type RegionSelectsProps = Region & {
  onChange: (region: Region) => void;
  /** Labels for a filter bar ("All provinces"); the form's own otherwise. */
  provinceLabel?: string;
  cityLabel?: string;
  /** A filter bar's "All provinces" / "All cities" instead of "Select an option". */
  asFilter?: boolean;
  errors?: { provinceId?: string | undefined; cityId?: string | undefined };
  className?: string;
};

/** Province, then a city of that province; changing the province clears the city. */
export function RegionSelects({
  provinceId,
  cityId,
  onChange,
  provinceLabel,
  cityLabel,
  asFilter = false,
  errors = {},
  className,
}: RegionSelectsProps) {
  const t = useText(commonText);
  const provinces = useProvinceOptions();
  const cities = useCityOptions(provinceId);
  return (
    <div className={className ?? pair}>
      <div>
        <Select
          label={provinceLabel ?? t.province}
          options={provinces}
          placeholder={asFilter ? t.allProvinces : undefined}
          value={provinceId}
          invalid={Boolean(errors.provinceId)}
          onValueChange={(next) =>
            onChange({ provinceId: next, cityId: next === provinceId ? cityId : null })
          }
        />
        <FieldError message={errors.provinceId} />
      </div>
      <div>
        <Select
          label={cityLabel ?? t.city}
          options={cities}
          placeholder={asFilter ? t.allCities : undefined}
          value={cityId}
          disabled={!provinceId}
          invalid={Boolean(errors.cityId)}
          onValueChange={(next) => onChange({ provinceId, cityId: next })}
        />
        <FieldError message={errors.cityId} />
      </div>
    </div>
  );
}

const pair = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
