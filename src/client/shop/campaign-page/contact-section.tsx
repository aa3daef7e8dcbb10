import type { ReactNode } from "react";
import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { Container } from "../../components/page";
import { Card } from "../../components/ui/card";
import { telHref } from "./campaign-display";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "./social-icons";

/**
 * docs/product.md#campaign-page: contact block (e-mail, phone, address when present) and 'Suivez-nous' links when
 * present.
 */
export function ContactSection({ campaign }: { campaign: PublicCampaign }) {
  const name = campaign.association_name;
  const socials = [
    { url: campaign.social_facebook, label: "Facebook", Icon: FacebookIcon },
    { url: campaign.social_instagram, label: "Instagram", Icon: InstagramIcon },
    { url: campaign.social_twitter, label: "Twitter", Icon: TwitterIcon },
  ].filter((s): s is typeof s & { url: string } => Boolean(s.url));
  const hasContact = Boolean(campaign.contact_email || campaign.contact_phone || campaign.association_address);
  if (!hasContact && socials.length === 0) return null;

  return (
    <section aria-labelledby="contact-title" className="below-the-fold pb-16 sm:pb-20">
      <Container className="max-w-5xl">
        <Card className="grid gap-8 p-6 sm:p-8 md:grid-cols-2">
          {hasContact ? (
            <div>
              <h2 id="contact-title" className="text-2xl font-semibold">
                Nous contacter
              </h2>
              <ul className="mt-5 space-y-4">
                {campaign.contact_email ? (
                  <ContactRow icon={Mail}>
                    <a
                      href={`mailto:${campaign.contact_email}`}
                      className="mt-1.5 font-medium break-all text-chocolate underline-offset-4 hover:underline"
                    >
                      {campaign.contact_email}
                    </a>
                  </ContactRow>
                ) : null}
                {campaign.contact_phone ? (
                  <ContactRow icon={Phone}>
                    <a
                      href={telHref(campaign.contact_phone)}
                      className="mt-1.5 font-medium text-chocolate underline-offset-4 hover:underline"
                    >
                      {campaign.contact_phone}
                    </a>
                  </ContactRow>
                ) : null}
                {campaign.association_address ? (
                  <ContactRow icon={MapPin}>
                    <address className="mt-1.5 whitespace-pre-line text-ink/90 not-italic">
                      <span className="block text-sm font-semibold text-muted">Adresse de retrait</span>
                      {campaign.association_address}
                    </address>
                  </ContactRow>
                ) : null}
              </ul>
            </div>
          ) : (
            <h2 id="contact-title" className="sr-only">
              Nous contacter
            </h2>
          )}
          {socials.length > 0 ? (
            <div>
              <h3 className="text-2xl font-semibold">Suivez-nous</h3>
              <ul className="mt-5 flex flex-wrap gap-3">
                {socials.map(({ url, label, Icon }) => (
                  <li key={label}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} de ${name} (nouvel onglet)`}
                      className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-4 font-medium text-chocolate transition hover:border-(--campaign-primary)"
                    >
                      <Icon className="size-5" />
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Card>
      </Container>
    </section>
  );
}

/** One way to reach the association, after its icon in the campaign's second colour. */
function ContactRow({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-(--campaign-secondary) text-(--campaign-on-secondary)">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {children}
    </li>
  );
}
