import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { startCampaignPath } from "../auth/return-path";
import { Button, type ButtonProps } from "../components/ui/button";
import { useAuth } from "../session/auth-context";

type ArrowLinkButtonProps = Omit<ButtonProps, "asChild" | "children"> & { to: string; label: string };

/** A link drawn as a button, its label followed by an arrow: the marketing pages' way to another page. */
export function ArrowLinkButton({ to, label, ...button }: ArrowLinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {`${label} `}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** 'Créer ma campagne', the marketing pages' first call: the creation form, through sign-up for a visitor. */
export function CreateCampaignButton(button: Omit<ArrowLinkButtonProps, "to" | "label">) {
  const { user } = useAuth();
  return <ArrowLinkButton to={startCampaignPath(Boolean(user))} label="Créer ma campagne" size="lg" {...button} />;
}
