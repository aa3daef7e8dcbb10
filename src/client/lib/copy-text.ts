// Copying a link (a seller's, the campaign's). The Clipboard API needs a secure page (https or localhost) and may be
// refused: on a phone that opened the shop by its address on a local network it is missing. The older copy command over
// a selected, off-screen text area then takes over. False when neither could copy: the screen says to copy by hand.

export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permission, page not focused): try the older way.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  // Off-screen, with text large enough that iOS doesn't zoom into it.
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.fontSize = "16px";
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === "function" && document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
