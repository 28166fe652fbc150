import type { Page } from "playwright-core";
import { OrgListPage } from "./BranchPage.ts";

/** Merchant (/merchants). */
export class MerchantPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/merchants", "Merchant", "Merchants");
  }
}
