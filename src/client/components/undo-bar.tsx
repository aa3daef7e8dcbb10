import { useEffect, useRef } from "react";
import { Undo2 } from "lucide-react";
import { useSecondsLeft } from "../lib/held-action";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";

type UndoBarProps = {
  /** What is about to be sent, in the member's words ('Commande BS-… · Élodie Martin : 3 tablettes'). */
  title: string;
  /** When to press 'Annuler' ('Annuler si ce n'est pas la bonne commande.'). */
  hint: string;
  /** When it is sent (epoch ms): the bar counts down to it. */
  until: number;
  /** The button's name for assistive technology ('Annuler la remise de la commande BS-…'). */
  undoLabel: string;
  onUndo: () => void;
  /** Takes the focus when it shows, so that a keyboard reaches 'Annuler' in time. */
  focusOnShow?: boolean;
  className?: string;
};

/**
 * A held action (decision 041), said as it is: not done yet, done in a few seconds unless 'Annuler' is pressed. The
 * countdown is for the eyes; assistive technology hears the sentence once, not every second.
 */
export function UndoBar({ title, hint, until, undoLabel, onUndo, focusOnShow = false, className }: UndoBarProps) {
  const seconds = useSecondsLeft(until);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) undo.current?.focus({ preventScroll: true });
  }, [focusOnShow]);
  return (
    <div
      role="status"
      className={cn("flex flex-col gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 p-3 text-amber-950", className)}
    >
      <p className="leading-snug font-semibold break-words">{title}</p>
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">
          <span aria-hidden="true">Enregistrement dans {seconds} s.</span>
          <span className="sr-only">Enregistrement dans quelques secondes.</span> {hint}
        </p>
        <Button ref={undo} size="lg" variant="outline" className="shrink-0" aria-label={undoLabel} onClick={onUndo}>
          <Undo2 aria-hidden="true" />
          Annuler
        </Button>
      </div>
    </div>
  );
}
