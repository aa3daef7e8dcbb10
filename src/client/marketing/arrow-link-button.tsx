import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { Button, type ButtonProps } from "../components/ui/button";

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

/** 'Créer ma campagne' (/campaign/create), the marketing pages' first call. */
export function CreateCampaignButton(button: Omit<ArrowLinkButtonProps, "to" | "label">) {
  return <ArrowLinkButton to={pathTo("campaignCreate")} label="Créer ma campagne" size="lg" {...button} />;
}
