import { useEffect, useRef, useState } from "react";

// An action a member can take back for a few seconds (decision 041): the server's transitions stay one-way, so the
// screen holds the action and sends it only once the time to take it back has passed.

/** How long 'Annuler' is offered before a held action is sent. */
export const HOLD_MS = 5_000;

/** The whole seconds left until `until` (epoch ms), counted down each second; 0 once it has passed. */
export function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * One action held in memory: `hold()` starts the wait (a second press while held counts once), `undo()` drops it,
 * and it runs when the wait ends, or at once if the screen goes away first (the member chose it, and did not undo).
 */
export function useHeldAction(run: () => void) {
  const [until, setUntil] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The action as last rendered: it runs later, from a timer or the screen's leaving.
  const action = useRef(run);
  useEffect(() => {
    action.current = run;
  });
  const fire = () => action.current();

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setUntil(null);
  };
  const hold = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      stop();
      fire();
    }, HOLD_MS);
    setUntil(Date.now() + HOLD_MS);
  };

  // Leaving the screen sends what is still held: only 'Annuler' takes it back.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      fire();
    },
    [],
  );
  return { until, hold, undo: stop };
}
