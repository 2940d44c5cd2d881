// The service worker's build (scripts/build-sw.mjs): it precaches the home route's shell — the entry, everything
// it imports statically and their CSS — and the slip's lazy chunks, never another lazy chunk or a font; the same
// client build always gives a byte-identical sw.js (browsers then see no update), a changed one a new build id.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServiceWorker, shellFiles } from '../../scripts/build-sw.mjs';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_home-b2.js'],
    css: ['assets/index-c3.css'],
    assets: ['assets/font-d4.woff2'],
  },
  '_home-b2.js': { file: 'assets/home-b2.js', imports: ['_vendor-e5.js', 'index.html'], dynamicImports: ['src/screens/casino/CasinoScreen.tsx'] },
  '_vendor-e5.js': { file: 'assets/vendor-e5.js' },
  'src/screens/casino/CasinoScreen.tsx': { file: 'assets/CasinoScreen-f6.js', isDynamicEntry: true },
  'src/betslip/BetslipPanel.tsx': {
    file: 'assets/BetslipPanel-g7.js',
    isDynamicEntry: true,
    imports: ['_vendor-e5.js'],
    css: ['assets/BetslipPanel-h8.css'],
  },
  'src/betslip/BookingCodes.tsx': { file: 'assets/BookingCodes-j1.js', isDynamicEntry: true },
  'sync/ticket-lookup.ts': { file: 'assets/ticket-lookup-i9.js', isDynamicEntry: true },
  'sync/commands-account.ts': { file: 'assets/commands-account-k2.js', isDynamicEntry: true },
  'sync/payments-command.ts': { file: 'assets/payments-command-l3.js', isDynamicEntry: true },
  'messages:en_rest': { file: 'assets/_messages_en_rest-m4.js', isDynamicEntry: true },
};

function clientBuild(manifest: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'birrbet-sw-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('the service worker build', () => {
  it('precaches the entry, its static imports and CSS, never a lazy chunk or a font', () => {
    expect(shellFiles(MANIFEST)).toEqual(['/assets/home-b2.js', '/assets/index-a1.js', '/assets/index-c3.css', '/assets/vendor-e5.js']);
  });

  it("adds the slip's lazy chunks and '/', and injects them with the build id into sw.js", async () => {
    const dir = clientBuild(MANIFEST);
    const { buildId, precache } = await buildServiceWorker(dir);
    expect(precache).toEqual(
      expect.arrayContaining([
        '/assets/BetslipPanel-g7.js',
        '/assets/BetslipPanel-h8.css',
        '/assets/ticket-lookup-i9.js',
        '/assets/commands-account-k2.js',
      ]),
    );
    expect(precache).not.toContain('/assets/CasinoScreen-f6.js');
    expect(precache.at(-1)).toBe('/');
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(buildId);
    expect(worker).toContain('/assets/commands-account-k2.js');
    expect(worker).not.toContain('__PRECACHE__');
  });

  it('fails the build when a module the offline copy needs is not in the manifest', async () => {
    const { 'sync/commands-account.ts': _gone, ...rest } = MANIFEST as Record<string, unknown>;
    await expect(buildServiceWorker(clientBuild(rest))).rejects.toThrow(/sync\/commands-account\.ts not in the client's manifest/);
  });

  it('gives the same bytes for the same build and a new build id when a file changes', async () => {
    const first = clientBuild(MANIFEST);
    const again = clientBuild(MANIFEST);
    const changed = clientBuild({ ...MANIFEST, '_vendor-e5.js': { file: 'assets/vendor-zz.js' } });
    const ids = [(await buildServiceWorker(first)).buildId, (await buildServiceWorker(again)).buildId, (await buildServiceWorker(changed)).buildId];
    expect(readFileSync(join(first, 'sw.js'))).toEqual(readFileSync(join(again, 'sw.js')));
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
