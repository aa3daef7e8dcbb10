// The boot script's part that takes the visitor's taps while a rendered page waits for its app
// (docs/decisions/042-no-tap-lost-while-a-page-loads.md). The boot script is written out at build time
// (vite.config.ts): this gives its text, plain ES5 run before anything else on the page; early-clicks.ts replays
// what it recorded once the app holds the page.

/** Set on a control tapped before the app arrived: how many times (styles.css draws it pressed, with '+N'). */
export const EARLY_TAPS_ATTRIBUTE = "data-early-taps";

/**
 * One tap taken before the app arrived: the control to click again, or a form sent by a key without a button (then
 * sent again). `form` is the form a tap sends, if any: a form is sent once however many times it was asked.
 */
export type EarlyClick = { element: HTMLElement; form: HTMLFormElement | null };

/** What the boot script hands to the app, as window.__earlyClicks. */
export type EarlyClicks = {
  queue: EarlyClick[];
  /** True while the app clicks a recorded control again: that click is the app's, not a new tap to record. */
  replaying: boolean;
  /** The replay has begun: a second call (a second root) does nothing. */
  started?: boolean;
};

/**
 * The boot script's statements for a page whose app takes over `containerId`; `d` is the document and `start()`
 * fetches the app. Until the replay is over (window.__appHydrated), each button or [role=button] of the page that is
 * tapped is recorded, drawn pressed, and hidden from React: React 19 replays a click it sees during hydration itself,
 * and this one is ours to replay, so each tap is done once, in the order it came. Links, fields, labels and
 * summaries keep the browser's own behaviour: a link is followed, a field typed into, a box ticked.
 */
export function earlyClicksBootScript(containerId: string): string {
  const attribute = JSON.stringify(EARLY_TAPS_ATTRIBUTE);
  return `var early = (window.__earlyClicks = { queue: [], replaying: false });
    var holds = function () { return window.__appHydrated || early.replaying; };
    var controlOf = function (target) {
      // Looked up at the tap: the boot script runs in <head>, before the page's body exists.
      var container = d.getElementById(${JSON.stringify(containerId)});
      var found = target && target.closest ? target.closest("a[href], button, [role=button], input, select, textarea, label, summary") : null;
      if (!found || !container || !container.contains(found)) return null;
      return found.tagName === "BUTTON" || (found.tagName !== "A" && found.getAttribute("role") === "button") ? found : null;
    };
    var sends = function (form) {
      return early.queue.some(function (tap) { return tap.form === form; });
    };
    var record = function (element, form) {
      if (form && sends(form)) return;
      early.queue.push({ element: element, form: form });
      if (element === form) return;
      element.setAttribute(${attribute}, String(Number(element.getAttribute(${attribute}) || 0) + 1));
    };
    d.addEventListener("click", function (event) {
      if (holds()) return;
      start();
      var control = controlOf(event.target);
      if (!control) return;
      // Not React's (it would replay it too), and a form's button sends nothing the old way (a reload).
      event.stopPropagation();
      event.preventDefault();
      record(control, control.type === "submit" && control.form ? control.form : null);
    }, true);
    d.addEventListener("submit", function (event) {
      if (holds()) return;
      // A form sent by a key with no button clicked: kept, not sent the old way (the password in the address).
      event.stopPropagation();
      event.preventDefault();
      start();
      var form = event.target, submitter = event.submitter;
      record(submitter && submitter.form === form ? submitter : form, form);
    }, true);`;
}
