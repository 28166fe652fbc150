import { useMemo } from "react";
import { css } from "../../../../../styled-system/css";
import { useI18n } from "../../../../i18n/index.ts";
import { useBranchOptions, useProjectOptions } from "../../hooks/useLookups.ts";
import { useAgentText } from "../../messages.ts";
import { enumOptions } from "../../model/options.ts";
import { DateField, FieldBox, SelectField } from "../formFields.tsx";
import { PayrollGroupLink, type PayrollGroupLinkProps } from "../PayrollGroupLink.tsx";
import { Section } from "./Section.tsx";
import type { AgentFormBinding } from "./useAgentFormState.ts";

type Props = {
  form: AgentFormBinding;
  /** The branch and project saved before editing: still offered when since made inactive. */
  savedBranchId: string;
  savedProjectId: string;
  /** The worker's payroll group today (kept by the group's members; read-only here). */
  payrollGroup?: PayrollGroupLinkProps | undefined;
};

/** Where and how the employee works: join date, contract, branch, project, payroll group. */
export function EmploymentSection({ form, savedBranchId, savedProjectId, payrollGroup }: Props) {
  const text = useAgentText();
  const { language } = useI18n();
  const { values, errorAt, pick } = form;
  const contractTypes = useMemo(() => enumOptions("contract_type", language), [language]);
  const contractStatuses = useMemo(() => enumOptions("contract_status", language), [language]);
  const branches = useBranchOptions();
  const projects = useProjectOptions();
  // Inactive branches and projects are not offered anew, but one already saved still shows.
  const branchOptions = useMemo(
    () =>
      branches.options.filter((o) => !branches.inactive.has(o.value) || o.value === savedBranchId),
    [branches, savedBranchId],
  );
  const projectOptions = useMemo(
    () =>
      projects.options.filter((o) => !projects.inactive.has(o.value) || o.value === savedProjectId),
    [projects, savedProjectId],
  );
  return (
    <Section title={text.sectionEmployment}>
      <DateField
        name="joinDate"
        label={text.joinDate}
        required
        value={values.joinDate}
        onChange={pick("joinDate")}
        error={errorAt("joinDate")}
      />
      <SelectField
        name="contractType"
        label={text.contractType}
        required
        options={contractTypes}
        value={values.contractType}
        onChange={pick("contractType")}
        error={errorAt("contractType")}
      />
      <SelectField
        name="contractStatus"
        label={text.contractStatus}
        options={contractStatuses}
        value={values.contractStatus}
        onChange={pick("contractStatus")}
        error={errorAt("contractStatus")}
      />
      <SelectField
        name="branchId"
        label={text.branch}
        required
        options={branchOptions}
        value={values.branchId}
        onChange={pick("branchId")}
        error={errorAt("branchId")}
      />
      <SelectField
        name="projectId"
        label={text.project}
        options={projectOptions}
        value={values.projectId}
        onChange={pick("projectId")}
        error={errorAt("projectId")}
      />
      <FieldBox
        name="payrollGroupId"
        hint={text.payrollGroupHint}
        error={errorAt("payrollGroupId")}
      >
        <span className={label}>{text.payrollGroup}</span>
        <PayrollGroupLink id={payrollGroup?.id} name={payrollGroup?.name} />
      </FieldBox>
    </Section>
  );
}

const label = css({ display: "block", fontSize: "sm", fontWeight: "600", marginBottom: "4" });
