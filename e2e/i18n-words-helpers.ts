// In-page checks of e2e/i18n-words.spec.ts: which English catalogue texts a part of the page shows (outside the
// feed's own names), and which labels are cut (text wider than its box) or broken inside a word (one word's
// letters on two lines, found by the rectangles of a Range over the word).
import type { Page } from '@playwright/test';

/** Elements that carry the feed's own names (teams, leagues) or the operator's banners: not ours to translate. */
export const FEED_OWN = [
  '[data-testid="home-team"]',
  '[data-testid="away-team"]',
  '[data-testid="markets-home"]',
  '[data-testid="markets-away"]',
  '[data-testid="tournament-title"]',
  '[data-testid="tournament-chips"] button',
  '[data-testid="tournament-open"]',
  '[data-testid="featured-card"] header span',
  '[data-testid="featured-card"] p',
  // League headings of the home's lists (the league name alone).
  '[data-testid="matches-panel"] h4',
  '[data-testid="upcoming"] h4',
  // The brand: Birr<span>Bet</span>.
  'header a[href="/"] span',
  '[data-testid="banner-slide"]',
  '[data-testid="banner-text"]',
  '[data-testid="slip-pick"] b',
  '[data-testid="tournament-name"]',
];

/** The forbidden texts found as whole words in the visible text under `root`, each with where it was. */
export function englishIn(page: Page, root: string, words: string[]): Promise<string[]> {
  return page.evaluate(
    ([root, words, skip]) => {
      const found: string[] = [];
      const literal = (w: string): string => w.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      const patterns = words.map((w) => [w, new RegExp(`(^|[^A-Za-z'])${literal(w)}($|[^A-Za-z'])`)] as const);
      for (const base of document.querySelectorAll(root)) {
        const walker = document.createTreeWalker(base, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || el.closest(skip) || !el.checkVisibility?.()) {
            continue;
          }
          // 'England - Premier League': the country is ours to translate, the league after the dash is the feed's.
          const whole = n.textContent ?? '';
          const text = el.closest('[data-testid="tournament-header"]') ? (whole.split(' - ')[0] ?? '') : whole;
          for (const [w, re] of patterns) {
            if (re.test(text)) {
              found.push(`${w} ← "${text.trim().slice(0, 60)}" in <${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.className}>`);
            }
          }
        }
      }
      return found;
    },
    [root, words, FEED_OWN.join(',')] as const,
  );
}

/** Labels (elements matching the selectors, holding text themselves) that are cut or break inside a word. */
export function labelsBroken(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      // Text only screen readers get (a 1 px visually hidden label beside an icon) is never seen cut.
      if (own.length === 0 || !el.checkVisibility() || el.getBoundingClientRect().width <= 1) {
        continue;
      }
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) {
        out.push(`cut: "${el.textContent?.trim()}" (${el.scrollWidth} > ${el.clientWidth})`);
      }
      for (const node of own) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index ?? 0);
          range.setEnd(node, (m.index ?? 0) + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) {
            out.push(`broken word: "${m[0]}" in "${text.trim()}"`);
          }
        }
      }
    }
    return out;
  }, selectors.join(','));
}
