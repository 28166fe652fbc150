import { useEffect, useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useClient, useMutation, useQuery } from "urql";
import { Link } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { Banner, Progress } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { useFormErrors, useText } from "../../org-common/index.ts";
import { PageHeader } from "../../system/index.ts";
import {
  AssignScheduleMutation,
  ScheduleAssignmentQuery,
  ScheduleEmployeesQuery,
  ScheduleFilterOptionsQuery,
  ScheduleSourcesQuery,
} from "./documents.ts";
import { lastDayOf, nextMonth } from "./format.ts";
import { csvRows, niksFromRows } from "./niks.ts";
import { scheduleText } from "./text.ts";

type Progressing = {
  jobId: string;
  state: string;
  done: number;
  total: number;
  daysWritten: number;
  overridesKept: number;
  error: string | null;
};

export type AssignSchedulePageProps = { route: RouteDefinition };

/** How often the page asks for the job's progress (it polls; no stream). */
const POLL_MS = 1000;

/**
 * /attendances/employee-schedules/assign-schedule: a master schedule or pattern for the
 * employees of a branch / project or of an uploaded NIK list, over a date range; the
 * background job's progress as a bar, then a link to the grid.
 */
export function AssignSchedulePage({ route }: AssignSchedulePageProps) {
  const t = useText(scheduleText);
  const client = useClient();
  const month = useMemo(() => nextMonth(), []);
  const [source, setSource] = useState<string | null>(null);
  const [by, setBy] = useState<"filter" | "file">("filter");
  const [branch, setBranch] = useState<string | null>(null);
  const [project, setProject] = useState<string | null>(null);
  const [niks, setNiks] = useState<string[] | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [from, setFrom] = useState<string>(`${month}-01`);
  const [to, setTo] = useState<string>(lastDayOf(month));
  const [unknownNiks, setUnknownNiks] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<Progressing | null>(null);
  const { errors, showServerError, fieldError, clear } = useFormErrors();
  const dirty = !job && (source !== null || branch !== null || project !== null || niks !== null);
  useConfirmLeave(dirty);

  const [{ data: sources }] = useQuery({ query: ScheduleSourcesQuery });
  const [{ data: options }] = useQuery({ query: ScheduleFilterOptionsQuery });
  const [, assign] = useMutation(AssignScheduleMutation);

  const sourceOptions =
    sources?.scheduleSources.map((s) => ({
      value: `${s.kind}:${s.id}`,
      label: `${s.name} (${s.kind === "master_schedule" ? t.sourceMaster : t.sourcePattern})`,
    })) ?? [];

  // Polls the job every second until it ends.
  const jobId = job?.jobId;
  const running = job !== null && job.state !== "completed" && job.state !== "failed";
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setInterval(async () => {
      const result = await client
        .query(ScheduleAssignmentQuery, { jobId }, { requestPolicy: "network-only" })
        .toPromise();
      const status = result.data?.scheduleAssignment;
      if (status) setJob(status);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [client, jobId, running]);

  const readFile = async (file: File) => {
    setFileName(file.name);
    clear("agentIds");
    if (/\.xlsx$/i.test(file.name)) {
      const { default: readXlsxFile } = await import("read-excel-file/browser");
      const sheets = await readXlsxFile(file);
      setNiks(niksFromRows((sheets[0]?.data ?? []) as unknown[][]));
    } else setNiks(niksFromRows(csvRows(await file.text())));
  };

  const start = async () => {
    setBusy(true);
    setUnknownNiks([]);
    try {
      const match = await client
        .query(
          ScheduleEmployeesQuery,
          by === "file"
            ? { niks: niks ?? [] }
            : {
                branchIds: branch ? [Number(branch)] : null,
                projectIds: project ? [Number(project)] : null,
              },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      if (match.error) return showServerError(match.error);
      const found = match.data?.scheduleEmployees;
      setUnknownNiks(found?.unknownNiks ?? []);
      const [kind, id] = (source ?? ":").split(":");
      const result = await assign({
        input: {
          agentIds: found?.agentIds ?? [],
          masterScheduleId: kind === "master_schedule" ? Number(id) : null,
          schedulePatternId: kind === "pattern" ? Number(id) : null,
          from,
          to,
        },
      });
      if (result.error) return showServerError(result.error);
      const total = found?.agentIds.length ?? 0;
      setJob({
        jobId: result.data!.assignSchedule,
        state: "queued",
        done: 0,
        total,
        daysWritten: 0,
        overridesKept: 0,
        error: null,
      });
    } finally {
      setBusy(false);
    }
  };

  const percent = job && job.total > 0 ? (job.done / job.total) * 100 : 0;
  const sourceError = fieldError("masterScheduleId", t.source);
  const agentsError = fieldError("agentIds", t.chooseBy);

  return (
    <section className={pageBox}>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      {errors.form && <Banner variant="danger">{errors.form}</Banner>}
      {sources && sources.scheduleSources.length === 0 && (
        <Banner variant="information">{t.noSources}</Banner>
      )}
      <fieldset className={form} disabled={busy || running}>
        <Select
          label={t.source}
          options={sourceOptions}
          value={source}
          required
          onValueChange={(value) => {
            setSource(value);
            clear("masterScheduleId");
          }}
          invalid={Boolean(sourceError)}
        />
        {sourceError && <p className={errorText}>{sourceError}</p>}
        <div role="radiogroup" aria-label={t.chooseBy} className={radios}>
          <label>
            <input
              type="radio"
              name="by"
              checked={by === "filter"}
              onChange={() => setBy("filter")}
            />{" "}
            {t.byFilter}
          </label>
          <label>
            <input type="radio" name="by" checked={by === "file"} onChange={() => setBy("file")} />{" "}
            {t.byFile}
          </label>
        </div>
        {by === "filter" ? (
          <div className={row}>
            <Select
              label={t.branch}
              placeholder={t.allBranches}
              options={
                options?.scheduleFilterOptions.branches.map((b) => ({
                  value: String(b.id),
                  label: b.name,
                })) ?? []
              }
              value={branch}
              onValueChange={setBranch}
            />
            <Select
              label={t.project}
              placeholder={t.allProjects}
              options={
                options?.scheduleFilterOptions.projects.map((p) => ({
                  value: String(p.id),
                  label: p.name,
                })) ?? []
              }
              value={project}
              onValueChange={setProject}
            />
          </div>
        ) : (
          <div>
            <label className={fileLabel}>
              {t.byFile}
              <input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void readFile(file);
                }}
              />
            </label>
            <p className={hint}>{t.fileHint}</p>
            {fileName && niks && <p>{t.employeesFound(niks.length)}</p>}
          </div>
        )}
        {agentsError && <p className={errorText}>{agentsError}</p>}
        {unknownNiks.length > 0 && (
          <Banner variant="warning">{t.unknownNiks(unknownNiks.slice(0, 20).join(", "))}</Banner>
        )}
        <div className={row}>
          <DatePicker
            label={t.from}
            required
            value={[from]}
            onValueChange={(dates) => dates[0] && setFrom(dates[0].toString())}
            {...dateError(fieldError("from", t.from))}
          />
          <DatePicker
            label={t.to}
            required
            value={[to]}
            min={Temporal.PlainDate.from(from)}
            onValueChange={(dates) => dates[0] && setTo(dates[0].toString())}
            {...dateError(fieldError("to", t.to))}
          />
        </div>
        <div>
          <Button onClick={start} disabled={busy || running}>
            {t.start}
          </Button>
        </div>
      </fieldset>
      {job && (
        <div className={progressBox} data-testid="assign-progress">
          <Progress value={job.state === "completed" ? 100 : percent} label={t.progress} />
          <p aria-live="polite">{t.progressOf(job.done, job.total)}</p>
          {job.state === "completed" && (
            <>
              <Banner variant="success">{t.completed(job.daysWritten, job.overridesKept)}</Banner>
              <Link
                className={gridLink}
                href={`/attendances/employee-schedules?month=${from.slice(0, 7)}`}
              >
                {t.openGrid}
              </Link>
            </>
          )}
          {job.state === "failed" && <Banner variant="danger">{t.failed(job.error ?? "")}</Banner>}
        </div>
      )}
    </section>
  );
}

const dateError = (message: string | undefined) =>
  message ? { errorText: message, invalid: true } : {};

const pageBox = css({ display: "flex", flexDirection: "column", gap: "16", maxWidth: "880px" });
const form = css({ display: "flex", flexDirection: "column", gap: "16", border: "none" });
const row = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
const radios = css({ display: "flex", gap: "24", fontSize: "sm" });
const fileLabel = css({ display: "flex", flexDirection: "column", gap: "4", fontWeight: "600" });
const hint = css({ fontSize: "sm", color: "muted" });
const errorText = css({ color: "danger", fontSize: "sm" });
const progressBox = css({ display: "flex", flexDirection: "column", gap: "8" });
const gridLink = css({ color: "brand", fontWeight: "600", textDecoration: "underline" });
