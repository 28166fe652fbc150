import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validateProject } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { Textarea, TextInput } from "../../../ui/inputs/index.ts";
import { type OptionItem, Select } from "../../../ui/select/index.ts";
import {
  commonText,
  FieldError,
  FormModal,
  plainDateOf,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { CreateProjectMutation, type ProjectRow, UpdateProjectMutation } from "./documents.ts";
import { projectText } from "./text.ts";

type ProjectDraft = {
  code: string;
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  status: string;
};

export type ProjectFormModalProps = {
  project: ProjectRow | null;
  statusOptions: OptionItem[];
  onClose: () => void;
};

/** Create or edit a project: code, name, description, period and (on edit) status. */
export function ProjectFormModal({ project, statusOptions, onClose }: ProjectFormModalProps) {
  const t = useText(projectText);
  const c = useText(commonText);
  const [draft, setDraft] = useState<ProjectDraft>(() => ({
    code: project?.code ?? "",
    name: project?.name ?? "",
    description: project?.description ?? "",
    startDate: project?.startDate ?? null,
    endDate: project?.endDate ?? null,
    status: project?.status ?? "active",
  }));
  const errors = useFormErrors();
  const [created, createProject] = useMutation(CreateProjectMutation);
  const [updated, updateProject] = useMutation(UpdateProjectMutation);
  const set = (patch: Partial<ProjectDraft>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      code: draft.code.trim().toUpperCase(),
      name: draft.name.trim(),
      description: draft.description.trim(),
      startDate: draft.startDate ?? "",
      endDate: draft.endDate,
      ...(project ? { status: draft.status } : {}),
    };
    if (errors.showProblems(validateProject(input).problems)) return;
    const result = project
      ? await updateProject({ id: project.id, input })
      : await createProject({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", project ? t.updated(input.name) : t.created(input.name));
    onClose();
  }

  const start = plainDateOf(draft.startDate);
  return (
    <FormModal
      title={project ? t.editTitle(project.name) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      <div className={grid}>
        <TextInput
          label={c.code}
          required
          value={draft.code}
          helperText={c.codeHint}
          onValueChange={(code) => set({ code: code.toUpperCase() })}
          {...fieldError("code", c.code)}
        />
        <TextInput
          label={c.name}
          required
          maxLength={120}
          value={draft.name}
          onValueChange={(name) => set({ name })}
          {...fieldError("name", c.name)}
        />
        <Textarea
          label={t.description}
          maxLength={2000}
          rows={3}
          value={draft.description}
          onValueChange={(description) => set({ description })}
          className={wide}
          {...fieldError("description", t.description)}
        />
        <DatePicker
          label={c.startDate}
          required
          value={draft.startDate ? [draft.startDate] : []}
          onValueChange={(dates) => set({ startDate: dates[0]?.toString() ?? null })}
          {...fieldError("startDate", c.startDate)}
        />
        <div>
          <DatePicker
            label={c.endDate}
            value={draft.endDate ? [draft.endDate] : []}
            min={start}
            placeholder={c.noEndDate}
            onValueChange={(dates) => set({ endDate: dates[0]?.toString() ?? null })}
            {...fieldError("endDate", c.endDate)}
          />
          <p className={hint}>{t.endDateHint}</p>
        </div>
        {project && (
          <div>
            <Select
              label={c.status}
              options={statusOptions}
              value={draft.status}
              onValueChange={(status) => set({ status: status ?? "active" })}
            />
            <FieldError message={errors.fieldError("status", c.status)} />
          </div>
        )}
      </div>
    </FormModal>
  );
}

const grid = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "16" });
const wide = css({ gridColumn: "1 / -1" });
const hint = css({ fontSize: "xs", color: "muted", marginTop: "4" });
