import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };

export function createProject(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post("main", "/projects", args.input);
}

export function updateProject(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put("main", `/projects/${args.id}`, args.input);
}

export async function deleteProject(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "main",
    `/projects/${args.id}`,
  );
  return result.deleted;
}
