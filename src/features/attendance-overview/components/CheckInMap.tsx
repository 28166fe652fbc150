import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { css } from "../../../../styled-system/css";

export type MapEvent = {
  id: number;
  type: string;
  latitude: number;
  longitude: number;
  accuracyMeters: number;
};

/**
 * Where a record's check-ins happened: a dot per event (green in, blue out) and its GPS
 * accuracy as a circle, drawn as SVG so they show even when no tile loads.
 */
export function CheckInMap({
  label,
  tileUrl,
  attribution,
  events,
}: {
  label: string;
  tileUrl: string;
  attribution: string;
  events: readonly MapEvent[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const key = events.map((e) => `${e.id}:${e.latitude}:${e.longitude}`).join("|");
  const latest = useRef(events);
  latest.current = events;

  useEffect(() => {
    if (!container.current || key === "") return;
    const map = L.map(container.current, { center: [-2.5, 118], zoom: 4 });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const bounds = L.latLngBounds([]);
    for (const event of latest.current) {
      const colour = event.type === "check_in" ? "#1a7f37" : "#1f6feb";
      const at: L.LatLngExpression = [event.latitude, event.longitude];
      L.circle(at, {
        radius: Math.max(1, event.accuracyMeters),
        color: colour,
        weight: 1,
        fillOpacity: 0.1,
      }).addTo(map);
      L.circleMarker(at, {
        radius: 6,
        color: colour,
        fillOpacity: 1,
        className: `attendance-${event.type.replace("_", "-")}`,
      }).addTo(map);
      bounds.extend(at);
    }
    map.fitBounds(bounds.pad(0.5), { maxZoom: 17 });
    return () => {
      map.remove();
    };
  }, [key, tileUrl, attribution]);

  if (key === "") return null;
  return (
    <div
      ref={container}
      className={box}
      role="application"
      aria-label={label}
      data-testid="attendance-map"
    />
  );
}

const box = css({
  height: "300px",
  width: "100%",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  zIndex: 0,
});
