// One code per text: the client translates a refusal by its code and never reads the English, so a code the
// server sends means one text (the generic edge codes excepted: their texts name the field or the thing). Every
// refusal the account module raises is declared on the account endpoints with its code and text, and the points
// rules are declared with the texts domain/points-rules.ts builds ({name} for the numbers sent beside them).
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { AUTH_ENDPOINTS } from '../../schema/endpoints/auth.ts';
import { CHANGE_PASSWORD_ENDPOINTS } from '../../schema/endpoints/change-password.ts';
import { PlacePointsTicket } from '../../schema/endpoints/tickets.ts';
import { POINTS_RULE_CODES, pointsRuleTemplate } from '../../domain/points-rules.ts';

/** Codes whose text names what failed (a field, an entity), or one meaning worded for two callers. */
// CREDENTIALS_REQUIRED: one meaning (nothing typed) worded for a player's login and a cashier's sign-in.
const GENERIC = new Set(['VALIDATION_FAILED', 'NOT_FOUND', 'MERCHANT_MISMATCH', 'CREDENTIALS_REQUIRED']);

const AUTH_DIR = new URL('../../server/modules/auth/', import.meta.url);

/** [code, text] of every refusal with a literal text raised in the account module's sources. */
function raisedInAuth(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const patterns = [
    /badRequest\('([A-Z_]+)', '([^']+)'/g,
    /new HttpError\(\d+, '([A-Z_]+)', '([^']+)'/g,
    /refuse\(reply, \d+, '([A-Z_]+)', '([^']+)'/g,
  ];
  for (const file of readdirSync(AUTH_DIR).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(new URL(file, AUTH_DIR), 'utf8');
    for (const pattern of patterns) {
      for (const m of source.matchAll(pattern)) {
        found.push([m[1] ?? '', m[2] ?? '']);
      }
    }
    for (const m of source.matchAll(/(?:new TooManyRequests|hitEach\(db, checks, nowMs,)\s*\(?'([^']+)',\s*(?:\w+,\s*)?'([A-Z_]+)'/g)) {
      found.push([m[2] ?? '', m[1] ?? '']);
    }
  }
  return found;
}

describe('refusal codes', () => {
  it('gives every declared code one text', () => {
    const texts = new Map<string, Set<string>>();
    for (const e of ENDPOINTS) {
      for (const r of e.refusals ?? []) {
        if (r.text !== undefined && !GENERIC.has(r.code)) {
          texts.set(r.code, new Set([...(texts.get(r.code) ?? []), r.text]));
        }
      }
    }
    const shared = [...texts].filter(([, t]) => t.size > 1).map(([code, t]) => `${code}: ${[...t].join(' | ')}`);
    expect(shared).toEqual([]);
  });

  it('declares every refusal the account module raises, with its code and text', () => {
    const declared = new Set(
      [...AUTH_ENDPOINTS, ...CHANGE_PASSWORD_ENDPOINTS].flatMap((e) => (e.refusals ?? []).map((r) => `${r.code} ${r.text ?? ''}`)),
    );
    const raised = raisedInAuth();
    expect(raised.length).toBeGreaterThan(12);
    expect(raised.map(([code]) => code)).toEqual(
      expect.arrayContaining(['PASSWORD_SHORT', 'PASSWORD_BLANK', 'PASSWORD_COMMON', 'CODE_TRIES', 'CODE_REQUESTS']),
    );
    // SIGNATURE_REQUIRED is the signing guard's refusal on every signed endpoint (server/plugins/signing.ts).
    const missing = raised
      .filter(([code, text]) => code !== 'SIGNATURE_REQUIRED' && !declared.has(`${code} ${text}`))
      .map(([code, text]) => `${code} ${text}`);
    expect(missing).toEqual([]);
    const codes = new Set(AUTH_ENDPOINTS.flatMap((e) => (e.refusals ?? []).map((r) => r.code)));
    for (const code of ['LOGIN_LOCKED', 'PASSWORD_TOO_LONG']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(codes.has('WEAK_PASSWORD') || codes.has('TOO_MANY_REQUESTS')).toBe(false);
  });

  it('declares the points rules with the texts the domain builds', () => {
    const declared = new Map((PlacePointsTicket.refusals ?? []).map((r) => [r.code, r.text]));
    for (const code of POINTS_RULE_CODES) {
      expect(declared.get(code), code).toBe(pointsRuleTemplate(code));
    }
    expect(pointsRuleTemplate('POINTS_MIN_ODDS')).toBe('Selection {selection}: Minimum odds is {min_odds}');
  });
});
