// The one-way import rule of DESIGN.md: schema ← domain ← sync ← src, and schema, domain ← server; the HTML5 game
// pages (games/) stand beside the client: schema, domain and their own shell, no React, no sync engine.
// Every relative and package import of every source file is checked, so a shortcut fails the build.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { OTHER_REACTS } from '../scripts/check-runtime.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const LAYERS = ['schema', 'domain', 'sync', 'src', 'server', 'games'] as const;
type Layer = (typeof LAYERS)[number];

/** Which project folders each layer may import, and which npm packages (by prefix) it may use. */
const ALLOWED: Record<Layer, { folders: Layer[]; packages: RegExp }> = {
  schema: { folders: ['schema'], packages: /^superstruct$/ },
  domain: { folders: ['schema', 'domain'], packages: /^$/ },
  sync: { folders: ['schema', 'domain', 'sync'], packages: /^(rxjs|tinybase\/|superstruct$|@noble\/hashes\/)/ },
  src: {
    folders: ['schema', 'domain', 'sync', 'src'],
    packages:
      /^(react$|react\/|react-dom$|react-dom\/|@formatjs\/icu-messageformat-parser$|@tanstack\/react-router|@tanstack\/react-virtual$|tinybase\/|@linaria\/|@fontsource\/|virtual:messages\/|rxjs|uqr$)/,
  },
  server: {
    folders: ['schema', 'domain', 'server'],
    packages: /^(node:|fastify|@fastify\/|helmet$|kysely|@electric-sql\/pglite|pg$|superstruct|prom-client$)/,
  },
  games: { folders: ['schema', 'domain', 'games'], packages: /^(superstruct$|@noble\/hashes\/|@fontsource\/)/ },
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      yield* sources(path);
    } else if (/\.(ts|tsx)$/.test(name)) {
      yield path;
    }
  }
}

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

