import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

const LinkComponent = createContext<ComponentType<AppLinkProps> | null>(null);

/** Inside the app, links go through its router (React Router's Link, given here by app-providers.tsx). */
export const AppLinkProvider = LinkComponent.Provider;

/**
 * A link for components that also run outside the app's router: the stand-alone campaign page
 * (campaign-entry.tsx) carries no router, and there a link is a plain page load.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const RouterLink = useContext(LinkComponent);
  // The component comes from a context set once by the app, not created here: React keeps the link's state.
  // eslint-disable-next-line react-hooks/static-components -- the rule cannot tell a context value from a new component
  return RouterLink ? <RouterLink to={to} {...props} /> : <a href={to} {...props} />;
}
