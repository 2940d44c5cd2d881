// The back office's refusals in Amharic (issue 33): every text an operator endpoint declares (its refusals and its
// fields' fixed texts) has its Amharic with the same {values}; a text the server fills in is matched to its template
// and keeps the values; the page's own transport texts are covered; an unknown text shows as it came.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { SHARED_REFUSALS } from '../../schema/endpoint.ts';
import { REFUSALS_AM } from '../../src/backoffice/refusals-am.ts';
import { refusalInAmharic } from '../../src/backoffice/refusals.ts';
import { BackofficeError, createBackofficeClient } from '../../sync/backoffice/client.ts';
import { OperatorMe } from '../../schema/endpoints/backoffice-auth.ts';

const ETHIOPIC = /[\u1200-\u137f]/;
const valuesOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

/** The fixed texts an operator can be refused with: each back-office endpoint's declared refusals and field texts. */
function declaredTexts(): Set<string> {
  const texts = new Set<string>(SHARED_REFUSALS.flatMap((r) => (r.text === undefined ? [] : [r.text])));
  for (const e of ENDPOINTS) {
    if (e.access !== 'operator' && !e.path.startsWith('/api/admin/v1/auth/')) {
      continue;
    }
    for (const r of e.refusals ?? []) {
      // "Sync failed: …" declares the shape of a text the server fills in (kept as its template below).
      if (r.text !== undefined && r.text !== '' && !r.text.includes('…')) {
        texts.add(r.text);
      }
    }
    for (const r of Object.values(e.invalid ?? {})) {
      if (typeof r.text === 'string') {
        texts.add(r.text);
      }
    }
  }
  return texts;
}

describe('back-office refusals in Amharic', () => {
  it('has the Amharic of every text a back-office endpoint declares', () => {
    const texts = declaredTexts();
    expect(texts.size).toBeGreaterThan(100);
    const missing = [...texts].filter((text) => REFUSALS_AM[text] === undefined);
    expect(missing).toEqual([]);
  });

  it('writes each in Ethiopic script and keeps its {values}', () => {
    for (const [english, amharic] of Object.entries(REFUSALS_AM)) {
      expect(amharic, english).toMatch(ETHIOPIC);
      expect(valuesOf(amharic), english).toEqual(valuesOf(english));
    }
  });

  it('matches a text the server fills in to its template and carries the values over', () => {
    const credit = refusalInAmharic("A credit above 5,000 ETB needs a second person's approval");
    expect(credit).toMatch(ETHIOPIC);
    expect(credit).toContain('5,000');
    const result = refusalInAmharic('results[0]: match m-42 already has a different result; stored results are final');
    expect(result).toMatch(ETHIOPIC);
    expect(result).toContain('m-42');
    expect(refusalInAmharic('Invalid request: body.reason is required')).toContain('body.reason');
    expect(refusalInAmharic('Market not found')).toMatch(ETHIOPIC);
  });

  it('words a fixed text exactly and leaves an unknown one as it came', () => {
    expect(refusalInAmharic('This username is already taken')).toBe(REFUSALS_AM['This username is already taken']);
    expect(refusalInAmharic('A supplier said something new')).toBe('A supplier said something new');
  });

  it("has the page's own transport texts", async () => {
    const failing = createBackofficeClient((() => Promise.reject(new TypeError('offline'))) as typeof fetch);
    const error = await failing(OperatorMe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(REFUSALS_AM[(error as BackofficeError).message]).toMatch(ETHIOPIC);
    const answering = (status: number, body: unknown) =>
      createBackofficeClient((() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch);
    for (const [status, body] of [
      [502, 'not json'],
      [200, { nothing: 'declared' }],
      [299, {}],
    ] as const) {
      const refused = await answering(status, body)(OperatorMe).catch((e: unknown) => e);
      expect(refusalInAmharic((refused as BackofficeError).message), String(status)).toMatch(ETHIOPIC);
    }
  });
});
