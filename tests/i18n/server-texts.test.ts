// The refusal texts the server gained in issue 11 (passwords, codes, login lock, cashier limit, the neutral
// reset answer) are shown translated: each one the server still sends (read from its source, so a reworded
// server text fails here) maps to a message whose English is that text word for word, and the login lock,
// which carries its minutes, is matched by pattern and shown with them in every language.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { knownText, knownTextId } from '../../src/components/known-text.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';
import { RESET_SENT } from '../../server/modules/auth/password-routes.ts';
import { TOO_MANY_CASHIER_TICKETS } from '../../server/modules/tickets/cashier.ts';

const source = (file: string): string => readFileSync(new URL(`../../server/modules/${file}`, import.meta.url), 'utf8');
const compile = (catalogue: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const english = compile(en);
const translators = {
  en: createTranslator(english, 'en', english),
  am: createTranslator(compile(am), 'am', english),
  or: createTranslator(compile(or), 'or', english),
  ti: createTranslator(compile(ti), 'ti', english),
};

/** Fixed texts and the server file that sends each. */
const FIXED: Array<[string, string]> = [
  ['Password cannot be only spaces', 'auth/input.ts'],
  ['This password is too common. Please choose another one', 'auth/input.ts'],
  ['Too many wrong codes. Please request a new code', 'auth/otp.ts'],
  ['Too many code requests. Please wait before requesting another code', 'auth/otp.ts'],
];

describe('issue 11 server texts in the client', () => {
  it('maps every new fixed text to a message whose English is that text', () => {
    for (const [text, file] of FIXED) {
      expect(source(file), `${file} still sends "${text}"`).toContain(`'${text}'`);
    }
    for (const text of [...FIXED.map(([t]) => t), RESET_SENT, TOO_MANY_CASHIER_TICKETS]) {
      const id = knownTextId(text);
      expect(id, text).toBeTruthy();
      expect((en as Record<string, string>)[id ?? ''], text).toBe(text);
      for (const [lang, t] of Object.entries(translators)) {
        expect(knownText(t, text), `${lang}: ${text}`).toBe(t(id!));
      }
      expect(knownText(translators.am, text)).not.toBe(text);
    }
  });

  it('shows the login lock with its minutes in every language', () => {
    expect(source('auth/accounts.ts')).toContain('`Too many failed login attempts. Please try again in ${Math.ceil(waitS / 60)} minutes`');
    const text = 'Too many failed login attempts. Please try again in 15 minutes';
    expect(knownTextId(text)).toBeUndefined();
    expect(knownText(translators.en, text)).toBe(text);
    for (const lang of ['am', 'or', 'ti'] as const) {
      const shown = knownText(translators[lang], text);
      expect(shown, lang).toContain('15');
      expect(shown, lang).not.toContain('Too many');
    }
    expect(knownText(translators.am, 'Too many failed login attempts. Please try again in 1 minutes')).toContain('1');
  });

  it('leaves other texts as they came, and no longer maps the reset answer that revealed accounts', () => {
    expect(knownText(translators.am, 'Something the server said')).toBe('Something the server said');
    expect(knownText(translators.am, 'Too many failed login attempts. Please try again in soon minutes')).toMatch(/^Too many/);
    expect(knownTextId('No account found for this phone number')).toBeUndefined();
  });
});
