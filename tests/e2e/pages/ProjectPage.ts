import type { Page } from "playwright-core";
import { OrgListPage } from "./BranchPage.ts";

/** Project List (/projects). */
export class ProjectPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/projects", "Project List", "Projects");
  }
}
