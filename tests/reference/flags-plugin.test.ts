// build/flags-plugin.ts: the dev middleware answers /flags/{code}.svg as image/svg+xml from flag-icons
// and passes anything else on (unknown codes, path tricks); the build writes only the 4x3 set into flags/.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flagsDir, localFlags } from '../../build/flags-plugin.ts';

type Middleware = (req: { url?: string }, res: FakeRes, next: () => void) => void;
interface FakeRes {
  headers: Record<string, string>;
  body: Buffer | null;
  setHeader(k: string, v: string): void;
  end(b: Buffer): void;
}

function devMiddleware(): Middleware {
  const plugin = localFlags();
  let mounted: { path: string; fn: Middleware } | null = null;
  const server = {
    middlewares: {
      use: (path: string, fn: Middleware) => {
        mounted = { path, fn };
      },
    },
  };
  (plugin.configureServer as (s: unknown) => void)(server);
  const got = mounted as { path: string; fn: Middleware } | null;
  expect(got?.path).toBe('/flags');
  return got!.fn;
}

function call(fn: Middleware, url: string): { res: FakeRes; passed: boolean } {
  const res: FakeRes = {
    headers: {},
    body: null,
    setHeader(k, v) {
      this.headers[k] = v;
    },
    end(b) {
      this.body = b;
    },
  };
  let passed = false;
  fn({ url }, res, () => {
    passed = true;
  });
  return { res, passed };
}

describe('local flags plugin', () => {
  it('serves a flag in dev with its SVG type', () => {
    const fn = devMiddleware();
    const { res, passed } = call(fn, '/de.svg');
    expect(passed).toBe(false);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body?.equals(readFileSync(join(flagsDir(), 'de.svg')))).toBe(true);
    expect(call(fn, '/gb-eng.svg?v=1').res.body?.length).toBeGreaterThan(100);
  });

  it('passes unknown codes and path tricks to the next handler', () => {
    const fn = devMiddleware();
    for (const url of ['/zz.svg', '/../package.json', '/..%2Fpackage.json', '/es.png', '/', '/1x1/es.svg']) {
      const { res, passed } = call(fn, url);
      expect(passed, url).toBe(true);
      expect(res.body, url).toBeNull();
    }
  });

  it('emits every 4x3 flag (and nothing else) into flags/ at build time', () => {
    const emitted: { fileName: string; source: Buffer }[] = [];
    const plugin = localFlags();
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (f: { fileName: string; source: Buffer }) => emitted.push(f) });
    const expected = readdirSync(flagsDir())
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `flags/${f}`)
      .sort();
    expect(emitted.map((e) => e.fileName).sort()).toEqual(expected);
    expect(expected).toContain('flags/et.svg');
    expect(emitted.find((e) => e.fileName === 'flags/et.svg')?.source.toString('utf8')).toMatch(/^<svg/);
  });

  it("ships Spain's flag in its plain form: two colours, a few hundred bytes instead of 81 KB", () => {
    const served = call(devMiddleware(), '/es.svg').res.body?.toString();
    expect(served).toMatch(/^<svg[^>]*viewBox="0 0 640 480"/);
    expect(served).toContain('#AA151B');
    expect(served).toContain('#F1BF00');
    expect(served?.length).toBeLessThan(400);
    expect(readFileSync(join(flagsDir(), 'es.svg')).length).toBeGreaterThan(50_000);
  });
});
