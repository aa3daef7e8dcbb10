import { useState } from "react";
import { PackageCheck } from "lucide-react";
import { toast } from "sonner";
import type { BuyerMessagesResponse } from "../../shared/buyer-messages";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { buyersCount, useSendBuyerMessage } from "./buyer-messages-api";

type ReadyMessageSectionProps = { campaignId: string; recipients: number; pacing: BuyerMessagesResponse["pacing"] };

/** 'Votre commande est prête' to the buyers of pick-up orders not handed over yet, after a confirmation. */
export function ReadyMessageSection({ campaignId, recipients, pacing }: ReadyMessageSectionProps) {
  const [open, setOpen] = useState(false);
  const send = useSendBuyerMessage(campaignId);
  const limitReached = pacing.sent_today >= pacing.max_per_day;
  const blocked = recipients === 0 || pacing.ready_sent_today || limitReached;

  async function onConfirm() {
    let sent;
    try {
      sent = await send.mutateAsync({ kind: "ready" });
    } catch {
      setOpen(false);
      return; // the server's message is toasted by the query client
    }
    toast.success(`Message envoyé à ${buyersCount(sent.message.recipients)}`);
    setOpen(false);
  }

  let status: string;
  if (recipients === 0) status = "Aucun acheteur à prévenir pour le moment.";
  else if (pacing.ready_sent_today) status = "Déjà envoyé aujourd'hui : vous pourrez le renvoyer demain.";
  else status = `${buyersCount(recipients)} ${recipients > 1 ? "attendent encore leur commande" : "attend encore sa commande"}.`;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-semibold">Votre commande est prête</h2>
        <p className="mt-1 text-sm text-muted">
          Prévient par e-mail les acheteurs des commandes à retirer qui ne leur ont pas encore été remises, avec la date, l'horaire et le
          lieu de la distribution, et la référence de leur commande.
        </p>
      </div>
      <p className="text-sm font-medium text-ink">{status}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button disabled={blocked} className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:self-start">
            <PackageCheck aria-hidden="true" />
            Envoyer « Votre commande est prête »
          </Button>
        }
        title="Envoyer « Votre commande est prête » ?"
        description={`${buyersCount(recipients)} ${recipients > 1 ? "le recevront" : "le recevra"} par e-mail. Vous ne pourrez pas le renvoyer avant demain.`}
        confirm={{ label: `Envoyer à ${buyersCount(recipients)}`, pendingLabel: "Envoi...", pending: send.isPending, onConfirm }}
      />
    </Card>
  );
}
