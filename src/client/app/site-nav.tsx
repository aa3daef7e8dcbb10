import { NavLink } from "react-router";
import { cn } from "../lib/utils";
import { headerLinks } from "./nav-links";

type SiteNavProps = {
  label: string;
  className: string;
  linkClassName: string;
  /** The mobile menu closes when a link is followed. */
  onNavigate?: () => void;
};

/** The site's main pages as a navigation, the current one marked: the header's row and the mobile menu's column. */
export function SiteNav({ label, className, linkClassName, onNavigate }: SiteNavProps) {
  return (
    <nav aria-label={label} className={className}>
      {headerLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          onClick={onNavigate}
          className={({ isActive }) => cn(linkClassName, isActive && "bg-peach-light text-brand-dark")}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
