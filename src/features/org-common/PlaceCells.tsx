import { css } from "../../../styled-system/css";
import { mapUrl } from "./PlaceFields.tsx";

type Named = { name: string } | null | undefined;

/** "City · Province", or "-" without a city. */
export function CityProvince({ city, province }: { city: Named; province: Named }) {
  return (
    <span>
      {city?.name ?? "-"}
      {province && <span className={muted}>{` · ${province.name}`}</span>}
    </span>
  );
}

/** A point as "lat, long" linking to a map, or "-". */
export function Coordinates({
  latitude,
  longitude,
}: {
  latitude?: number | null;
  longitude?: number | null;
}) {
  const url = mapUrl(latitude ?? null, longitude ?? null);
  if (!url) return <>-</>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className={link}>
      {`${latitude}, ${longitude}`}
    </a>
  );
}

const muted = css({ color: "muted" });
const link = css({ color: "brand", textDecoration: "underline" });
export const regionFilter = css({
  display: "flex",
  gap: "12",
  flex: "1 1 440px !important",
  "& > *": { flex: "1 1 200px" },
});
