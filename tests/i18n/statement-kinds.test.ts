// Every kind the server may put on a statement line (schema/statement.ts) has its words in all four languages, so
// the statement screen (src/screens/statement/StatementRow.tsx) never falls back to "Other" for a real kind; the
// deposit credited during a self-exclusion (issue 28) says so, and that only a withdrawal can move it.
import { describe, expect, it } from 'vitest';
import { STATEMENT_KINDS } from '../../schema/statement.ts';
import am from '../../src/i18n/messages/am.json';
import en from '../../src/i18n/messages/en.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';

const catalogues: Record<string, Record<string, string>> = { en, am, or, ti };

describe('statement kinds', () => {
  it('has the words of every statement kind in en, am, or and ti', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const kind of STATEMENT_KINDS) {
        expect(messages[`statement.kind.${kind}`], `${lang} ${kind}`).toMatch(/\S/);
      }
    }
  });

  it('names a deposit credited during a self-exclusion as such', () => {
    expect(STATEMENT_KINDS).toContain('deposit_excluded');
    expect(en['statement.kind.deposit_excluded' as keyof typeof en]).toBe('Deposit during self-exclusion (withdrawal only)');
  });
});
