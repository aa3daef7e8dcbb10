import { EARLY_TAPS_ATTRIBUTE, type EarlyClicks } from "./early-clicks-boot";

// A rendered page (the prerendered public pages, a campaign page rendered by the server) shows its buttons seconds
// before its app arrives on a slow phone. The boot script (early-clicks-boot.ts) records every tap on them meanwhile,
// in order, and draws each button pressed; once the app has adopted the page (the same DOM nodes), each tap is done
// again here, once (docs/decisions/042-no-tap-lost-while-a-page-loads.md).

export type EarlyClickWindow = Window & { __earlyClicks?: EarlyClicks; __appHydrated?: boolean };

/** Runs `step` in a task of its own: React renders what one replayed tap changed before the next one. */
const inNextTask = (step: () => void) => void setTimeout(step, 0);

/**
 * Called once the app holds the page. Taps that come while the replay runs join its end, so that order holds;
 * when the queue is empty, window.__appHydrated tells the boot script that taps are the app's from now on.
 */
export function replayEarlyClicks(win: EarlyClickWindow = window, nextTask = inNextTask): void {
  const early = win.__earlyClicks;
  if (!early) {
    win.__appHydrated = true;
    return;
  }
  if (early.started) return;
  early.started = true;
  // What the visitor asked for is now being done: the buttons no longer look as if they wait.
  for (const tap of early.queue) tap.element.removeAttribute(EARLY_TAPS_ATTRIBUTE);

  const step = () => {
    const tap = early.queue.shift();
    if (!tap) {
      win.__appHydrated = true;
      return;
    }
    tap.element.removeAttribute(EARLY_TAPS_ATTRIBUTE);
    if (tap.element.isConnected) {
      early.replaying = true;
      try {
        if (tap.element === tap.form) tap.form.requestSubmit();
        else tap.element.click();
      } finally {
        early.replaying = false;
      }
    }
    nextTask(step);
  };
  nextTask(step);
}
