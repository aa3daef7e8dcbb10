import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../components/ui/button";
import { notifyFailure } from "../lib/notify";
import { cn } from "../lib/utils";
import { copyText } from "../lib/copy-text";

/** 'Copier le lien': the seller's whole link into the clipboard, said by a toast and on the button for a moment. */
export function CopyLinkButton({ link, firstName, className }: { link: string; firstName: string; className?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      toast.success(`Lien de ${firstName} copié`, { description: "Collez-le dans un message aux parents ou au vendeur." });
    } else {
      notifyFailure(`Sélectionnez-le et copiez-le à la main : ${link}`, "Le lien n'a pas pu être copié");
    }
  };

  return (
    <Button
      variant="outline"
      className={cn("lg:h-9 lg:px-3", className)}
      onClick={() => void copy()}
      aria-label={`Copier le lien de ${firstName}`}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Lien copié" : "Copier le lien"}
    </Button>
  );
}
