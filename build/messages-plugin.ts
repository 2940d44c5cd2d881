// Vite plugin: message catalogues (src/i18n/messages/*.json) are parsed to ICU ASTs at build time and
// served as `virtual:messages/<lang>`, so the client ships no message parser (its bytes are budgeted).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';

export function compiledMessages(dir: string): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) {
        return null;
      }
      const file = resolve(dir, `${id.slice(RESOLVED.length)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
