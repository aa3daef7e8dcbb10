import { pathTo } from "../../../shared/page-paths";
import { AppLink as Link } from "../../components/app-link";
import { LogoMark } from "../../components/layout/logo";
import { legalLinks } from "../../components/layout/legal-links";

// The legal pages a buyer needs on the shop itself: the seller and its sales terms, the data, the accessibility state.

/** A small footer: the association, the platform behind the shop, the legal pages. */
export function CampaignFooter({ associationName }: { associationName: string }) {
  const link = "underline-offset-4 hover:text-chocolate hover:underline";
  return (
    <footer className="below-the-fold border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-center text-sm text-muted sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <p>
            © {new Date().getFullYear()} {associationName}. Boutique solidaire propulsée par{" "}
            <Link to={pathTo("home")} className={`font-semibold text-chocolate ${link}`}>
              Boutique Solidaire
            </Link>
            .
          </p>
        </div>
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            {legalLinks.map((legal) => (
              <li key={legal.to}>
                <Link to={legal.to} className={link}>
                  {legal.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
