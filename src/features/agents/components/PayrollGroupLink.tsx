import { Link } from "wouter";
import { css } from "../../../../styled-system/css";

export type PayrollGroupLinkProps = {
  id: number | null | undefined;
  name: string | null | undefined;
};

/**
 * The worker's payroll group in force today (issue 16), read-only: membership is managed on
 * the group's page, so this links there.
 */
export function PayrollGroupLink({ id, name }: PayrollGroupLinkProps) {
  if (!id) return <span>-</span>;
  return (
    <Link className={link} href={`/payroll-groups/${id}`}>
      {name || `#${id}`}
    </Link>
  );
}

const link = css({ color: "brand", fontWeight: "600", _hover: { textDecoration: "underline" } });
