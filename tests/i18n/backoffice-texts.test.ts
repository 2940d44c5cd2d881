// The back office's two languages (issue 33): Amharic has every English key, with the same {placeholders}, written in
// Ethiopic script (brand names and codes aside); fill() puts values in and leaves unknown placeholders visible.
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/backoffice/i18n.tsx';
import { AM } from '../../src/backoffice/i18n-am.ts';
import { EN } from '../../src/backoffice/i18n-en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('back office texts', () => {
  it('gives every English key an Amharic text with the same placeholders', () => {
    expect(Object.keys(AM)).toEqual(Object.keys(EN));
    for (const key of Object.keys(EN) as (keyof typeof EN)[]) {
      expect(placeholders(AM[key]), key).toEqual(placeholders(EN[key]));
    }
  });

  it('writes the Amharic in Ethiopic script', () => {
    const latinOnly = Object.entries(AM).filter(([, text]) => !/[\u1200-\u137f]/.test(text) && text !== '#');
    expect(latinOnly).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(fill(EN['home.pending'], { count: 3 })).toBe('Requests waiting for approval: 3');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
