// Refusal texts are chosen by the server's code, per call: each code the server still sends with its text (read
// from its source, so a changed code or text fails here) maps to a message whose English is that text word for
// word, translated in every language; the login lock shows its minutes; a code without a message shows the
// server's own text, and no text at all the call's spec §8 fallback.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { commandText, type CommandCall } from '../../src/components/command-text.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';
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

/** Call, code, the text the server sends with it, and the server file that sends both. */
const BY_CODE: Array<[CommandCall, string, string, string]> = [
  ['register', 'WEAK_PASSWORD', 'This password is too common. Please choose another one', 'auth/input.ts'],
  ['verify', 'TOO_MANY_REQUESTS', 'Too many wrong codes. Please request a new code', 'auth/otp.ts'],
  ['resetVerify', 'TOO_MANY_REQUESTS', 'Too many wrong codes. Please request a new code', 'auth/otp.ts'],
  ['register', 'TOO_MANY_REQUESTS', 'Too many code requests. Please wait before requesting another code', 'auth/otp.ts'],
  ['login', 'INVALID_CREDENTIALS', 'Invalid phone number or password', 'auth/accounts.ts'],
  ['register', 'PHONE_TAKEN', 'An account with this phone number already exists', 'auth/accounts.ts'],
  ['verify', 'INVALID_OTP', 'Invalid OTP code', 'auth/otp.ts'],
  ['verify', 'OTP_EXPIRED', 'Verification expired. Please verify your phone number again', 'auth/otp.ts'],
  ['update', 'TOKEN_MISSING', 'Verification token is missing. Please verify your OTP again', 'auth/password-routes.ts'],
  ['cashier', 'TOO_MANY_REQUESTS', TOO_MANY_CASHIER_TICKETS, 'tickets/cashier.ts'],
];

describe('server refusals in the client, by code', () => {
  it('maps every code to a message whose English is the server text, translated in every language', () => {
    for (const [call, code, text, file] of BY_CODE) {
      if (file !== 'tickets/cashier.ts') {
        expect(source(file), `${file} still sends "${text}"`).toContain(`'${text}'`);
        expect(source(file), `${file} still sends ${code}`).toContain(code === 'TOO_MANY_REQUESTS' ? 'TooManyRequests' : `'${code}'`);
      }
      const refusal = { code, status: 400, message: text };
      expect(commandText(translators.en, call, refusal), `${call} ${code}`).toBe(text);
      for (const lang of ['am', 'or', 'ti'] as const) {
        expect(commandText(translators[lang], call, { ...refusal, message: 'server words' }), `${lang} ${code}`).not.toBe(text);
      }
    }
  });

  it('shows the login lock with its minutes in every language', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the server's source text itself, template and all
    expect(source('auth/accounts.ts')).toContain('`Too many failed login attempts. Please try again in ${Math.ceil(waitS / 60)} minutes`');
    const refusal = { code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many failed login attempts. Please try again in 15 minutes' };
    expect(commandText(translators.en, 'login', refusal)).toBe(refusal.message);
    for (const lang of ['am', 'or', 'ti'] as const) {
      const shown = commandText(translators[lang], 'login', refusal);
      expect(shown, lang).toContain('15');
      expect(shown, lang).not.toContain('Too many');
    }
  });

  it('shows a code without a message as the server wrote it, else the call’s fallback', () => {
    expect(commandText(translators.am, 'login', { code: 'SOMETHING_NEW', status: 400, message: 'Something the server said' })).toBe('Something the server said');
    expect(commandText(translators.en, 'login', { code: '', status: 502, message: '' })).toBe('Login failed');
    expect(commandText(translators.en, 'money', { code: 'BAD_ANSWER', status: 0, message: '' })).toBe('Failed to create ticket');
    expect(commandText(translators.en, 'money', { code: 'FAILED', status: 0, message: '' })).toBe('Failed to place bet');
    expect(commandText(translators.en, 'lookup', { code: 'NOT_FOUND', status: 404, message: 'Ticket not found' })).toBe('No ticket found');
    expect(commandText(translators.en, 'lookup', { code: 'NETWORK', status: 0, message: 'Network error. Please check your connection.' })).toBe('Failed to find ticket');
    expect(commandText(translators.en, 'reset', { code: 'PHONE_REQUIRED', status: 0, message: '' })).toBe(en['auth.err.phoneRequiredRestore']);
  });

  it('points refusals follow spec §8 by status and keep the server’s words for rule breaks (translated rules)', () => {
    const points = (status: number, code: string, message = ''): string => commandText(translators.en, 'points', { code, status, message });
    expect(points(403, 'FORBIDDEN', 'nope')).toBe('You do not have permission to place this bet');
    expect(points(503, '')).toBe('Validation service is currently unavailable. Please try again later');
    expect(points(500, 'DATABASE_ERROR')).toBe('Database error. Please try again');
    expect(points(400, 'INSUFFICIENT_BALANCE', 'Insufficient active points')).toBe('Insufficient active points');
    expect(points(400, 'MATCH_STARTING_SOON', 'x')).toBe('One or more matches are starting too soon');
    expect(commandText(translators.am, 'points', { code: 'POINTS_RULE', status: 0, message: 'Minimum stake is 30 points' })).toContain('30');
    expect(commandText(translators.am, 'points', { code: 'POINTS_RULE', status: 0, message: 'Minimum stake is 30 points' })).not.toContain('Minimum');
  });
});
