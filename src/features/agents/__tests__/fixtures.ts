/** Gateway answers shared by the employee screen tests. */

export const BRANCHES = [
  {
    __typename: "Branch",
    id: 1,
    name: "Jakarta Selatan",
    timezone: "Asia/Jakarta",
    status: "active",
  },
  { __typename: "Branch", id: 2, name: "Makassar", timezone: "Asia/Makassar", status: "active" },
  { __typename: "Branch", id: 3, name: "Jayapura", timezone: "Asia/Jayapura", status: "inactive" },
];

export const PROJECTS = [{ __typename: "Project", id: 7, name: "Sampling Kopi", status: "active" }];

export const PROVINCES = [
  { __typename: "Province", id: "31", name: "DKI Jakarta" },
  { __typename: "Province", id: "73", name: "Sulawesi Selatan" },
];

export const CITIES = [
  { __typename: "City", id: "31.71", name: "Jakarta Selatan" },
  { __typename: "City", id: "73.71", name: "Makassar" },
];

export function agentRow(id: number, fullName: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: "Agent",
    id,
    fullName,
    nik: `31710115089000${String(id).padStart(2, "0")}`,
    phoneNumber: `81200000${String(id).padStart(3, "0")}`,
    selfieUrl: null,
    joinDate: "2024-03-01",
    contractType: "pkwt",
    contractStatus: "active",
    workerStatus: "active",
    branch: { __typename: "Branch", id: 1, name: "Jakarta Selatan", timezoneLabel: "WIB" },
    project: null,
    ...extra,
  };
}

export function agentPage(items: unknown[], totalItems = items.length, limit = 10, page = 1) {
  return { agents: { __typename: "AgentPage", totalItems, limit, page, items } };
}

/** The lookups every employee screen loads (branches, projects, regions, fields). */
export function lookupAnswer(name: string): { data: unknown } | undefined {
  switch (name) {
    case "AgentBranchOptions":
      return {
        data: {
          branches: {
            __typename: "BranchPage",
            totalItems: BRANCHES.length,
            limit: 100,
            page: 1,
            items: BRANCHES,
          },
        },
      };
    case "AgentProjectOptions":
      return {
        data: {
          projects: {
            __typename: "ProjectPage",
            totalItems: PROJECTS.length,
            limit: 100,
            page: 1,
            items: PROJECTS,
          },
        },
      };
    case "AgentProvinces":
      return { data: { provinces: PROVINCES } };
    case "AgentCities":
      return { data: { cities: CITIES } };
    case "AgentFieldList":
      return { data: { agentFields: [] } };
    default:
      return undefined;
  }
}
