import { type ReactNode, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDateTime } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import type { TaxConfigurationKind } from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useLeaveGuard } from "../../../app/leaveGuard.tsx";
import { Button, ConfirmDialog, SkeletonLines, showToast } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { commonText, errorCode, ListScreen, useText } from "../../org-common/index.ts";
import { useTaxAccess } from "../hooks/taxAccess.tsx";
import type { SavedConfiguration } from "../model/configurationForm.ts";
import { ConfigurationForm } from "./ConfigurationForm.tsx";
import { type ConfigText, configText } from "./configText.ts";
import { DeleteTaxConfigurationMutation, TaxConfigurationQuery } from "./documents.ts";
import { EmployeeTaxRecords } from "./EmployeeTaxRecords.tsx";
import { configurationPathOf, FINAL_PATH, isId, listPathOf } from "./paths.ts";
import { bandsSummary } from "./summaries.ts";

export type ConfigurationPageProps = { route: RouteDefinition };

const kindOfRoute = (route: RouteDefinition): TaxConfigurationKind =>
  route.pattern.startsWith(FINAL_PATH) ? "pph21_final" : "pph21_non_final";

/** /pph-21-tidak-final/create and /pph-21-final/create (SPEC §2). */
export function ConfigurationCreatePage({ route }: ConfigurationPageProps) {
  const t = useText(configText);
  const kind = kindOfRoute(route);
  const { finalEnabled } = useTaxAccess();
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<BackLink kind={kind} />}
    >
      {kind === "pph21_final" && !finalEnabled ? (
        <Banner variant="warning" title={t.finalDisabled} />
      ) : (
        <ConfigurationForm
          kind={kind}
          saved={null}
          onCancel={() => guard.navigate(listPathOf(kind))}
          onSaved={({ id, name }) => {
            showToast("success", t.created(name));
            navigate(configurationPathOf(kind, id));
          }}
        />
      )}
    </ListScreen>
  );
}

type Loaded = SavedConfiguration & {
  id: number;
  version: number;
  groups: readonly { id: number; name: string }[];
  employeeCount: number;
  createdAt: string;
  updatedAt: string;
};

/** Loads the configuration of the route's id; another kind's or client's id is "not found". */
function useConfiguration(kind: TaxConfigurationKind) {
  const params = useParams<{ id: string }>();
  const valid = isId(params.id);
  const [{ data, fetching, error }] = useQuery({
    query: TaxConfigurationQuery,
    variables: { id: Number(params.id) },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const found = data?.taxConfiguration;
  return {
    loading: valid && fetching && !data,
    configuration: found && found.kind === kind ? (found as Loaded) : null,
    error,
  };
}

/**
 * /pph-21-tidak-final/{id}: the settings (edited in place), the payroll groups using it, and
 * the employee tax records of a chosen year.
 */
export function NonFinalDetailPage({ route }: ConfigurationPageProps) {
  const t = useText(configText);
  const { loading, configuration, error } = useConfiguration("pph21_non_final");
  const [editing, setEditing] = useState(false);
  const actions = configuration ? (
    <>
      <BackLink kind="pph21_non_final" />
      {!editing && <Button onClick={() => setEditing(true)}>{t.edit}</Button>}
      <DeleteButton configuration={configuration} />
    </>
  ) : (
    <BackLink kind="pph21_non_final" />
  );
  let body: ReactNode;
  if (loading) body = <SkeletonLines count={8} />;
  else if (!configuration) body = <NotFound error={error} />;
  else
    body = (
      <>
        {editing ? (
          <ConfigurationForm
            key={configuration.version}
            kind="pph21_non_final"
            saved={configuration}
            onCancel={() => setEditing(false)}
            onSaved={({ name }) => {
              showToast("success", t.updated(name));
              setEditing(false);
            }}
          />
        ) : (
          <NonFinalSettings configuration={configuration} />
        )}
        <GroupsCard groups={configuration.groups} />
        <EmployeeTaxRecords configurationId={configuration.id} />
      </>
    );
  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb} actions={actions}>
      {body}
    </ListScreen>
  );
}

/** /pph-21-final/{id}: the final configuration's form with its bands, and the groups using it. */
export function FinalDetailPage({ route }: ConfigurationPageProps) {
  const t = useText(configText);
  const { finalEnabled } = useTaxAccess();
  const { loading, configuration, error } = useConfiguration("pph21_final");
  const [, navigate] = useLocation();
  const guard = useLeaveGuard();
  let body: ReactNode;
  if (!finalEnabled) body = <Banner variant="warning" title={t.finalDisabled} />;
  else if (loading) body = <SkeletonLines count={8} />;
  else if (!configuration) body = <NotFound error={error} />;
  else
    body = (
      <>
        <p className={muted}>
          {t.finalKinds[configuration.finalKind as keyof ConfigText["finalKinds"]]}:{" "}
          {bandsSummary(t, configuration.finalBands ?? [])}
        </p>
        <ConfigurationForm
          key={configuration.version}
          kind="pph21_final"
          saved={configuration}
          onCancel={() => guard.navigate(listPathOf("pph21_final"))}
          onSaved={({ name }) => {
            showToast("success", t.updated(name));
            navigate(listPathOf("pph21_final"));
          }}
        />
        <GroupsCard groups={configuration.groups} />
      </>
    );
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <>
          <BackLink kind="pph21_final" />
          {configuration && finalEnabled && <DeleteButton configuration={configuration} />}
        </>
      }
    >
      {body}
    </ListScreen>
  );
}

