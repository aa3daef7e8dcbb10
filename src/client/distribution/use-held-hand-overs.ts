import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { HandOverResponse } from "../../shared/distribution-responses";
import { HOLD_MS } from "../lib/held-action";
import { useHandOver } from "./distribution-api";
import { heldHandOvers, holdHandOver, releaseHandOver, type HeldHandOver } from "./hand-over-queue";

type Answers = {
  onAnswer: (answer: HandOverResponse) => void;
  onFailure: (error: unknown, reference: string) => void;
};

/**
 * 'Remettre' held for a few seconds with 'Annuler' (decision 041). Each hand-over waits in the phone's queue
 * (hand-over-queue.ts), is sent when its time comes (at once for those whose time passed while the page was closed),
 * and leaves the queue with the server's answer. `waiting` are those 'Annuler' can still take back; `pending` every
 * reference held or on its way, whose 'Remettre' is not pressed again.
 */
export function useHeldHandOvers(campaignId: string, answers: Answers) {
  const handOver = useHandOver(campaignId);
  const [held, setHeld] = useState<HeldHandOver[]>(() => heldHandOvers(campaignId));
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const onTheWay = useRef(new Set<string>());
  const reread = () => setHeld(heldHandOvers(campaignId));

  const send = useEffectEvent((reference: string) => {
    if (onTheWay.current.has(reference)) return;
    onTheWay.current.add(reference);
    setSending(new Set(onTheWay.current));
    handOver
      .mutateAsync(reference)
      .then(answers.onAnswer, (error: unknown) => answers.onFailure(error, reference))
      .finally(() => {
        // Answered, or refused, or lost on the way: the screen says which; 'Réessayer' holds it again.
        releaseHandOver(campaignId, reference);
        onTheWay.current.delete(reference);
        setSending(new Set(onTheWay.current));
        reread();
      });
  });

  const waiting = held.filter((entry) => !sending.has(entry.reference));
  const nextAt = waiting[0]?.send_at;
  useEffect(() => {
    if (nextAt === undefined) return;
    const timer = setTimeout(
      () => heldHandOvers(campaignId).forEach((entry) => entry.send_at <= nextAt && send(entry.reference)),
      Math.max(0, nextAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [campaignId, nextAt]);

  return {
    waiting,
    pending: new Set([...held.map((entry) => entry.reference), ...sending]),
    /** Holds a hand-over for `delay` ms ('Réessayer' sends at once); a second press of the same order does nothing. */
    hold(reference: string, delay = HOLD_MS) {
      const added = holdHandOver({ campaign_id: campaignId, reference, send_at: Date.now() + delay });
      if (added) reread();
      return added;
    },
    /** 'Annuler': false when it was on its way already. */
    undo(reference: string) {
      if (onTheWay.current.has(reference)) return false;
      releaseHandOver(campaignId, reference);
      reread();
      return true;
    },
  };
}
