// Vite plugin: the build's bill of materials. Writes .vite/packages.json beside the output: every npm package a
// module of the bundle came from, with its version, read from the modules the bundler actually put in (not from
// package.json). scripts/check-runtime.mjs reads it after every build of `npm test` (issue 30: the client and
// the server renderer run React's own react-dom, and no other implementation of React ships).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** 'node_modules/@scope/name/…' or 'node_modules/name/…' → the package's folder and name (the last node_modules). */
function packageOf(id: string): { dir: string; name: string } | null {
  const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(id.replace(/\\/g, '/').replace(/^\0/, ''));
  return match ? { dir: `${match[1]}${match[2]}`, name: match[2] as string } : null;
}

function versionIn(dir: string): string {
  try {
    return (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { version?: string }).version ?? '';
  } catch {
    return '';
  }
}

export function bundledPackages(): Plugin {
  return {
    name: 'birrbet:bundled-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        for (const id of chunk.type === 'chunk' ? chunk.moduleIds : []) {
          const found = packageOf(id);
          if (found && !packages.has(found.name)) {
            packages.set(found.name, versionIn(found.dir));
          }
        }
      }
      const sorted = Object.fromEntries([...packages].sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: '.vite/packages.json', source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}
