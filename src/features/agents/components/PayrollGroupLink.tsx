import { useQuery } from "urql";
import { Link } from "wouter";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";

const AgentPayrollGroupQuery = graphql(/* GraphQL */ `
  query AgentPayrollGroupName($id: Int!) {
    payrollGroup(id: $id) {
      id
      name
    }
  }
`);

/**
 * The worker's payroll group in force today (issue 16), read-only: membership is managed on
 * the group's page, so this links there. Without the Payroll Group menu the name cannot be
 * read; the link still says which group.
 */
export function PayrollGroupLink({ id }: { id: number | null | undefined }) {
  const [{ data, error }] = useQuery({
    query: AgentPayrollGroupQuery,
    variables: { id: id ?? 0 },
    pause: !id,
  });
  if (!id) return <span>-</span>;
  const name = data?.payrollGroup?.name ?? (error ? `#${id}` : "…");
  return (
    <Link className={link} href={`/payroll-groups/${id}`}>
      {name}
    </Link>
  );
}

const link = css({ color: "brand", fontWeight: "600", _hover: { textDecoration: "underline" } });
