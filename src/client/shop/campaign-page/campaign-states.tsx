import type { ReactNode } from "react";
import { Link } from "react-router";
import { Clock, SearchX, Store } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import { Logo } from "../../components/layout/logo";
import { Button } from "../../components/ui/button";

// The pages a visitor sees instead of a campaign (docs/product.md#unavailable-campaign).

function StateShell({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <header className="border-b border-line/60 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to={pathTo("home")} className="rounded-lg" aria-label="Boutique Solidaire, accueil">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="contenu" className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-peach-light text-brand-deeper">{icon}</span>
        {children}
      </main>
    </div>
  );
}

/** Under a failed read: 'Réessayer' when trying again may help, then the way out. */
export function RetryOrLeave({ onRetry, to, label }: { onRetry?: () => void; to: string; label: string }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      ) : null}
      <Button asChild>
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}

type NotFoundProps = {
  /**
   * The reason (docs/product.md#unavailable-campaign): 'Slug manquant', 'Erreur lors du chargement'
   * or 'Campagne introuvable ou non publiée'.
   */
  reason: string;
  onRetry?: () => void;
};

export function CampaignNotFound({ reason, onRetry }: NotFoundProps) {
  return (
    <StateShell icon={<SearchX className="size-8" aria-hidden="true" />}>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Page introuvable</h1>
      <p className="mt-3 max-w-md text-lg text-ink/90">Cette campagne n'existe pas ou n'est pas publiée</p>
      <p className="mt-2 text-sm text-muted" data-testid="campaign-error">
        {reason}
      </p>
      <RetryOrLeave onRetry={onRetry} to={pathTo("home")} label="Retour à l'accueil" />
    </StateShell>
  );
}

/** A member (or an admin) opened the public address of a campaign that isn't published yet. */
export function CampaignPending({ slug }: { slug: string }) {
  return (
    <StateShell icon={<Clock className="size-8" aria-hidden="true" />}>
      <h1 className="mt-6 max-w-xl text-3xl font-semibold sm:text-4xl">Cette campagne est en attente de validation</h1>
      <p className="mt-3 max-w-md text-lg text-ink/90">
        Elle sera visible par tous dès sa publication. En attendant, vous pouvez la découvrir en aperçu.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={pathTo("campaignPreview", { slug })}>Voir l'aperçu</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathTo("account")}>Mon compte</Link>
        </Button>
      </div>
    </StateShell>
  );
}

/**
 * Decision 037: the association closed its shop ('Dépublier' in 'Modifier ma page'). Buyers are told so, truly: not
 * that the page waits for validation, nor that it never existed. Its members get the preview too.
 */
export function CampaignClosed({ previewSlug }: { previewSlug?: string }) {
  return (
    <StateShell icon={<Store className="size-8" aria-hidden="true" />}>
      <h1 className="mt-6 max-w-xl text-3xl font-semibold sm:text-4xl">Cette boutique est fermée</h1>
      <p className="mt-3 max-w-md text-lg text-ink/90">
        L'association a fermé sa boutique en ligne : les commandes ne sont plus possibles pour le moment. Merci de votre soutien, et
        n'hésitez pas à revenir plus tard.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {previewSlug ? (
          <Button asChild>
            <Link to={pathTo("campaignPreview", { slug: previewSlug })}>Voir l'aperçu</Link>
          </Button>
        ) : null}
        <Button asChild variant={previewSlug ? "outline" : "default"}>
          <Link to={pathTo("home")}>Retour à l'accueil</Link>
        </Button>
      </div>
    </StateShell>
  );
}
