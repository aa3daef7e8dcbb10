// Copying a seller's link. The Clipboard API needs a secure page (https or localhost): on a phone that opened the
// shop by its address on the school's network, it is missing, so an off-screen text area and the older copy command
// take over. Resolves false when neither could copy: the screen then says to copy the link by hand.

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
  // Off-screen, and large enough text that iOS doesn't zoom into it.
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.fontSize = "16px";
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = typeof document.execCommand === "function" && document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
