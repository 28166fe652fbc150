import { useCallback } from "react";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { showToast } from "../../../ui/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { LocationForm } from "./LocationForm.tsx";
import { locationText } from "./text.ts";

export type WorkingLocationCreatePageProps = { route: RouteDefinition };

/** /working-locations/create: a new geofence; saved, it opens on its detail page. */
export function WorkingLocationCreatePage({ route }: WorkingLocationCreatePageProps) {
  const t = useText(locationText);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  const onSaved = useCallback(
    (saved: { id: number; name: string }) => {
      showToast("success", t.created(saved.name));
      navigate(`/working-locations/${saved.id}`);
    },
    [t, navigate],
  );
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      <LocationForm
        location={null}
        onSaved={onSaved}
        onCancel={() => guard.navigate("/working-locations")}
      />
    </ListScreen>
  );
}
