// Vite plugin: message catalogues (src/i18n/messages/*.json) are parsed to ICU ASTs at build time and
// served as `virtual:messages/<lang>/core` (first paint), `…/promo` (the promo popup) and `…/rest` (lazy screens,
// src/i18n/split.ts), so the client ships no message parser and the home route only the texts it shows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { messagePart } from '../src/i18n/split.ts';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';

export function compiledMessages(dir: string): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    resolveId(id) {
      // '<lang>/<part>' becomes '<lang>_<part>', so chunks are named _messages_am_rest and the like.
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length).replace('/', '_') : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) {
        return null;
      }
      const [lang = '', part] = id.slice(RESOLVED.length).split('_');
      const file = resolve(dir, `${lang}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const wanted = (key: string): boolean => part === undefined || messagePart(key) === part;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => wanted(key))
          .map(([key, text]) => [key, parse(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
