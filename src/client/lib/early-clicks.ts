// The home page is prerendered, a campaign page rendered by the server, and their code arrives after the first
// paint (vite.config.ts, boot script): a button clicked in between did nothing. The boot script keeps the last such button in window.__earlyClicks;
// once the page is hydrated (same DOM nodes), it is clicked again so that the visitor's click counts.

type EarlyClickWindow = Window & { __earlyClicks?: HTMLElement[]; __appHydrated?: boolean };

/** Called once the app has taken over the page; clicks again the button clicked too early, if any. */
export function replayEarlyClicks(win: EarlyClickWindow = window): void {
  win.__appHydrated = true;
  const buttons = win.__earlyClicks?.splice(0) ?? [];
  const last = buttons[buttons.length - 1];
  if (last?.isConnected) last.click();
}
