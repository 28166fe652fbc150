import { css } from "../../../styled-system/css";
import { Button } from "../../ui/index.ts";
import { TextInput } from "../../ui/inputs/index.ts";
import { FieldError } from "./FieldError.tsx";

type Branch = { id: number; name: string; code: string };
type PickedAgent = { id: number; fullName: string };
type FoundAgent = PickedAgent & { branch?: { name: string } | null };

export type CoverageTexts = {
  branches: string;
  noBranches?: string;
  employees: string;
  noEmployees: string;
  remove: (name: string) => string;
  employeeSearch: string;
  employeeSearchPlaceholder: string;
  add: string;
};

/**
 * Who a policy covers (attendance, overtime and leave policies): branch checkboxes and picked
 * employees with a search to add more. The form keeps the state and the search; this draws it
 * and reports changes. Errors are the form's messages for `branchIds` and `agentIds`.
 */
export function CoveragePickers(props: {
  t: CoverageTexts;
  branches: readonly Branch[];
  branchIds: readonly number[];
  onBranchIds: (ids: number[]) => void;
  agents: readonly PickedAgent[];
  onAgents: (agents: PickedAgent[]) => void;
  search: string;
  onSearch: (value: string) => void;
  results: readonly FoundAgent[];
  branchError: string | undefined;
  agentError: string | undefined;
}) {
  const { t, branches, branchIds, agents } = props;
  return (
    <>
      <fieldset className={group} data-field="branchIds">
        <legend className={legend}>{t.branches}</legend>
        {branches.length === 0 && t.noBranches && <p className={hint}>{t.noBranches}</p>}
        <div className={columns}>
          {branches.map((branch) => (
            <label key={branch.id} className={option}>
              <input
                type="checkbox"
                checked={branchIds.includes(branch.id)}
                onChange={(event) =>
                  props.onBranchIds(
                    event.target.checked
                      ? [...branchIds.filter((id) => id !== branch.id), branch.id]
                      : branchIds.filter((id) => id !== branch.id),
                  )
                }
              />
              {branch.name} ({branch.code})
            </label>
          ))}
        </div>
        <FieldError message={props.branchError} />
      </fieldset>
      <fieldset className={group} data-field="agentIds">
        <legend className={legend}>{t.employees}</legend>
        {agents.length === 0 && <p className={hint}>{t.noEmployees}</p>}
        <ul className={chips}>
          {agents.map((agent) => (
            <li key={agent.id} className={chip}>
              {agent.fullName}
              <button
                type="button"
                aria-label={t.remove(agent.fullName)}
                onClick={() => props.onAgents(agents.filter((a) => a.id !== agent.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <TextInput
          label={t.employeeSearch}
          placeholder={t.employeeSearchPlaceholder}
          value={props.search}
          onValueChange={props.onSearch}
        />
        <ul className={resultList}>
          {props.results.map((agent) => (
            <li key={agent.id} className={resultRow}>
              <span>
                {agent.fullName}
                {agent.branch ? ` · ${agent.branch.name}` : ""}
              </span>
              <Button
                variant="secondary"
                onClick={() =>
                  props.onAgents([...agents, { id: agent.id, fullName: agent.fullName }])
                }
              >
                {t.add}
              </Button>
            </li>
          ))}
        </ul>
        <FieldError message={props.agentError} />
      </fieldset>
    </>
  );
}

const group = css({ display: "flex", flexDirection: "column", gap: "8" });
const legend = css({ fontSize: "sm", fontWeight: "700", marginBottom: "4" });
const hint = css({ display: "block", fontSize: "xs", color: "muted" });
const columns = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: "4",
});
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "8",
  fontSize: "sm",
  cursor: "pointer",
});
const chips = css({ display: "flex", flexWrap: "wrap", gap: "8" });
const chip = css({
  display: "flex",
  alignItems: "center",
  gap: "4",
  fontSize: "sm",
  paddingX: "8",
  paddingY: "2",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "full",
});
const resultList = css({ display: "flex", flexDirection: "column", gap: "4" });
const resultRow = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  fontSize: "sm",
});
