import { formatDate } from "../../../../domain/format.ts";
import {
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { CityProvince, EnumBadge } from "../../org-common/index.ts";
import type { PartnerRow } from "./documents.ts";
import type { PartnerText } from "./text.ts";

const helper = createDataTableColumnHelper<PartnerRow>();

/** "+62 812-3456-7890" for a stored "81234567890" (SPEC §5 numbers start with 8). */
export function formatPhone(phone: string): string {
  const groups = phone.match(/^(\d{3})(\d{4})(\d+)$/);
  return groups ? `+62 ${groups[1]}-${groups[2]}-${groups[3]}` : `+62 ${phone}`;
}

/** The partner's name, kept in view while the table scrolls sideways. */
export function partnerNameColumn(t: PartnerText): DataTableColumnDef<PartnerRow> {
  return helper.accessor("fullName", {
    id: "fullName",
    header: t.fullName,
    enableSorting: true,
    size: 220,
    meta: { sticky: "left" },
  });
}

/** Who the partner is and who looks after them (both partner lists). */
export function partnerDetailColumns(
  t: PartnerText,
  cityLabel: string,
): DataTableColumnDef<PartnerRow>[] {
  return helper.columns([
    helper.accessor("nik", { id: "nik", header: t.nik, size: 170 }),
    helper.accessor("phoneNumber", {
      id: "phoneNumber",
      header: t.phoneNumber,
      size: 170,
      cell: ({ getValue }) => formatPhone(getValue()),
    }),
    helper.accessor((row) => row.city?.name ?? "", {
      id: "cityName",
      header: cityLabel,
      enableSorting: true,
      size: 200,
      cell: ({ row }) => <CityProvince city={row.original.city} province={row.original.province} />,
    }),
    helper.accessor((row) => row.assignedAgentName ?? "", {
      id: "assignedAgent",
      header: t.assignedAgent,
      size: 190,
      cell: ({ row }) => row.original.assignedAgentName ?? "-",
    }),
    helper.accessor((row) => row.teamLeadName ?? "", {
      id: "teamLead",
      header: t.teamLead,
      size: 180,
      cell: ({ row }) => row.original.teamLeadName ?? "-",
    }),
  ]);
}

export function registeredAtColumn(t: PartnerText): DataTableColumnDef<PartnerRow> {
  return helper.accessor("registeredAt", {
    id: "registeredAt",
    header: t.registeredAt,
    size: 140,
    enableSorting: true,
    cell: ({ getValue }) => formatDate(getValue()),
  });
}

export function statusColumns(t: PartnerText): DataTableColumnDef<PartnerRow>[] {
  return helper.columns([
    helper.accessor("approvalStatus", {
      id: "approvalStatus",
      header: t.approvalStatus,
      size: 190,
      enableSorting: true,
      cell: ({ row }) => (
        <span title={row.original.rejectionReason ?? undefined}>
          <EnumBadge enumName="partner_approval_status" value={row.original.approvalStatus} />
        </span>
      ),
    }),
    helper.accessor("salaryRegistration", {
      id: "salaryRegistration",
      header: t.salaryRegistration,
      size: 220,
      enableSorting: true,
      cell: ({ row }) => (
        <EnumBadge enumName="partner_salary_registration" value={row.original.salaryRegistration} />
      ),
    }),
  ]);
}
