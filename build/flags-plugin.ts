// Vite plugin: the flag-icons 4x3 SVGs (MIT) as plain files at /flags/{code}.svg — served from
// node_modules in dev, copied into the build output's flags/ folder at build time — so <Flag> needs no
// public flag service and no CSS sprite (the package's CSS is 84 KB gzip). Each flag is its own small,
// cached file that a page fetches only when it shows that flag. Spain's flag carries its coat of arms
// (81 KB raw): at the 16–24 px we draw flags it is invisible, so its plain two-colour form ships instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Flags whose detail is invisible at list size, replaced by their plain form (same colours and proportions). */
const PLAIN: Record<string, string> = {
  'es.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><path fill="#AA151B" d="M0 0h640v480H0z"/><path fill="#F1BF00" d="M0 120h640v240H0z"/></svg>\n',
};

/** The bytes served for a flag file. */
const flagSource = (dir: string, file: string): Buffer | string => PLAIN[file] ?? readFileSync(join(dir, file));

/** The folder of flag-icons' 4:3 flags. */
export function flagsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/** '/es.svg' → 'es.svg' when it names a flag file (letters and one dash only: no path escapes). */
function flagFile(url: string | undefined): string | null {
  const match = /^\/([a-z]{2,6}(?:-[a-z]{2,3})?\.svg)(?:\?.*)?$/.exec(url ?? '');
  return match?.[1] ?? null;
}

export function localFlags(): Plugin {
  const dir = flagsDir();
  return {
    name: 'local-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const file = flagFile(req.url);
        if (file === null || !existsSync(join(dir, file))) {
          next();
          return;
        }
        res.setHeader('content-type', 'image/svg+xml');
        res.setHeader('cache-control', 'public, max-age=3600');
        res.end(flagSource(dir, file));
      });
    },
    generateBundle() {
      for (const file of readdirSync(dir)) {
        if (file.endsWith('.svg')) {
          this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: flagSource(dir, file) });
        }
      }
    },
  };
}
