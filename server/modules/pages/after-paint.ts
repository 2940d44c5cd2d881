// Scripts after the first paint (issue 17). A server-rendered page paints from its HTML and stylesheets
// alone, so its module scripts are not named in the head, where the browser would fetch 140 KB of them
// beside the stylesheets and the first banner on a slow line: their addresses go in a JSON block, and the
// small inline loader of index.html (allowed by its CSP hash) adds them once the page has painted and its
// first banner image (the page's largest paint, fetchpriority=high) has arrived, 1 s at the latest. The
// plain shell (other routes, ssr=off, a failed render) keeps its script tags: it needs them to paint at all.
// Pure string work on the built template; the order is kept (the entry first, then its preloads).

const TAG = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** The id of the JSON block the loader in index.html reads. */
export const AFTER_PAINT_ID = 'after-paint';

/** `html` without its module script and preload tags, and those addresses (entry first, no repeats). */
export function takeScripts(html: string): { html: string; entry: string[]; preload: string[] } {
  const entry: string[] = [];
  const preload: string[] = [];
  const rest = html.replace(TAG, (_tag, src: string | undefined, href: string | undefined) => {
    if (src !== undefined && !entry.includes(src)) {
      entry.push(src);
    } else if (href !== undefined && !preload.includes(href)) {
      preload.push(href);
    }
    return '';
  });
  return { html: rest, entry, preload: preload.filter((href) => !entry.includes(href)) };
}

/** The JSON block the loader reads: {entry, preload}. Addresses are the build's own, so no "</" can occur. */
export function afterPaintBlock(entry: readonly string[], preload: readonly string[]): string {
  return `<script type="application/json" id="${AFTER_PAINT_ID}">${JSON.stringify({ entry, preload }).replaceAll('<', '\\u003c')}</script>`;
}
