import { useEffect, useId, useRef, useState } from "react";
import { Check, Copy, LayoutGrid, Mail, MessageCircle, MessageSquareText } from "lucide-react";
import { shareSentence, shareTargets, type ShareOptions } from "../../../shared/share-message";
import { buttonVariants } from "../../components/ui/button";
import { Dialog, DialogDescription, DialogHeader, DialogTitle, ModalContent } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/utils";
import { copyText } from "../../lib/copy-text";

export type ShareSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The association's name, as the message names it: 'Soutenez {nom} : …'. */
  associationName: string;
  /** The whole address shared: the campaign's page, or a seller's link. */
  url: string;
  /** The seller whose link is shared: 'commandez auprès de {prénom}'. */
  sellerFirstName?: string | null;
};

const target = cn(buttonVariants({ variant: "outline", size: "md" }), "w-full justify-start px-3.5");

/**
 * 'Partager' (docs/product.md#sellers): the ready message (shared/share-message.ts) sent by WhatsApp, SMS or e-mail,
 * the link to copy, and on phones the system's own share sheet. A sheet at the bottom of a phone's screen, within
 * the thumb's reach; a centred dialog on wider screens. Used by the campaign page and by 'Ma boutique'.
 */
export function ShareSheet({ open, onOpenChange, associationName, url, sellerFirstName }: ShareSheetProps) {
  const options: ShareOptions = { campaign: { association_name: associationName }, url, sellerFirstName };
  const targets = shareTargets(options);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const link = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const systemShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = window.setTimeout(() => setCopy("idle"), 2500);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    if (await copyText(targets.link)) return setCopy("copied");
    setCopy("failed");
    link.current?.focus();
    link.current?.select();
  };

  const shareWithSystem = async () => {
    try {
      await navigator.share({ title: `Soutenez ${associationName}`, text: shareSentence(options), url });
    } catch {
      // Closed without sharing, or refused: the buttons of the sheet are still there.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ModalContent
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl data-[state=open]:animate-fade-in",
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-(--radius-card) sm:p-6",
        )}
      >
        <DialogHeader>
          <DialogTitle>Partager la boutique</DialogTitle>
          <DialogDescription>
            {sellerFirstName ? `Le message et le lien de ${sellerFirstName}, prêts à envoyer.` : "Le message et le lien, prêts à envoyer."}
          </DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-xl bg-cream p-3 text-sm text-ink">{shareSentence(options)}</blockquote>

        <ul aria-label="Partager par" className="mt-4 grid grid-cols-2 gap-2">
          <li>
            <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={target}>
              <MessageCircle aria-hidden="true" />
              WhatsApp<span className="sr-only"> (nouvel onglet)</span>
            </a>
          </li>
          <li>
            <a href={targets.sms} className={target}>
              <MessageSquareText aria-hidden="true" />
              SMS
            </a>
          </li>
          <li>
            <a href={targets.email} className={target}>
              <Mail aria-hidden="true" />
              E-mail
            </a>
          </li>
          <li>
            <button type="button" className={target} onClick={() => void copyLink()}>
              {copy === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copy === "copied" ? "Lien copié" : "Copier le lien"}
            </button>
          </li>
          {systemShare ? (
            <li className="col-span-2">
              <button type="button" className={target} onClick={() => void shareWithSystem()}>
                <LayoutGrid aria-hidden="true" />
                Autres applications
              </button>
            </li>
          ) : null}
        </ul>

        <label htmlFor={linkId} className="mt-4 block text-sm font-semibold text-chocolate">
          Lien à partager
        </label>
        <Input
          id={linkId}
          ref={link}
          readOnly
          value={targets.link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${linkId}-status`}
          className="mt-1.5"
        />
        <p id={`${linkId}-status`} role="status" className={cn("mt-1.5 text-sm", copy === "failed" ? "text-danger" : "sr-only")}>
          {copy === "copied" ? "Lien copié" : copy === "failed" ? "Le lien n'a pas pu être copié : sélectionnez-le et copiez-le." : ""}
        </p>
      </ModalContent>
    </Dialog>
  );
}
