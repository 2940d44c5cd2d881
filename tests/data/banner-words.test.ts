// Which words a banner shows (issue 18): the page's language, else English, else none (the artwork has its own);
// a stored cell that is not JSON shows none rather than breaking the carousel.
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/components/use-banners.ts';

const texts = JSON.stringify({ en: { title: 'Best odds', cta: 'Bet now' }, am: { title: 'ምርጥ ዕድሎች' } });

describe('wordsFor', () => {
  it("takes the page's language, else English", () => {
    expect(wordsFor(texts, 'am')).toEqual({ title: 'ምርጥ ዕድሎች' });
    expect(wordsFor(texts, 'ti')).toEqual({ title: 'Best odds', cta: 'Bet now' });
  });
  it('shows no words for a banner without them, or a cell that is not JSON', () => {
    expect(wordsFor('', 'en')).toBeNull();
    expect(wordsFor('{not json', 'en')).toBeNull();
    expect(wordsFor(JSON.stringify({ am: { title: 'x' } }), 'or')).toBeNull();
  });
});
