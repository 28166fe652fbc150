import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };
type Id = { id: number };

/** CRUD of one hcm resource under `path` (shifts, master schedules, schedule patterns). */
const crud = (path: string) => ({
  create: (_parent: unknown, args: Input, context: GatewayContext) =>
    context.services.post("hcm", path, args.input),
  update: (_parent: unknown, args: Input & Id, context: GatewayContext) =>
    context.services.put("hcm", `${path}/${args.id}`, args.input),
  remove: async (_parent: unknown, args: Id, context: GatewayContext) =>
    (await context.services.delete<{ deleted: boolean }>("hcm", `${path}/${args.id}`)).deleted,
});

const shifts = crud("/shifts");
const masters = crud("/master-schedules");
const patterns = crud("/schedule-patterns");

export const createShift = shifts.create;
export const updateShift = shifts.update;
export const deleteShift = shifts.remove;
export const createMasterSchedule = masters.create;
export const updateMasterSchedule = masters.update;
export const deleteMasterSchedule = masters.remove;
export const createSchedulePattern = patterns.create;
export const updateSchedulePattern = patterns.update;
export const deleteSchedulePattern = patterns.remove;
