import type { GatewayContext } from "../../context.ts";

type Row = Record<string, unknown>;
type Punch = { fileId?: string | null } & Row;
type RecordRow = { checkIn?: Punch | null; checkOut?: Punch | null } & Row;
type Page = { items: RecordRow[]; totalItems: number; statusCounts: Row[] };

/** Where the console shows a selfie: the file service serves it to the same client only. */
const withSelfie = (punch: Punch | null | undefined) =>
  punch
    ? { ...punch, selfieUrl: punch.fileId ? `/api/file/v1/files/${punch.fileId}` : null }
    : null;

/** A record as the schema shows it (each check-in's selfie as a URL). */
export const attendanceRecordOf = (row: RecordRow) => ({
  ...row,
  checkIn: withSelfie(row.checkIn),
  checkOut: withSelfie(row.checkOut),
});

type Args = {
  date?: string | null;
  agentId?: number | null;
  branchId?: number | null;
  statuses?: string[] | null;
  flag?: string | null;
  q?: string | null;
  sort?: string | null;
  limit?: number | null;
  page?: number | null;
};

export async function attendanceRecords(_parent: unknown, args: Args, context: GatewayContext) {
  const page = await context.services.get<Page>("hcm", "/attendances", {
    date: args.date?.trim() || undefined,
    agentId: args.agentId,
    branchId: args.branchId,
    status: args.statuses?.length ? args.statuses.join(",") : undefined,
    flag: args.flag || undefined,
    q: args.q?.trim() || undefined,
    sort: args.sort?.trim() || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return { ...page, items: page.items.map(attendanceRecordOf) };
}
