import { toast } from "sonner";
import { LEADERBOARD_SIZE } from "../../shared/sellers-rules";
import { useLeaderboardSetting } from "./sellers-api";
import { useSingleFlight } from "./use-single-flight";

const SWITCH_ID = "leaderboard-enabled";

/**
 * 'Afficher le classement sur la page de la campagne': the best sellers and groups on the public page, first names
 * and groups only (docs/product.md#privacy). The switch shows what the server holds; a change shows once it answered.
 */
export function LeaderboardSwitch({ campaignId, enabled }: { campaignId: string; enabled: boolean }) {
  const save = useLeaderboardSetting(campaignId);
  const once = useSingleFlight();

  const change = (next: boolean) =>
    once(async () => {
      try {
        await save.mutateAsync({ enabled: next });
      } catch {
        return; // the server's message is toasted by the query client; the switch stays as the server has it
      }
      toast.success(next ? "Classement affiché : choix enregistré" : "Classement masqué : choix enregistré");
    });

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={SWITCH_ID} className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span className="text-sm font-medium text-chocolate">Afficher le classement sur la page de la campagne</span>
        <input
          id={SWITCH_ID}
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={save.isPending}
          aria-describedby={`${SWITCH_ID}-hint`}
          onChange={(event) => void change(event.target.checked)}
          className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:bg-brand-dark checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-60"
        />
      </label>
      <p id={`${SWITCH_ID}-hint`} className="text-sm text-muted">
        {save.isPending
          ? "Enregistrement..."
          : `Les ${LEADERBOARD_SIZE} meilleurs vendeurs et les groupes, avec leurs tablettes vendues : seulement les prénoms et les groupes, jamais les montants ni les liens.`}
      </p>
    </div>
  );
}