function BackLink({ kind }: { kind: TaxConfigurationKind }) {
  const t = useText(configText);
  return (
    <Link href={listPathOf(kind)} className={backLink}>
      {t.backToList}
    </Link>
  );
}

function NotFound({ error }: { error: unknown }) {
  const t = useText(configText);
  const message = error ? extractErrorMessage(error) : "";
  return (
    <Banner variant="warning" title={t.notFound}>
      {message && !/not found/i.test(message) ? message : null}
    </Banner>
  );
}

function NonFinalSettings({ configuration }: { configuration: Loaded }) {
  const t = useText(configText);
  return (
    <section className={card} aria-labelledby="tax-settings-title">
      <h2 id="tax-settings-title" className={heading}>
        {t.settings}
      </h2>
      <dl className={facts} data-testid="tax-settings">
        <dt>{t.name}</dt>
        <dd>{configuration.name}</dd>
        <dt>{t.status}</dt>
        <dd>
          <Badge color={configuration.status === "active" ? "green" : "grey"} size="small">
            {configuration.status === "inactive" ? t.statuses.inactive : t.statuses.active}
          </Badge>
        </dd>
        <dt>{t.terRounding}</dt>
        <dd>
          {t.terRoundings[configuration.terRounding as keyof ConfigText["terRoundings"]] ??
            configuration.terRounding}
        </dd>
        <dt>{t.noNpwpSurcharge}</dt>
        <dd>{configuration.noNpwpSurcharge ? t.yes : t.no}</dd>
        <dt>{t.biayaJabatanMode}</dt>
        <dd>
          {t.biayaJabatanModes[
            configuration.biayaJabatanMode as keyof ConfigText["biayaJabatanModes"]
          ] ?? configuration.biayaJabatanMode}
        </dd>
        <dt>{t.description}</dt>
        <dd>{configuration.description || "-"}</dd>
        <dt>{t.updatedAt}</dt>
        <dd>{formatDateTime(configuration.updatedAt)}</dd>
      </dl>
    </section>
  );
}

function GroupsCard({ groups }: { groups: readonly { id: number; name: string }[] }) {
  const t = useText(configText);
  return (
    <section className={card} aria-labelledby="tax-groups-title">
      <h2 id="tax-groups-title" className={heading}>
        {t.groupsTitle}
      </h2>
      {groups.length === 0 ? (
        <p className={muted}>{t.noGroups}</p>
      ) : (
        <ul className={groupList}>
          {groups.map((group) => (
            <li key={group.id}>
              <Link href={`/payroll-groups/${group.id}`} className={backLink}>
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Delete with confirmation; a configuration in use (409) says why it stays. */
function DeleteButton({ configuration }: { configuration: Loaded }) {
  const t = useText(configText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [, remove] = useMutation(DeleteTaxConfigurationMutation);
  const kind = configuration.kind as TaxConfigurationKind;
  const confirm = async () => {
    setAsking(false);
    setRefusal(null);
    const result = await remove({ id: configuration.id });
    if (result.error) {
      const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
      if (errorCode(result.error) === "CONFLICT") setRefusal(message);
      else showToast("error", message);
      return;
    }
    showToast("success", t.deleted(configuration.name));
    navigate(listPathOf(kind));
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.deleteTitle(configuration.name)}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
      {refusal && (
        <div className={refusalBox}>
          <Banner variant="danger" title={t.inUseTitle(configuration.name)}>
            <p>{refusal}</p>
            <p>
              {configuration.groups.length > 0
                ? t.inUseGroups(configuration.groups.map((group) => group.name).join(", "))
                : t.inUseRecords}
            </p>
          </Banner>
        </div>
      )}
    </>
  );
}

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
const heading = css({ fontSize: "lg", fontWeight: "600" });
const facts = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "320px 1fr" },
  gap: "8",
  fontSize: "sm",
  "& dt": { color: "muted" },
});
const muted = css({ color: "muted", fontSize: "sm" });
const backLink = css({ color: "brand", fontSize: "sm", fontWeight: "600", alignSelf: "center" });
const groupList = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
const refusalBox = css({ flexBasis: "100%" });
