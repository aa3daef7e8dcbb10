import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { toast } from "sonner";
import type { CampaignCard } from "../../shared/campaign";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../components/ui/dialog";
import { DialogFormFooter } from "../components/ui/dialog-form-footer";
import { describeError } from "../lib/error-message";
import { duplicateCampaign } from "../campaigns/campaign-api";
import { onePagerPath } from "../campaigns/campaign-paths";
import { campaignCardsQueryKey } from "../campaigns/campaign-cards-api";

/**
 * 'Dupliquer' (docs/product.md#several-campaigns): next season's shop from this one, with this season's sellers if
 * asked (docs/product.md#sellers), each with a new link; the parents' agreement for children is confirmed again.
 */
export function DuplicateDialog({ campaign, associationId }: { campaign: CampaignCard; associationId: string }) {
  const [open, setOpen] = useState(false);
  const [copySellers, setCopySellers] = useState(false);
  const [consent, setConsent] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useMutation({
    mutationFn: () => duplicateCampaign(campaign.id, { copy_sellers: copySellers, parental_consent: copySellers && consent }),
    // Said in the dialog, which stays open with the choices made.
    meta: { silent: true },
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: campaignCardsQueryKey(associationId) });
      toast.success("Campagne dupliquée", { description: "Modifiez la copie, puis publiez-la quand elle est prête." });
      setOpen(false);
      void navigate(onePagerPath(copy.id));
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) duplicate.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost">
          <Copy aria-hidden="true" />
          Dupliquer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dupliquer la campagne</DialogTitle>
          <DialogDescription>
            Une copie en brouillon : vos textes, images et couleurs, sans les ventes ni les dates de cette saison.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!duplicate.isPending) duplicate.mutate();
          }}
        >
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
            <Checkbox checked={copySellers} onChange={(event) => setCopySellers(event.target.checked)} className="mt-0.5" />
            <span>Reprendre les vendeurs de cette campagne (chacun reçoit un nouveau lien)</span>
          </label>
          {copySellers ? (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
              <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} className="mt-0.5" />
              <span>Pour les enfants, les parents ont de nouveau donné leur accord pour cette saison</span>
            </label>
          ) : null}
          <DialogFormFooter
            error={duplicate.error ? describeError(duplicate.error).description : null}
            submitLabel="Dupliquer"
            pendingLabel="Duplication..."
            pending={duplicate.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
