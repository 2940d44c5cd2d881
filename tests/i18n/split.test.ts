// The first-paint catalogue is enough for the home route: walking the static imports from src/main.tsx,
// no message id a module there translates (t('…'), or a t(`prefix.${…}`) family) is in the lazy part. And the
// 'pages' texts are translated only in lazy chunks that wait for them (withMessages(…, PAGE_PARTS)).
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import en from '../../src/i18n/messages/en.json';
import { isLazyMessage, messagePart } from '../../src/i18n/split.ts';

const root = resolve(import.meta.dirname, '../..');

/** The modules `file` imports statically and, with `lazyToo`, the `import('./…')` chunks it loads without waiting. */
function reachable(file: string, lazyToo = false, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file) || !existsSync(file)) {
    return seen;
  }
  const text = readFileSync(file, 'utf8');
  seen.set(file, text);
  // Static imports (and re-exports) only: `import(...)` chunks are lazy by definition.
  for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    reachable(resolve(dirname(file), m[1] ?? ''), lazyToo, seen);
  }
  if (lazyToo) {
    // A chunk loaded without withMessages renders with the texts its parent waited for.
    for (const line of text.split('\n').filter((l) => !l.includes('withMessages('))) {
      for (const m of line.matchAll(/import\('(\.[^']+)'\)/g)) {
        reachable(resolve(dirname(file), m[1] ?? ''), lazyToo, seen);
      }
    }
  }
  return seen;
}

function homeRouteModules(): Map<string, string> {
  return reachable(resolve(root, 'src/main.tsx'));
}

/** The ids a module translates: t('…'), and every id of a t(`prefix.${…}`) family. */
function translatedIds(text: string): string[] {
  const ids = [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1] ?? '');
  for (const m of text.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)) {
    ids.push(...Object.keys(en).filter((id) => id.startsWith(m[1] ?? '')));
  }
  return ids;
}

/** Every lazy chunk a screen waits for texts for: its module, and whether it waits for the 'pages' part. */
function waitingChunks(): { chunk: string; pages: boolean }[] {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  return sources(resolve(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return text
      .split('\n')
      .filter((l) => l.includes('withMessages(') && !/^\s*(\/\/|\*)|function withMessages/.test(l))
      .map((line) => {
        // withMessages(() => import('./x.tsx'), …), or withMessages(name, …) for `const name = () => import('./x.ts')`.
        const named = /withMessages\((\w+)/.exec(line)?.[1];
        const target = /import\('(\.[^']+)'\)/.exec(line)?.[1] ?? new RegExp(`const ${named} = \\(\\) => import\\('(\\.[^']+)'\\)`).exec(text)?.[1];
        return { chunk: resolve(dirname(file), target ?? 'unresolved'), pages: /PAGE_PARTS|'pages'/.test(line) };
      });
  });
}

describe('message split', () => {
  const modules = homeRouteModules();

  it('finds the home route modules', () => {
    expect([...modules.keys()].some((f) => f.endsWith('src/betslip/BetslipBar.tsx'))).toBe(true);
    expect([...modules.keys()].some((f) => f.endsWith('src/screens/history/HistoryScreen.tsx'))).toBe(false);
  });

  it('no id translated on the home route is lazy', () => {
    const lazyUsed: string[] = [];
    for (const [file, text] of modules) {
      for (const id of translatedIds(text).filter(isLazyMessage)) {
        lazyUsed.push(`${file.slice(root.length)}: ${id}`);
      }
    }
    expect(lazyUsed).toEqual([]);
  });

  it("the 'pages' texts are translated only in chunks that wait for them", () => {
    const chunks = waitingChunks();
    expect(chunks.filter((c) => !existsSync(c.chunk))).toEqual([]);
    expect(
      chunks
        .filter((c) => c.pages)
        .map((c) => c.chunk.slice(root.length))
        .sort(),
    ).toEqual([
      '/src/account/ProfilePanel.tsx',
      '/src/screens/check-ticket/CheckTicketScreen.tsx',
      '/src/screens/history/HistoryScreen.tsx',
      '/src/screens/live/LiveScreen.tsx',
      '/src/screens/lotofoot-history/LotofootHistoryScreen.tsx',
      '/src/screens/lotofoot/LotofootScreen.tsx',
      '/src/screens/search/SearchScreen.tsx',
      '/src/screens/statement/StatementScreen.tsx',
    ]);
    const unwaited: string[] = [];
    for (const { chunk } of chunks.filter((c) => !c.pages)) {
      for (const [file, text] of reachable(chunk, true)) {
        for (const id of translatedIds(text).filter((i) => messagePart(i) === 'pages')) {
          unwaited.push(`${file.slice(root.length)}: ${id}`);
        }
      }
    }
    expect([...new Set(unwaited)]).toEqual([]);
  });

  it('the lazy part holds the sign-in, slip panel and ticket screens, the core part the rest', () => {
    const ids = Object.keys(en);
    expect(ids.filter(isLazyMessage).length).toBeGreaterThan(ids.length / 3);
    expect(['slip.open', 'slip.potentialWin', 'header.login', 'state.tryAgain'].some(isLazyMessage)).toBe(false);
    expect(['auth.login', 'slip.placeBet', 'history.empty', 'check.title'].every(isLazyMessage)).toBe(true);
  });

  it("'pages' holds the texts of the screens no sports route shows, but not the statement's title", () => {
    expect(['history.empty', 'check.title', 'statement.failed', 'search.failed', 'lotofoot.err.week'].map(messagePart)).toEqual(
      Array(5).fill('pages'),
    );
    expect(['statement.title', 'slip.placeBet', 'sports.openSelected', 'booking.err.empty'].map(messagePart)).toEqual(Array(4).fill('rest'));
  });
});
