// The first-paint catalogue is enough for the home route: walking the static imports from src/main.tsx,
// no message id a module there translates (t('…'), or a t(`prefix.${…}`) family) is in the lazy part.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import en from '../../src/i18n/messages/en.json';
import { isLazyMessage } from '../../src/i18n/split.ts';

const root = resolve(import.meta.dirname, '../..');

function homeRouteModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) {
      return;
    }
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    // Static imports only: `import(...)` chunks are lazy by definition.
    for (const m of text.matchAll(/^import\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      visit(resolve(dirname(file), m[1] ?? ''));
    }
  };
  visit(resolve(root, 'src/main.tsx'));
  return seen;
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
      for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        if (isLazyMessage(m[1] ?? '')) {
          lazyUsed.push(`${file.slice(root.length)}: ${m[1]}`);
        }
      }
      for (const m of text.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)) {
        const family = Object.keys(en).filter((id) => id.startsWith(m[1] ?? ''));
        if (family.some(isLazyMessage)) {
          lazyUsed.push(`${file.slice(root.length)}: ${m[1]}*`);
        }
      }
    }
    expect(lazyUsed).toEqual([]);
  });

  it('the lazy part holds the sign-in, slip panel and ticket screens, the core part the rest', () => {
    const ids = Object.keys(en);
    expect(ids.filter(isLazyMessage).length).toBeGreaterThan(ids.length / 3);
    expect(['slip.open', 'slip.potentialWin', 'header.login', 'state.tryAgain'].some(isLazyMessage)).toBe(false);
    expect(['auth.login', 'slip.placeBet', 'history.empty', 'check.title'].every(isLazyMessage)).toBe(true);
  });
});