describe('one-way import rule', () => {
  for (const layer of LAYERS) {
    it(`${layer}/ imports only what it may`, () => {
      const wrong: string[] = [];
      for (const file of sources(join(ROOT, layer))) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const target = relative(ROOT, resolve(dirname(file), spec)).split('/')[0] as Layer;
            if (!ALLOWED[layer].folders.includes(target)) {
              wrong.push(`${relative(ROOT, file)} → ${spec}`);
            }
          } else if (!ALLOWED[layer].packages.test(spec)) {
            wrong.push(`${relative(ROOT, file)} → ${spec}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

// src/README.md: the app reads through store hooks and emits commands; it never touches a transport. Only the
// entry (src/main.tsx) builds the signed HTTP client, which it hands to the sync engine, and only the entry and
// the live socket's start-up (src/account/live.ts) reach the socket client. The server-rendering entry
// (src/ssr/render.tsx) is an entry too: it builds the client over the fetch the server hands it.
describe('no component touches a transport', () => {
  it('src/ imports sync/http.ts only in the entries (main.tsx, ssr/render.tsx), sync/socket*.ts only in main.tsx and account/live.ts, and calls no fetch', () => {
    const wrong: string[] = [];
    for (const file of sources(join(ROOT, 'src'))) {
      const name = relative(ROOT, file);
      const text = readFileSync(file, 'utf8');
      const targets = importsOf(file)
        .filter((s) => s.startsWith('.'))
        .map((s) => relative(ROOT, resolve(dirname(file), s)));
      if (!['src/main.tsx', 'src/ssr/render.tsx'].includes(name) && targets.includes('sync/http.ts')) {
        wrong.push(`${name} imports sync/http.ts`);
      }
      // The back office (issue 33) has its own entry and its own cookie-carrying client.
      if (name !== 'src/backoffice/main.tsx' && targets.includes('sync/backoffice/client.ts')) {
        wrong.push(`${name} imports the back office's client`);
      }
      if (!['src/main.tsx', 'src/account/live.ts'].includes(name) && targets.some((t) => t.startsWith('sync/socket'))) {
        wrong.push(`${name} imports the socket client`);
      }
      // src/sw/ is the service worker: a program of its own beside the page, whose whole job is the network.
      if (!name.startsWith('src/sw/') && /\bfetch\(|new WebSocket\(|XMLHttpRequest|\bapi\.(request|get)\(|useApi\b|ApiContext\b/.test(text)) {
        wrong.push(`${name} calls a transport`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

// Issue 12: every REST call's method, path and answer come from its declaration in schema/endpoints/ (sync/declared.ts
// fills the path's parameters), so no /api path literal is written by hand in the client.
describe('the client takes every /api path from the declarations', () => {
  it('no \'/api/, "/api/ or `/api/ literal in sync/ or src/', () => {
    const wrong: string[] = [];
    for (const layer of ['sync', 'src']) {
      // The service worker (src/sw/) tells catalogue reads apart by their path; it sends none of its own.
      for (const file of [...sources(join(ROOT, layer))].filter((f) => !relative(ROOT, f).startsWith('src/sw/'))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/['"`}]\/api\//.test(line)) {
              wrong.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
            }
          });
      }
    }
    expect(wrong).toEqual([]);
  });
});

// linaria's prop filter is src/styles/dom-props.ts (vite.config.ts aliases @emotion/is-prop-valid to it): it
// passes every prop but `$name` ones to the DOM, which holds while no styled element takes a styling prop.
describe('styled elements take no styling props', () => {
  it('no styled template interpolates a function of props', () => {
    const wrong: string[] = [];
    for (const file of sources(join(ROOT, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/styled(?:\.\w+|\([^)]*\))`([^`]*)`/g)) {
        if (/\$\{[^}]*=>/.test(m[1] ?? '')) {
          wrong.push(`${relative(ROOT, file)}: ${m[0].slice(0, 60)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('dom-props passes DOM props and keeps $-named styling props off the element', async () => {
    const { default: isPropValid } = await import('../src/styles/dom-props.ts');
    expect(['onClick', 'aria-pressed', 'data-testid', 'tabIndex', 'dateTime', 'href', 'disabled'].every(isPropValid)).toBe(true);
    expect(isPropValid('$active')).toBe(false);
  });
});

// Issue 30: the players' runtime is React's own react-dom, the one unit tests render with: no package implements
// React's API in its place, nothing aliases react or react-dom to another module (Vite, Vitest, the server
// renderer's build all read vite.config.ts), and no source reaches for another renderer. The built bundles are
// checked too, from the modules the bundler put in (scripts/check-runtime.mjs, after `npm test`'s build).
describe('one React from unit test to phone', () => {
  it('package.json and the lockfile hold no other implementation of React', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = [...Object.keys(pkg['dependencies'] ?? {}), ...Object.keys(pkg['devDependencies'] ?? {})];
    expect(declared.filter((name) => OTHER_REACTS.test(name))).toEqual([]);
    expect(declared).toEqual(expect.arrayContaining(['react', 'react-dom']));
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    const locked = Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, ''));
    expect(locked.filter((name) => OTHER_REACTS.test(name))).toEqual([]);
  });

  it('no build configuration aliases react or react-dom', () => {
    const wrong: string[] = [];
    for (const file of ['vite.config.ts', 'vitest.config.ts', 'vitest.bench.config.ts', 'scripts/build-ssr.mjs', 'scripts/build-client.mjs']) {
      const path = join(ROOT, file);
      let text = '';
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        continue;
      }
      if (/find:\s*\/\^?react|['"]react(-dom)?(\/[\w/-]+)?['"]\s*:|preact/.test(text)) {
        wrong.push(file);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no source file imports another renderer', () => {
    const wrong: string[] = [];
    const renderer = (spec: string): boolean =>
      OTHER_REACTS.test(
        spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    // A test that mocks react with another renderer imports that renderer too (a dynamic import in its vi.mock).
    for (const layer of [...LAYERS, 'tests']) {
      for (const file of sources(join(ROOT, layer))) {
        if (importsOf(file).some(renderer)) {
          wrong.push(relative(ROOT, file));
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// Issue 31: the store is written by the materializers (sync/materializers/) and read through the read side
// (sync/read/: row ids, keys and pure readers). Screens reach the store only through the read side and the
// engine's public modules, so a materializer can change how it writes without a screen knowing; the generic
// operators (sync/operators/) work on any stream and know no family's materializer at all.
describe('layers hold', () => {
  const importers = (folder: string, target: string): string[] => {
    const wrong: string[] = [];
    for (const file of sources(join(ROOT, folder))) {
      for (const spec of importsOf(file).filter((s) => s.startsWith('.'))) {
        if (relative(ROOT, resolve(dirname(file), spec)).startsWith(`${target}/`)) {
          wrong.push(`${relative(ROOT, file)} → ${spec}`);
        }
      }
    }
    return wrong;
  };

  it('no file under src/ imports from sync/materializers/ (the read side and the engine public modules only)', () => {
    expect(importers('src', 'sync/materializers')).toEqual([]);
  });

  it('no file under sync/operators/ imports from sync/materializers/', () => {
    expect(importers('sync/operators', 'sync/materializers')).toEqual([]);
  });
});

describe('passwords hash at full cost in the product', () => {
  it('no file outside tests/ lowers the scrypt cost (setHashCostForTests is for the test harness only)', () => {
    const callers = ['server', 'scripts', 'games', 'domain']
      .flatMap((folder) => [...sources(join(ROOT, folder))])
      .filter((file) => !file.endsWith('passwords.ts') && readFileSync(file, 'utf8').includes('setHashCostForTests'))
      .map((file) => relative(ROOT, file));
    expect(callers).toEqual([]);
  });
});
