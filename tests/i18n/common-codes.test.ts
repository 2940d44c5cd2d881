// Refusals any player call may meet — the session check, request signing, a server fault — are shown in the
// player's language by their code (issue 18): each code's English message is the server's text word for word
// (read from the server's source, so a changed text fails here), and am, or and ti have their own wording.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { COMMON_CODES, commandText, type CommandCall } from '../../src/components/command-text.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';

const source = (file: string): string => readFileSync(new URL(`../../server/${file}`, import.meta.url), 'utf8');
const compile = (catalogue: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const english = compile(en);
const catalogues = { am, or, ti } as Record<string, Record<string, string>>;

/** Code, the text the server sends with it, the file that sends both. */
const SENT: Array<[string, string, string]> = [
  ['SESSION_REQUIRED', 'Authentication required', 'modules/auth/sessions.ts'],
  ['INVALID_SESSION', 'Invalid session', 'modules/auth/sessions.ts'],
  ['TIMESTAMP_EXPIRED', 'Request timestamp is outside the allowed window', 'plugins/signing.ts'],
  ['INVALID_SIGNATURE', 'Invalid signature. Please try again', 'plugins/signing.ts'],
  ['SIGNATURE_REPLAYED', 'This request signature has already been used', 'plugins/signing.ts'],
  ['INTERNAL', 'Internal server error. Please try again', 'plugins/errors.ts'],
];

describe('refusal codes common to every call', () => {
  it('each is mapped, its English the server text, and translated in am, or and ti', () => {
    expect(Object.keys(COMMON_CODES).sort()).toEqual(SENT.map(([code]) => code).sort());
    for (const [code, text, file] of SENT) {
      const src = source(file);
      expect(src, `${file} sends ${code}`).toContain(code);
      expect(src, `${file} says '${text}'`).toContain(text);
      const id = COMMON_CODES[code] ?? '';
      expect((en as Record<string, string>)[id], code).toBe(text);
      for (const [lang, catalogue] of Object.entries(catalogues)) {
        expect(catalogue[id], `${lang} ${id}`).toBeTruthy();
        expect(catalogue[id], `${lang} ${id}`).not.toBe(text);
      }
    }
  });

  it('is shown in the player language on every call, never the server English', () => {
    const t = createTranslator(compile(am), 'am', english);
    const calls: CommandCall[] = ['login', 'register', 'update', 'money', 'cashier', 'lookup'];
    for (const call of calls) {
      const shown = commandText(t, call, { code: 'INVALID_SESSION', status: 401, message: 'Invalid session' });
      expect(shown, call).toBe(am['auth.err.invalidSession' as keyof typeof am]);
    }
    const clock = commandText(createTranslator(compile(or), 'om', english), 'money', {
      code: 'TIMESTAMP_EXPIRED',
      status: 401,
      message: 'Request timestamp is outside the allowed window',
    });
    expect(clock).toBe('Yeroon gaaffichaa daangaa hayyamame ala dha');
  });
});
