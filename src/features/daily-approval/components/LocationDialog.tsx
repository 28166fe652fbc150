import { useQuery } from "urql";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { useText } from "../../org-common/index.ts";
import { LocationMap } from "../../working-locations/components/LocationMap.tsx";
import { DailyApprovalMapSettingsQuery } from "./documents.ts";
import { dailyText } from "./text.ts";

export type PunchPlace = {
  latitude: number;
  longitude: number;
  accuracyMeters: number;
  distanceMeters?: number | null;
  isMock: boolean;
  workingLocationName?: string | null;
  workingLocationLatitude?: number | null;
  workingLocationLongitude?: number | null;
  workingLocationRadiusMeters?: number | null;
};

export type LocationDialogProps = {
  /** Whose check-in; null while closed. */
  who: string | null;
  punch: PunchPlace | null;
  onClose: () => void;
};

/**
 * Where a check-in was made, on the working locations' map: the matched location's circle with
 * the check-in as a red dot; without a matched location, the check-in and its accuracy circle.
 */
export function LocationDialog({ who, punch, onClose }: LocationDialogProps) {
  const t = useText(dailyText);
  const open = who !== null && punch !== null;
  const [{ data }] = useQuery({ query: DailyApprovalMapSettingsQuery, pause: !open });
  const matched =
    punch?.workingLocationLatitude != null && punch.workingLocationLongitude != null
      ? {
          centre: {
            latitude: punch.workingLocationLatitude,
            longitude: punch.workingLocationLongitude,
          },
          radius: punch.workingLocationRadiusMeters ?? 100,
        }
      : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={who ? t.locationTitle(who) : ""}
      size="x-large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {punch && (
        <div className={body}>
          <p className={facts}>
            {punch.workingLocationName ?? t.noLocation}
            {punch.distanceMeters != null && ` · ${t.distance(punch.distanceMeters)}`}
            {` · ${t.accuracy(Math.round(punch.accuracyMeters))}`}
            {punch.isMock && ` · ${t.mock}`}
            {` · ${punch.latitude}, ${punch.longitude}`}
          </p>
          {data && (
            <LocationMap
              label={t.mapLabel}
              tileUrl={data.mapSettings.tileUrl}
              attribution={data.mapSettings.attribution}
              centre={matched?.centre ?? { latitude: punch.latitude, longitude: punch.longitude }}
              radiusMeters={matched?.radius ?? Math.max(10, Math.round(punch.accuracyMeters))}
              point={matched ? { latitude: punch.latitude, longitude: punch.longitude } : null}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

const body = css({ display: "flex", flexDirection: "column", gap: "12", marginBlock: "16" });
const facts = css({ fontSize: "sm", color: "muted" });
