// Refusal texts are chosen by the server's code, per call, never by reading the English: each code the server
// sends with its text (read from its source, so a changed code or text fails here) maps to a message whose
// English is that text word for word, translated in every language; texts with numbers (the login lock, the
// points rules, the password maximum) take them from the values sent beside the code; every code's message
// exists in all four catalogues with the placeholders it is given; a code without a message shows the server's
// own text, and no text at all the call's spec §8 fallback.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { ACCOUNT_CODES, commandText, PER_CALL, TICKET_MESSAGES, type CommandCall } from '../../src/components/command-text.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { CompiledMessages } from '../../src/i18n/load-messages.ts';
import { TOO_MANY_CASHIER_TICKETS } from '../../server/modules/tickets/cashier.ts';
import { pointsRule, POINTS_RULE_CODES, type PointsRule } from '../../domain/points-rules.ts';

const source = (file: string): string => readFileSync(new URL(`../../server/modules/${file}`, import.meta.url), 'utf8');
const compile = (catalogue: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const catalogues = { en, am, or, ti } as Record<string, Record<string, string>>;
const english = compile(en);
const translators = {
  en: createTranslator(english, 'en', english),
  am: createTranslator(compile(am), 'am', english),
  or: createTranslator(compile(or), 'or', english),
  ti: createTranslator(compile(ti), 'ti', english),
};
const OTHERS = ['am', 'or', 'ti'] as const;

/** Call, code, the text the server sends with it, and the server file that sends both. */
const BY_CODE: Array<[CommandCall, string, string, string]> = [
  ['register', 'PHONE_REQUIRED', 'Please enter your phone number', 'auth/input.ts'],
  ['register', 'PASSWORD_SHORT', 'Password must be at least 6 characters long', 'auth/input.ts'],
  ['register', 'PASSWORD_BLANK', 'Password cannot be only spaces', 'auth/input.ts'],
  ['register', 'PASSWORD_COMMON', 'This password is too common. Please choose another one', 'auth/input.ts'],
  ['update', 'PASSWORD_COMMON', 'This password is too common. Please choose another one', 'auth/input.ts'],
  ['register', 'INVALID_PROMO_CODE', 'Promo code must be at most 20 characters', 'auth/input.ts'],
  ['register', 'UNKNOWN_PROMO_CODE', 'This promo code is not valid. Check it or leave the field empty', 'auth/input.ts'],
  ['changePassword', 'CURRENT_PASSWORD_REQUIRED', 'Please enter your current password', 'auth/change-password.ts'],
  ['changePassword', 'WRONG_PASSWORD', 'The current password is not correct', 'auth/change-password.ts'],
  ['changePassword', 'PASSWORD_SAME', 'The new password must be different from the current one', 'auth/change-password.ts'],
  ['changePassword', 'PASSWORD_CHANGED', 'Your password was changed meanwhile. Please try again', 'auth/change-password.ts'],
  ['changePassword', 'PASSWORD_COMMON', 'This password is too common. Please choose another one', 'auth/input.ts'],
  ['verify', 'OTP_FORMAT', 'Please enter a valid 6-digit code', 'auth/input.ts'],
  ['verify', 'CODE_TRIES', 'Too many wrong codes. Please request a new code', 'auth/otp.ts'],
  ['resetVerify', 'CODE_TRIES', 'Too many wrong codes. Please request a new code', 'auth/otp.ts'],
  ['register', 'CODE_REQUESTS', 'Too many code requests. Please wait before requesting another code', 'auth/otp.ts'],
  ['reset', 'CODE_REQUESTS', 'Too many code requests. Please wait before requesting another code', 'auth/otp.ts'],
  ['login', 'CREDENTIALS_REQUIRED', 'Please enter your phone number and password', 'auth/routes.ts'],
  ['login', 'INVALID_CREDENTIALS', 'Invalid phone number or password', 'auth/accounts.ts'],
  ['register', 'PHONE_TAKEN', 'An account with this phone number already exists', 'auth/accounts.ts'],
  ['verify', 'INVALID_OTP', 'Invalid OTP code', 'auth/otp.ts'],
  ['verify', 'OTP_EXPIRED', 'Verification expired. Please verify your phone number again', 'auth/otp.ts'],
  ['update', 'TOKEN_MISSING', 'Verification token is missing. Please verify your OTP again', 'auth/password-routes.ts'],
  ['points', 'POINTS_DISABLED', 'Points betting is not enabled', 'tickets/points.ts'],
  ['points', 'INSUFFICIENT_POINTS', 'Insufficient active points', 'tickets/points.ts'],
  ['cashier', 'TOO_MANY_TICKETS', TOO_MANY_CASHIER_TICKETS, 'tickets/cashier.ts'],
];

/** The argument names a compiled message uses. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => ('value' in el && el.type !== 0 && typeof el.value === 'string' ? [el.value] : []));
}

describe('server refusals in the client, by code', () => {
  it('maps every code to a message whose English is the server text, translated in every language', () => {
    for (const [call, code, text, file] of BY_CODE) {
      if (file !== 'tickets/cashier.ts') {
        expect(source(file), `${file} still sends "${text}"`).toContain(`'${text}'`);
      }
      expect(source(file), `${file} still sends ${code}`).toContain(`'${code}'`);
      const refusal = { code, status: 400, message: text };
      expect(commandText(translators.en, call, refusal), `${call} ${code}`).toBe(text);
      for (const lang of OTHERS) {
        expect(commandText(translators[lang], call, { ...refusal, message: 'server words' }), `${lang} ${code}`).not.toBe(text);
      }
    }
  });

  it('shows the login lock with the minutes sent beside the code, in every language', () => {
    const refusal = {
      code: 'LOGIN_LOCKED',
      status: 429,
      message: 'Too many failed login attempts. Please try again in 15 minutes',
      values: { retry_after_minutes: 15 },
    };
    expect(commandText(translators.en, 'login', refusal)).toBe(refusal.message);
    // The numbers come from the values, never from the English: a text saying 99 still shows 15.
    expect(commandText(translators.en, 'login', { ...refusal, message: 'in 99 minutes' })).toBe(refusal.message);
    for (const lang of OTHERS) {
      const shown = commandText(translators[lang], 'login', refusal);
      expect(shown, lang).toContain('15');
      expect(shown, lang).not.toContain('Too many');
    }
    // Without its values (an older server) the server's own text is shown rather than an empty placeholder.
    expect(commandText(translators.am, 'login', { ...refusal, values: undefined })).toBe(refusal.message);
  });

  it('shows the password-change lock with its minutes, in every language (issue 29)', () => {
    const refusal = {
      code: 'PASSWORD_CHANGE_LOCKED',
      status: 429,
      message: 'Too many wrong passwords. Please try again in 15 minutes',
      values: { retry_after_minutes: 15 },
    };
    expect(source('auth/change-password.ts')).toContain(`Too many wrong passwords. Please try again in $${'{minutes}'} minutes`);
    expect(commandText(translators.en, 'changePassword', refusal)).toBe(refusal.message);
    for (const lang of OTHERS) {
      const shown = commandText(translators[lang], 'changePassword', refusal);
      expect(shown, lang).toContain('15');
      expect(shown, lang).not.toContain('Too many');
    }
  });

  it('shows the password maximum with its number', () => {
    const refusal = { code: 'PASSWORD_TOO_LONG', status: 400, message: 'Password must be at most 128 characters long', values: { max_length: 128 } };
    expect(commandText(translators.en, 'register', refusal)).toBe(refusal.message);
    for (const lang of OTHERS) {
      expect(commandText(translators[lang], 'register', refusal), lang).toContain('128');
    }
  });

  it('shows each points rule (spec §5 numbers) by its code with its values in every language', () => {
    const rules: PointsRule[] = [
      pointsRule('POINTS_MIN_STAKE', { min_stake: 30 }),
      pointsRule('POINTS_MAX_STAKE', { max_stake: 10_000 }),
      pointsRule('POINTS_MAX_SELECTIONS', { max_selections: 20 }),
      pointsRule('POINTS_MIN_SELECTIONS', { min_selections: 5 }),
      pointsRule('POINTS_MIN_ODDS', { selection: 2, min_odds: 1.45 }),
      pointsRule('POINTS_MIN_TOTAL_ODDS', { min_total_odds: 10 }),
      pointsRule('POINTS_MAX_TOTAL_ODDS', { max_total_odds: 2000 }),
      pointsRule('POINTS_STAKE_ADJUSTED', { stake: 800 }),
    ];
    expect(rules.map((r) => r.code).sort()).toEqual([...POINTS_RULE_CODES].sort());
    for (const rule of rules) {
      const refusal = { code: rule.code, status: 0, message: rule.text, values: rule.values };
      expect(commandText(translators.en, 'points', refusal), rule.code).toBe(rule.text);
      for (const lang of OTHERS) {
        const shown = commandText(translators[lang], 'points', { ...refusal, message: 'server words' });
        expect(shown, `${lang} ${rule.code}`).not.toBe(rule.text);
        for (const n of Object.values(rule.values)) {
          expect(shown, `${lang} ${rule.code}`).toContain(String(n));
        }
      }
    }
    expect(
      commandText(translators.am, 'points', {
        code: 'POINTS_MIN_STAKE',
        status: 400,
        message: 'Minimum stake is 30 points',
        values: { min_stake: 30 },
      }),
    ).not.toContain('Minimum');
  });

  it('has every code’s message in all four catalogues, with the placeholders the code’s values fill', () => {
    const messages = [
      ...Object.values(ACCOUNT_CODES),
      ...Object.values(TICKET_MESSAGES),
      ...Object.values(PER_CALL).flatMap((m) => Object.values(m ?? {})),
    ];
    expect(messages.length).toBeGreaterThan(40);
    for (const message of messages) {
      const [id, ...names] = typeof message === 'string' ? [message] : message;
      for (const lang of Object.keys(catalogues)) {
        const text = catalogues[lang]?.[id];
        expect(text, `${lang} ${id}`).toBeTypeOf('string');
        expect(argumentsOf(parse(text ?? '')).sort(), `${lang} ${id}`).toEqual([...names].sort());
      }
    }
  });

  it('shows a code without a message as the server wrote it, else the call’s fallback', () => {
    expect(commandText(translators.am, 'login', { code: 'SOMETHING_NEW', status: 400, message: 'Something the server said' })).toBe(
      'Something the server said',
    );
    expect(commandText(translators.en, 'login', { code: '', status: 502, message: '' })).toBe('Login failed');
    expect(commandText(translators.en, 'money', { code: 'BAD_ANSWER', status: 0, message: '' })).toBe('Failed to create ticket');
    expect(commandText(translators.en, 'money', { code: 'FAILED', status: 0, message: '' })).toBe('Failed to place bet');
    expect(commandText(translators.en, 'lookup', { code: 'NOT_FOUND', status: 404, message: 'Ticket not found' })).toBe('No ticket found');
    expect(commandText(translators.en, 'lookup', { code: 'NETWORK', status: 0, message: 'Network error. Please check your connection.' })).toBe(
      'Failed to find ticket',
    );
    expect(commandText(translators.en, 'reset', { code: 'PHONE_REQUIRED', status: 0, message: '' })).toBe(en['auth.err.phoneRequiredRestore']);
  });

  it('points refusals follow spec §8 by status, then by code', () => {
    const points = (status: number, code: string, message = ''): string => commandText(translators.en, 'points', { code, status, message });
    expect(points(403, 'FORBIDDEN', 'nope')).toBe('You do not have permission to place this bet');
    expect(points(503, '')).toBe('Validation service is currently unavailable. Please try again later');
    expect(points(500, 'DATABASE_ERROR')).toBe('Database error. Please try again');
    expect(points(400, 'VALIDATION_FAILED', 'Invalid request: stake is not valid')).toBe('Validation failed');
    expect(points(400, 'MATCH_STARTING_SOON', 'x')).toBe('One or more matches are starting too soon');
  });
});
