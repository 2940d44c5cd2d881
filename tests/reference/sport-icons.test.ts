// Sport name → icon (src/reference/sport-icons.ts): every sport of the demo feed gets the icon the server
// names for it, spelling variants meet, unknown sports fall back to soccer (spec §3), icons stay small.
import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SPORT_ICONS, sportIconKey } from '../../src/reference/sport-icons.ts';
import { SportIcon } from '../../src/reference/SportIcon.tsx';
import { SPORTS } from '../../server/modules/catalog/feed/sports.ts';

describe('sportIconKey', () => {
  it("gives each feed sport the server's icon key, from its name or from the key itself", () => {
    for (const sport of SPORTS) {
      expect(sportIconKey(sport.name), sport.name).toBe(sport.iconKey);
      expect(sportIconKey(sport.iconKey), sport.iconKey).toBe(sport.iconKey);
    }
  });

  it('recognises other names and spellings', () => {
    expect(sportIconKey('Football')).toBe('soccer');
    expect(sportIconKey('american football')).toBe('american-football');
    expect(sportIconKey('TABLE TENNIS')).toBe('table-tennis');
    expect(sportIconKey('Table-Tennis')).toBe('table-tennis');
    expect(sportIconKey('Tennis')).toBe('tennis');
    expect(sportIconKey('Rugby Union')).toBe('rugby');
    expect(sportIconKey('Rugby League')).toBe('rugby');
    expect(sportIconKey('Baseball')).toBe('baseball');
    expect(sportIconKey('Cricket')).toBe('cricket');
    expect(sportIconKey('Darts')).toBe('darts');
    expect(sportIconKey('eSports')).toBe('esports');
    expect(sportIconKey('E-Sports')).toBe('esports');
    expect(sportIconKey('Beach Volleyball')).toBe('volleyball');
    expect(sportIconKey('Handball')).toBe('handball');
  });

  it('falls back to soccer for unknown or missing names', () => {
    expect(sportIconKey('Curling')).toBe('soccer');
    expect(sportIconKey('')).toBe('soccer');
    expect(sportIconKey(null)).toBe('soccer');
    expect(sportIconKey('Motorsports')).toBe('soccer');
  });
});

describe('icons', () => {
  it('has the thirteen icons, each a few hundred bytes of path data', () => {
    expect(Object.keys(SPORT_ICONS)).toHaveLength(13);
    for (const [key, icon] of Object.entries(SPORT_ICONS)) {
      const bytes = icon.s.length + (icon.f?.length ?? 0);
      expect(bytes, key).toBeLessThan(400);
      expect(`${icon.s}${icon.f ?? ''}`, key).toMatch(/^[MmLlHhVvCcSsQqAaZz0-9.,\s-]+$/);
    }
  });

  it('renders a decorative inline SVG in currentColor', () => {
    const out = renderToStaticMarkup(createElement(SportIcon, { name: 'Ice Hockey', size: 18 }));
    expect(out).toContain('aria-hidden="true"');
    expect(out).toContain('stroke="currentColor"');
    expect(out).toContain('width="18"');
    expect(out).toContain('data-sport-icon="ice-hockey"');
    expect(renderToStaticMarkup(createElement(SportIcon, { name: 'Unknown Sport' }))).toContain('data-sport-icon="soccer"');
  });
});
