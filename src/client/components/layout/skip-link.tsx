/** The first stop of the keyboard: straight to the page's #contenu, past the header. */
export function SkipLink({ className }: { className: string }) {
  return (
    <a
      href="#contenu"
      className={`sr-only z-50 rounded-full px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 ${className}`}
    >
      Aller au contenu
    </a>
  );
}
