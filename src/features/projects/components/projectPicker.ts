import type { EntityPickerSource } from "../../org-common/index.ts";
import { ProjectOptionQuery, ProjectOptionsQuery } from "./documents.ts";

const optionOf = (project: { id: number; code: string; name: string }) => ({
  value: String(project.id),
  label: `${project.name} (${project.code})`,
});

function projectSource(status: string | undefined): EntityPickerSource {
  return {
    async search(client, q, limit) {
      const result = await client
        .query(ProjectOptionsQuery, { q: q || undefined, limit, status })
        .toPromise();
      return result.data?.projects.items.map(optionOf) ?? [];
    },
    async lookup(client, id) {
      const result = await client.query(ProjectOptionQuery, { id }).toPromise();
      return result.data?.project ? optionOf(result.data.project) : null;
    },
  };
}

/** Active projects, for forms. */
export const activeProjects = projectSource("active");
/** Every project, for filters. */
export const anyProject = projectSource(undefined);
