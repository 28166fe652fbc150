import type { EntityPickerSource } from "../../org-common/index.ts";
import { PartnerOptionQuery, PartnerOptionsQuery } from "./documents.ts";

const optionOf = (partner: { id: number; fullName: string; nik: string }) => ({
  value: String(partner.id),
  label: `${partner.fullName} (${partner.nik})`,
});

/** Approved partners (team leads are chosen among them). */
export const approvedPartners: EntityPickerSource = {
  async search(client, q, limit) {
    const result = await client
      .query(PartnerOptionsQuery, { q: q || undefined, limit })
      .toPromise();
    return result.data?.partners.items.map(optionOf) ?? [];
  },
  async lookup(client, id) {
    const result = await client.query(PartnerOptionQuery, { id }).toPromise();
    return result.data?.partner ? optionOf(result.data.partner) : null;
  },
};
