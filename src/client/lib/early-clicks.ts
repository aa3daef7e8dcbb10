import { EARLY_TAPS_ATTRIBUTE, type EarlyClicks } from "./early-clicks-boot";

// A rendered page (the prerendered public pages, a campaign page rendered by the server) shows its buttons seconds
// before its app arrives on a slow phone. The boot script (early-clicks-boot.ts) records every tap on them meanwhile,
// in order, and draws each button pressed; once the app has adopted the page (the same DOM nodes), each tap is done
// again here, once (docs/decisions/042-no-tap-lost-while-a-page-loads.md).

export type EarlyClickWindow = Window & { __earlyClicks?: EarlyClicks; __appHydrated?: boolean };

/**
 * Runs `step` once React has rendered what the tap before changed: React renders a click's updates in a microtask it
 * queues during the click, so the next one queued after it comes after that render. Not a task of its own: on a
 * phone still decoding the page's pictures, each task waits its turn behind them (a second per tap, measured).
 */
const afterReactRenders = (step: () => void) => queueMicrotask(step);

/**
 * Called once the app holds the page; one tap after the other. Taps that come while the replay runs join its end, so that order holds;
 * when the queue is empty, window.__appHydrated tells the boot script that taps are the app's from now on.
 */
export function replayEarlyClicks(win: EarlyClickWindow = window, nextTask = afterReactRenders): void {
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
    const element = early.queue[0]?.element;
    if (!element) {
      win.__appHydrated = true;
      return;
    }
    // Taps in a row on one control in one go, rendered once: three 'Ajouter au panier' add three bars (the cart's
    // store counts them), a menu tapped twice because nothing moved opens, as the visitor meant.
    let taps = 0;
    while (early.queue[0]?.element === element) {
      early.queue.shift();
      taps += 1;
    }
    element.removeAttribute(EARLY_TAPS_ATTRIBUTE);
    if (element.isConnected) {
      early.replaying = true;
      try {
        for (let tap = 0; tap < taps; tap += 1) {
          if (element.tagName === "FORM") (element as HTMLFormElement).requestSubmit();
          else element.click();
        }
      } finally {
        early.replaying = false;
      }
    }
    nextTask(step);
  };
  nextTask(step);
}
