import { type FormEvent, useCallback, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation, useParams } from "wouter";
import { coordinateProblems, type GeofenceResult } from "../../../../domain/geo.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { commonText, ListScreen, useFormErrors, useText } from "../../org-common/index.ts";
import {
  CheckWorkingLocationMutation,
  DeleteWorkingLocationMutation,
  WorkingLocationQuery,
} from "./documents.ts";
import { LocationForm } from "./LocationForm.tsx";
import { LocationMap, type MapPoint } from "./LocationMap.tsx";
import { formatMeters, locationText } from "./text.ts";

export type WorkingLocationDetailPageProps = { route: RouteDefinition };

/** /working-locations/:id: the circle on a map, a "test a point" box, edit and delete. */
export function WorkingLocationDetailPage({ route }: WorkingLocationDetailPageProps) {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const t = useText(locationText);
  const c = useText(commonText);
  const [{ data, fetching, error }] = useQuery({
    query: WorkingLocationQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState(false);
  const onSaved = useCallback(
    (saved: { name: string }) => {
      showToast("success", t.updated(saved.name));
      setEditing(false);
    },
    [t],
  );
  const location = data?.workingLocation;
  let body: React.ReactNode;
  if (valid && !data && (fetching || !error)) body = <p>{c.loading}</p>;
  else if (!location || !data) body = <p role="alert">{t.notFound}</p>;
  else if (editing)
    body = (
      <LocationForm
        key={location.id}
        location={location}
        onSaved={onSaved}
        onCancel={() => setEditing(false)}
      />
    );
  else
    body = (
      <LocationDetail
        location={location}
        tileUrl={data.mapSettings.tileUrl}
        attribution={data.mapSettings.attribution}
        onEdit={() => setEditing(true)}
      />
    );
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {body}
    </ListScreen>
  );
}

type Detail = {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  branches: { id: number; code: string; name: string }[];
};

function LocationDetail({
  location,
  tileUrl,
  attribution,
  onEdit,
}: {
  location: Detail;
  tileUrl: string;
  attribution: string;
  onEdit: () => void;
}) {
  const t = useText(locationText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [, remove] = useMutation(DeleteWorkingLocationMutation);
  const [, check] = useMutation(CheckWorkingLocationMutation);
  const [point, setPoint] = useState({ latitude: "", longitude: "", accuracy: "" });
  const [answer, setAnswer] = useState<{ distanceMeters: number; result: GeofenceResult } | null>(
    null,
  );
  const errors = useFormErrors();
  const num = (text: string) =>
    text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", "."));
  const tested: MapPoint | null =
    Number.isFinite(num(point.latitude)) && Number.isFinite(num(point.longitude))
      ? { latitude: num(point.latitude), longitude: num(point.longitude) }
      : null;

  const runCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accuracy = point.accuracy.trim() === "" ? null : num(point.accuracy);
    const input = {
      latitude: num(point.latitude),
      longitude: num(point.longitude),
      accuracyMeters: accuracy,
    };
    setAnswer(null);
    if (errors.showProblems(coordinateProblems(input))) return;
    const result = await check({ id: location.id, ...input });
    if (result.error || !result.data) {
      errors.showServerError(result.error);
      return;
    }
    setAnswer(
      result.data.checkWorkingLocation as { distanceMeters: number; result: GeofenceResult },
    );
  };

  const confirmDelete = async () => {
    setConfirming(false);
    const result = await remove({ id: location.id });
    if (result.error) {
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
      return;
    }
    showToast("success", t.deleted(location.name));
    navigate("/working-locations");
  };

  return (
    <div className={layout}>
      <section className={card} aria-label={location.name}>
        <div className={headRow}>
          <h2 className={title}>{location.name}</h2>
          <div className={buttons}>
            <Button variant="secondary" onClick={onEdit}>
              {t.edit}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.delete}
            </Button>
          </div>
        </div>
        <dl className={facts}>
          <dt>{t.address}</dt>
          <dd>{location.address || "-"}</dd>
          <dt>{t.coordinates}</dt>
          <dd>
            {location.latitude}, {location.longitude}
          </dd>
          <dt>{t.radius}</dt>
          <dd data-testid="location-radius">{t.metres(formatMeters(location.radiusMeters))}</dd>
          <dt>{t.branches}</dt>
          <dd>
            {location.branches.map((b) => `${b.name} (${b.code})`).join(", ") || t.noBranches}
          </dd>
        </dl>
        <LocationMap
          label={t.mapLabel}
          tileUrl={tileUrl}
          attribution={attribution}
          centre={location}
          radiusMeters={location.radiusMeters}
          point={tested}
          onPick={(picked) => {
            setAnswer(null);
            setPoint((current) => ({
              ...current,
              latitude: String(picked.latitude),
              longitude: String(picked.longitude),
            }));
          }}
        />
      </section>
      <form className={card} onSubmit={runCheck} noValidate aria-label={t.testTitle}>
        <h3 className={subtitle}>{t.testTitle}</h3>
        <p className={hint}>{t.testHint}</p>
        <TextInput
          label={t.latitude}
          inputMode="decimal"
          value={point.latitude}
          onValueChange={(latitude) => setPoint((current) => ({ ...current, latitude }))}
          invalid={Boolean(errors.fieldError("latitude", t.latitude))}
          errorText={errors.fieldError("latitude", t.latitude)}
        />
        <TextInput
          label={t.longitude}
          inputMode="decimal"
          value={point.longitude}
          onValueChange={(longitude) => setPoint((current) => ({ ...current, longitude }))}
          invalid={Boolean(errors.fieldError("longitude", t.longitude))}
          errorText={errors.fieldError("longitude", t.longitude)}
        />
        <TextInput
          label={t.accuracy}
          inputMode="decimal"
          value={point.accuracy}
          onValueChange={(accuracy) => setPoint((current) => ({ ...current, accuracy }))}
          invalid={Boolean(errors.fieldError("accuracyMeters", t.accuracy))}
          errorText={errors.fieldError("accuracyMeters", t.accuracy)}
        />
        <Button type="submit">{t.check}</Button>
        {answer && (
          <output className={result} data-testid="check-result" data-result={answer.result}>
            <span>
              {t.distance}: <strong>{t.metres(formatMeters(answer.distanceMeters))}</strong>
            </span>
            <Badge>{t.result[answer.result]}</Badge>
            <span className={hint}>{t.resultHint[answer.result]}</span>
          </output>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle(location.name)}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

const layout = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
  gap: "24",
  alignItems: "start",
});
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const headRow = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "12",
});
const title = css({ fontSize: "lg", fontWeight: "700" });
const subtitle = css({ fontSize: "md", fontWeight: "700" });
const buttons = css({ display: "flex", gap: "8" });
const facts = css({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: "16",
  rowGap: "4",
  fontSize: "sm",
  "& dt": { color: "muted" },
});
const hint = css({ fontSize: "xs", color: "muted" });
const result = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
