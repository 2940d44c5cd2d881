// docs/glossary.md is what scripts/glossary.mjs makes of the catalogues today: a changed term in a catalogue
// without the page regenerated (or a page edited by hand) fails here, so reviewers always read the app's words.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
// @ts-expect-error a plain .mjs script without types
import { LANGS, readCatalogues, renderGlossary, SECTIONS } from '../../scripts/glossary.mjs';

const root = new URL('../..', import.meta.url).pathname;

describe('docs/glossary.md', () => {
  it('equals the page generated from the four catalogues', () => {
    expect(readFileSync(`${root}/docs/glossary.md`, 'utf8')).toBe(renderGlossary(readCatalogues(root)));
  });

  it('lists every market, outcome and group term, each in all four languages', () => {
    const catalogues = readCatalogues(root) as Record<string, Record<string, string>>;
    const listed = new Set((SECTIONS as Array<[string, Array<[string, string]>]>).flatMap(([, rows]) => rows.map(([id]) => id)));
    const feedTerms = Object.keys(catalogues.en ?? {}).filter((id) => /^feed\.(outcome|group)\./.test(id));
    expect(feedTerms.filter((id) => !listed.has(id))).toEqual([]);
    for (const id of listed) {
      for (const lang of LANGS as string[]) {
        expect(catalogues[lang]?.[id], `${lang} ${id}`).toBeTruthy();
      }
    }
  });
});
