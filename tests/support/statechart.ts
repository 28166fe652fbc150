import type { AnyStateMachine, StateNode } from "xstate";

type Node = StateNode<any, any>;

const label = (eventType: string) =>
  eventType.startsWith("xstate.after.")
    ? `after ${eventType.split(".")[2]} ms`
    : eventType.startsWith("xstate.done.actor.")
      ? "done"
      : eventType.startsWith("xstate.error.actor.")
        ? "error"
        : eventType;

const idOf = (node: Node) => node.id.replaceAll(".", "_");

/** A Mermaid stateDiagram of an XState v5 machine: states, regions and every transition. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  const edges: string[] = [];
  const walk = (node: Node, indent: string) => {
    const children = Object.values(node.states) as Node[];
    if (node.initial && node.type !== "parallel") {
      const initial = node.initial.target[0];
      if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    }
    children.forEach((child, index) => {
      const grandChildren = Object.values(child.states);
      if (grandChildren.length) {
        lines.push(`${indent}state "${child.key}" as ${idOf(child)} {`);
        walk(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${idOf(child)}`);
      }
      if (node.type === "parallel" && index < children.length - 1) lines.push(`${indent}--`);
    });
    for (const child of children) {
      for (const [eventType, transitions] of child.transitions) {
        for (const transition of transitions) {
          for (const target of transition.target ?? []) {
            const guard = transition.guard
              ? ` [${typeof transition.guard === "string" ? transition.guard : ((transition.guard as { type?: string }).type ?? "guard")}]`
              : "";
            edges.push(`${idOf(child)} --> ${idOf(target)} : ${label(eventType)}${guard}`);
          }
        }
      }
      for (const transition of child.always ?? []) {
        const guard = transition.guard
          ? ` [${String((transition.guard as { type?: string }).type ?? transition.guard)}]`
          : "";
        for (const target of transition.target ?? [])
          edges.push(`${idOf(child)} --> ${idOf(target)} : always${guard}`);
      }
    }
  };
  walk(machine.root as Node, "  ");
  for (const [eventType, transitions] of (machine.root as Node).transitions) {
    for (const transition of transitions) {
      for (const target of transition.target ?? [])
        edges.push(`${idOf(machine.root as Node)} --> ${idOf(target)} : ${eventType}`);
    }
  }
  return [...lines, ...[...new Set(edges)].map((edge) => `  ${edge}`)].join("\n");
}
