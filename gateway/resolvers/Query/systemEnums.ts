import type { EnumEntry } from "../../../domain/enums.ts";
import type { GatewayContext } from "../../context.ts";

export async function systemEnums(
  _parent: unknown,
  args: { names?: string[] | null },
  context: GatewayContext,
) {
  const all = await context.services.get<Record<string, EnumEntry[]>>(
    "main",
    "/general/system-enums",
  );
  return Object.entries(all)
    .filter(([name]) => !args.names || args.names.includes(name))
    .map(([name, entries]) => ({ name, entries }));
}
