// Country → flag code (src/reference/flag-codes.ts) and the <Flag> markup: aliases, accents and case,
// unknown names, the server's categories, and that every code the table can yield is a real flag-icons
// file (so no <img> ever points at a missing /flags/{code}.svg).
import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { allFlagCodes, cleanFlagCode, flagCodeFor, isInternational, resolveFlag } from '../../src/reference/flag-codes.ts';
import { Flag } from '../../src/reference/Flag.tsx';
import { CATEGORIES } from '../../server/modules/catalog/feed/sports.ts';
import { flagsDir } from '../../build/flags-plugin.ts';

describe('flagCodeFor', () => {
  it('maps country names, home nations and common aliases', () => {
    expect(flagCodeFor('Spain')).toBe('es');
    expect(flagCodeFor('Ethiopia')).toBe('et');
    expect(flagCodeFor('England')).toBe('gb-eng');
    expect(flagCodeFor('Scotland')).toBe('gb-sct');
    expect(flagCodeFor('Wales')).toBe('gb-wls');
    expect(flagCodeFor('Northern Ireland')).toBe('gb-nir');
    expect(flagCodeFor('USA')).toBe('us');
    expect(flagCodeFor('United States')).toBe('us');
    expect(flagCodeFor('Ivory Coast')).toBe('ci');
    expect(flagCodeFor("Côte d'Ivoire")).toBe('ci');
    expect(flagCodeFor('Korea Republic')).toBe('kr');
    expect(flagCodeFor('Korea DPR')).toBe('kp');
    expect(flagCodeFor('DR Congo')).toBe('cd');
    expect(flagCodeFor('Congo')).toBe('cg');
    expect(flagCodeFor('Bosnia & Herzegovina')).toBe('ba');
    expect(flagCodeFor('Czechia')).toBe('cz');
    expect(flagCodeFor('Chinese Taipei')).toBe('tw');
    expect(flagCodeFor('St. Kitts and Nevis')).toBe('kn');
  });

  it('ignores case, accents and punctuation', () => {
    expect(flagCodeFor('TÜRKIYE')).toBe('tr');
    expect(flagCodeFor('turkiye')).toBe('tr');
    expect(flagCodeFor('cote d ivoire')).toBe('ci');
    expect(flagCodeFor('  côte-d’ivoire ')).toBe('ci');
    expect(flagCodeFor('CURACAO')).toBe('cw');
    expect(flagCodeFor('Réunion')).toBe('re');
    expect(flagCodeFor('españa')).toBe('es');
  });

  it('gives null for unknown or empty names', () => {
    expect(flagCodeFor('Atlantis')).toBeNull();
    expect(flagCodeFor('')).toBeNull();
    expect(flagCodeFor('International')).toBeNull();
    expect(flagCodeFor(undefined as unknown as string)).toBeNull();
  });

  it('every code the table yields exists in flag-icons (4x3)', () => {
    const codes = allFlagCodes();
    expect(codes.length).toBeGreaterThan(210);
    const missing = codes.filter((code) => !existsSync(join(flagsDir(), `${code}.svg`)));
    expect(missing).toEqual([]);
  });
});

describe('categories of the demo feed', () => {
  it('each one resolves to the server code, a table flag or a globe', () => {
    for (const category of CATEGORIES) {
      const choice = resolveFlag(category.countryCode, category.name);
      expect(choice, category.name).not.toBeNull();
      const byName = resolveFlag(null, category.name);
      expect(byName, `${category.name} without a code`).not.toBeNull();
      if (category.countryCode !== null && !isInternational(category.name)) {
        expect(flagCodeFor(category.name), category.name).toBe(category.countryCode);
      }
    }
  });

  it('international groupings get a globe, not a national flag', () => {
    for (const name of ['International', 'International Clubs', 'World', 'Europe', 'ATP', 'WTA', 'International Youth']) {
      expect(resolveFlag(null, name), name).toEqual({ kind: 'globe' });
    }
    expect(resolveFlag('eu', 'International Clubs')).toEqual({ kind: 'flag', code: 'eu' });
  });
});

describe('cleanFlagCode', () => {
  it('accepts flag-icons file names only', () => {
    expect(cleanFlagCode('ES')).toBe('es');
    expect(cleanFlagCode('gb-eng')).toBe('gb-eng');
    expect(cleanFlagCode('../../etc/passwd')).toBeNull();
    expect(cleanFlagCode('es.svg')).toBeNull();
    expect(cleanFlagCode('')).toBeNull();
    expect(cleanFlagCode(null)).toBeNull();
  });
});

describe('<Flag>', () => {
  const html = (props: Parameters<typeof Flag>[0]) => renderToStaticMarkup(createElement(Flag, props));

  it('shows the local 4:3 file with fixed size, lazily', () => {
    const out = html({ code: 'es', size: 18 });
    expect(out).toContain('src="/flags/es.svg"');
    expect(out).toContain('width="24"');
    expect(out).toContain('height="18"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt=""');
  });

  it('falls back to the country name, then to a globe, then to nothing', () => {
    expect(html({ country: 'England' })).toContain('src="/flags/gb-eng.svg"');
    expect(html({ code: null, country: 'International' })).toContain('data-flag="globe"');
    expect(html({ code: null, country: 'Atlantis' })).toBe('');
    expect(html({ code: 'not a code', country: '' })).toBe('');
  });
});
