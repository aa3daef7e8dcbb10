import type { AssociationSummary } from "../../../shared/account";
import type { CampaignCreateInput } from "../../../shared/campaign";

/**
 * What the creation form starts from (decision 034): once the association's details were given, its name,
 * description, address and contacts, so a later campaign doesn't ask them again; before, only the account's address
 * as the contact e-mail (the placeholder name is not one to offer).
 */
export function associationDefaults(association: AssociationSummary): Partial<CampaignCreateInput> {
  if (!association.details_given) return { contact_email: association.contact_email ?? "" };
  return {
    association_name: association.name,
    association_description: association.description ?? "",
    contact_email: association.contact_email ?? "",
    contact_phone: association.contact_phone ?? "",
    association_address: association.address ?? "",
  };
}
