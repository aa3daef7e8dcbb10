import { Mail } from "lucide-react";
import { Container, PageHeader } from "../components/page";
import { usePageTitle } from "../lib/use-page-title";

export const CONTACT_EMAIL = "contact@boutique-solidaire.fr";

/** docs/product.md#other-pages: the contact page shows only a contact e-mail as a mail link. */
export function ContactPage() {
  usePageTitle("Contact");
  return (
    <>
      <PageHeader title="Contact" lead="Une question sur votre campagne, une commande ou un partenariat ? Écrivez-nous." />
      <Container className="flex justify-center py-12">
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="inline-flex items-center gap-3 rounded-full bg-white px-6 py-4 text-lg font-semibold text-brand-dark shadow-(--shadow-soft) hover:text-brand-deeper hover:underline"
        >
          <Mail className="size-5" aria-hidden="true" />
          {CONTACT_EMAIL}
        </a>
      </Container>
    </>
  );
}
