import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { HandOverResponse } from "../../shared/distribution-responses";
import { HOLD_MS } from "../lib/held-action";
import { isNetworkFailure } from "../lib/offline-reads";
import { useHandOver } from "./distribution-api";
import { heldHandOvers, holdHandOver, markUnsent, releaseHandOver, type HeldHandOver } from "./hand-over-queue";

/** How often hand-overs left unsent are tried again while the phone believes it is online (a hall's weak signal). */
export const RESEND_MS = 15_000;

type Answers = {
  /** The server's answer; `held.unsent` says it had waited for the network. */
  onAnswer: (answer: HandOverResponse, held: HeldHandOver) => void;
  /** The server's refusal (never a lost connection: that one waits in the queue). */
  onRefusal: (error: unknown, held: HeldHandOver) => void;
};

const offline = (error: unknown) => isNetworkFailure(error) || (typeof navigator !== "undefined" && navigator.onLine === false);

/**
 * 'Remettre' held for a few seconds with 'Annuler' (decision 041), then sent with its key until the server answers
 * (decision 044). Each hand-over waits in the phone's queue (hand-over-queue.ts); one that can't reach the server stays
 * there, `unsent`, and is sent again when the network comes back (and every RESEND_MS meanwhile), with the same key.
 * `waiting` are those 'Annuler' can still take back; `unsent` those waiting for the network; `pending` every reference
 * held or on its way, whose 'Remettre' is not pressed again; `unreachable` says the last sending found no network.
 */
export function useHeldHandOvers(campaignId: string, answers: Answers) {
  const handOver = useHandOver(campaignId);
  const [held, setHeld] = useState<HeldHandOver[]>(() => heldHandOvers(campaignId));
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [unreachable, setUnreachable] = useState(false);
  const onTheWay = useRef(new Set<string>());
  const reread = () => setHeld(heldHandOvers(campaignId));

  const send = useEffectEvent((entry: HeldHandOver) => {
    if (onTheWay.current.has(entry.reference)) return;
    onTheWay.current.add(entry.reference);
    setSending(new Set(onTheWay.current));
    handOver
      .mutateAsync({ reference: entry.reference, key: entry.key })
      .then(
        (answer) => {
          releaseHandOver(campaignId, entry.reference);
          setUnreachable(false);
          answers.onAnswer(answer, entry);
        },
        (error: unknown) => {
          if (offline(error)) {
            markUnsent(campaignId, entry.reference);
            setUnreachable(true);
            return;
          }
          releaseHandOver(campaignId, entry.reference);
          setUnreachable(false);
          answers.onRefusal(error, entry);
        },
      )
      .finally(() => {
        onTheWay.current.delete(entry.reference);
        setSending(new Set(onTheWay.current));
        reread();
      });
  });

  const waiting = held.filter((entry) => !entry.unsent && !sending.has(entry.reference));
  const unsent = held.filter((entry) => entry.unsent);
  const nextAt = waiting[0]?.send_at;
  useEffect(() => {
    if (nextAt === undefined) return;
    const timer = setTimeout(
      () => heldHandOvers(campaignId).forEach((entry) => !entry.unsent && entry.send_at <= nextAt && send(entry)),
      Math.max(0, nextAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [campaignId, nextAt]);

  // Those a closed page left unsent go at once when it opens again; if the network is still gone, they wait again.
  useEffect(() => heldHandOvers(campaignId).forEach((entry) => entry.unsent && send(entry)), [campaignId]);

  // Those left unsent go again when the browser says the network is back, and now and then meanwhile.
  const anyUnsent = unsent.length > 0;
  useEffect(() => {
    if (!anyUnsent) return;
    const resend = () => heldHandOvers(campaignId).forEach((entry) => entry.unsent && send(entry));
    const timer = setInterval(() => navigator.onLine && resend(), RESEND_MS);
    window.addEventListener("online", resend);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", resend);
    };
  }, [campaignId, anyUnsent]);

  return {
    waiting,
    unsent,
    unreachable,
    pending: new Set([...held.map((entry) => entry.reference), ...sending]),
    /** Holds a hand-over for `delay` ms; a second press of the same order does nothing. */
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
