import { execute } from "@graphql-tools/executor";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { AGENT_SUMMARY_FIELDS } from "../../../domain/workforce/agent.ts";
import { schema } from "../../schema.ts";
import { SUMMARY_FIELDS } from "./agents.ts";

/**
 * Issue 19: the employee list asks the main service for its summary view when the query
 * needs nothing more of an employee, and for the whole row otherwise.
 */
async function viewAsked(query: string): Promise<string | undefined> {
  const asked: Record<string, unknown>[] = [];
  const services = {
    get: async (_service: string, _path: string, params: Record<string, unknown>) => {
      asked.push(params);
      return { items: [], totalItems: 0, limit: 10, page: 1 };
    },
  };
  const result = (await execute({
    schema,
    document: parse(query),
    contextValue: { services, loaders: {} },
  })) as { errors?: unknown };
  expect(result.errors).toBeUndefined();
  expect(asked).toHaveLength(1);
  return asked[0]?.["view"] as string | undefined;
}

describe("the employee list's view", () => {
  it("is the summary for the console's list, its pickers and searches", async () => {
    expect(
      await viewAsked(`{ agents(limit: 20) { totalItems limit page items { id fullName nik
        phoneNumber selfieUrl joinDate contractType contractStatus workerStatus
        branch { id name timezoneLabel } project { id name } } } }`),
    ).toBe("summary");
    expect(await viewAsked("{ agents { items { id fullName nik } } }")).toBe("summary");
    expect(await viewAsked("{ agents { totalItems } }")).toBe("summary");
    expect(
      await viewAsked("{ agents { items { __typename id email version branchId projectId } } }"),
    ).toBe("summary");
  });

  it("follows fragments, inline and named", async () => {
    expect(
      await viewAsked(`{ agents { ...Page } }
        fragment Page on AgentPage { items { ...Row ... on Agent { workerStatus } } }
        fragment Row on Agent { id fullName branch { name } }`),
    ).toBe("summary");
    expect(
      await viewAsked(`{ agents { ...Page } }
        fragment Page on AgentPage { items { ...Row } }
        fragment Row on Agent { id npwp }`),
    ).toBeUndefined();
  });

  it("is the whole row as soon as one field is beyond the summary", async () => {
    for (const field of [
      "npwp",
      "ptkpStatus",
      "birthDate",
      "customData",
      "payrollGroupName",
      "domicileCity { name }",
      "createdAt",
    ])
      expect(await viewAsked(`{ agents { items { id ${field} } } }`), field).toBeUndefined();
    expect(await viewAsked("{ agents { items { id ... on Agent { gender } } } }")).toBeUndefined();
  });

  it("takes from the summary only what it answers, or what resolvers load by its ids", () => {
    const agent = schema.getType("Agent") as { getFields(): Record<string, unknown> };
    for (const field of SUMMARY_FIELDS) {
      if (field === "__typename") continue;
      expect(agent.getFields(), field).toHaveProperty(field);
      if (!(AGENT_SUMMARY_FIELDS as readonly string[]).includes(field))
        expect(["timeline"], field).toContain(field);
    }
  });
});
