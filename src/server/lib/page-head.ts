/**
 * The start of a page the server writes whole (an address's confirmation, the development mailbox), up to its body:
 * French, sized for phones, kept out of search engines, its styles in one <style> element and no script, so that it
 * works under the app's strict Content-Security-Policy. `title` is HTML, escaped by the caller.
 */
export function pageHead(title: string, styles: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${styles}</style>
</head>`;
}
