/**
 * Runs `action` once, at the visitor's first key, touch or click anywhere on the page (focusing a field counts);
 * returns what stops waiting for it (an effect's cleanup).
 */
export function onFirstAction(action: () => void): () => void {
  const events = ["focusin", "pointerdown", "keydown"] as const;
  const once = () => {
    stop();
    action();
  };
  const stop = () => events.forEach((type) => removeEventListener(type, once, { capture: true }));
  events.forEach((type) => addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}
