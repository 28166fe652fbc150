import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { css } from "../../../../styled-system/css";

export type MapPoint = { latitude: number; longitude: number };

export type LocationMapProps = {
  /** The accessible name of the map. */
  label: string;
  /** Leaflet's tile template (`{z}/{x}/{y}`), from the server's map settings. */
  tileUrl: string;
  attribution: string;
  /** The pin; none yet shows Indonesia. */
  centre: MapPoint | null;
  radiusMeters: number;
  /** A point being tested, drawn as a second dot. */
  point?: MapPoint | null;
  /** A click on the map picks that point. */
  onPick?: (point: MapPoint) => void;
};

const INDONESIA: L.LatLngExpression = [-2.5, 118];

/**
 * The geofence on a map: the circle and its pin (and a tested point), drawn as SVG so they
 * show even when no tile loads (tests run without the internet; a tile server may be down).
 */
export function LocationMap({
  label,
  tileUrl,
  attribution,
  centre,
  radiusMeters,
  point,
  onPick,
}: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: INDONESIA, zoom: 4 });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(created);
    layers.current = L.layerGroup().addTo(created);
    created.on("click", (event: L.LeafletMouseEvent) =>
      pick.current?.({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(L.Util.wrapNum(event.latlng.lng, [-180, 180], true).toFixed(6)),
      }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layers.current = null;
    };
  }, [tileUrl, attribution]);

  const lat = centre?.latitude;
  const lng = centre?.longitude;
  const pointLat = point?.latitude;
  const pointLng = point?.longitude;
  useEffect(() => {
    const group = layers.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    if (lat === undefined || lng === undefined) return;
    const circle = L.circle([lat, lng], {
      radius: radiusMeters,
      color: "#1f6feb",
      weight: 2,
      fillOpacity: 0.15,
      className: "geofence-circle",
    }).addTo(group);
    L.circleMarker([lat, lng], {
      radius: 5,
      color: "#1f6feb",
      fillOpacity: 1,
      className: "geofence-pin",
    }).addTo(group);
    if (pointLat !== undefined && pointLng !== undefined)
      L.circleMarker([pointLat, pointLng], {
        radius: 6,
        color: "#d1242f",
        fillOpacity: 1,
        className: "geofence-point",
      }).addTo(group);
    const bounds = circle.getBounds();
    if (pointLat !== undefined && pointLng !== undefined) bounds.extend([pointLat, pointLng]);
    current.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
  }, [lat, lng, radiusMeters, pointLat, pointLng]);

  return (
    <div
      ref={container}
      className={box}
      role="application"
      aria-label={label}
      data-testid="location-map"
    />
  );
}

const box = css({
  height: "360px",
  width: "100%",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  zIndex: 0,
});
