import { Link } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { legalLinks } from "../components/layout/legal-links";
import { LogoMark } from "../components/layout/logo";
import { NewsletterForm } from "../marketing/newsletter-form";

// The footer of docs/product.md#header-and-footer, with real destinations instead of the specified '#'.
// Labels differ from the header's and the sign-up form's links on purpose: one accessible name, one link.
const columns = [
  {
    title: "Ressources",
    links: [
      { to: pathTo("howItWorks"), label: "Le fonctionnement" },
      { to: pathTo("chocolates"), label: "Nos tablettes" },
      { to: pathTo("faq"), label: "Questions fréquentes" },
      { to: pathTo("support"), label: "Support" },
    ],
  },
  {
    title: "Information",
    links: legalLinks,
  },
  {
    title: "Société",
    links: [
      { to: pathTo("about"), label: "À propos" },
      { to: pathTo("contact"), label: "Nous contacter" },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto bg-chocolate text-cream">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-3 lg:col-span-1">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-display text-lg font-semibold">Boutique Solidaire</span>
          </div>
          <p className="max-w-xs text-sm text-cream/75">
            Du chocolat bio et équitable, fabriqué par un maître chocolatier près de Vannes, pour financer les projets des associations,
            écoles et clubs.
          </p>
        </div>

        {columns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="mb-3 font-sans text-sm font-semibold tracking-wide text-peach uppercase">
              {column.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-cream/80 transition-colors hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-peach uppercase">S'abonner</h2>
          <p className="mb-3 text-sm text-cream/75">
            Une lettre par mois : idées de collecte, nouvelles de l'atelier et tablettes de saison. Désinscription en un clic.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-cream/60 sm:px-6">
          © {new Date().getFullYear()} Boutique Solidaire. Chocolat artisanal fabriqué en Bretagne, près de Vannes.
        </p>
      </div>
    </footer>
  );
}
