// Team badges (src/reference/teams.ts, colour.ts): every club of the demo feed's football tables and of
// the NBA/NHL/NFL resolves, aliases and spelling variants meet the same club, ambiguous shortenings give
// up, abbreviations follow the documented rule, colours are deterministic and the code always reads.
import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { badgeLook, findTeam, teamAbbreviation } from '../../src/reference/teams.ts';
import { TeamBadge } from '../../src/reference/TeamBadge.tsx';
import { contrast, MIN_CONTRAST } from '../../src/reference/colour.ts';
import { BUNDESLIGA, LALIGA, LIGUE_1, PREMIER_LEAGUE, SERIE_A } from '../../server/modules/catalog/feed/clubs-football-big5.ts';
import { EREDIVISIE, ETHIOPIAN_PREMIER_LEAGUE, LIGA_PORTUGAL } from '../../server/modules/catalog/feed/clubs-football-more.ts';
import { CHAMPIONS_LEAGUE, EUROPA_LEAGUE } from '../../server/modules/catalog/feed/clubs-football-europe.ts';
import { EUROLEAGUE, HANDBALL_BUNDESLIGA, NBA, NFL, NHL, PLUSLIGA, SUPERLEGA } from '../../server/modules/catalog/feed/clubs-other.ts';
import { ATP_PLAYERS, WTA_PLAYERS } from '../../server/modules/catalog/feed/clubs-tennis.ts';

const BIG5 = { PREMIER_LEAGUE, LALIGA, BUNDESLIGA, SERIE_A, LIGUE_1 };
const TABLES = { ...BIG5, EREDIVISIE, LIGA_PORTUGAL, ETHIOPIAN_PREMIER_LEAGUE, CHAMPIONS_LEAGUE, EUROPA_LEAGUE, EUROLEAGUE, NBA, NHL, NFL };
const EVERY_NAME = [...Object.values(TABLES), HANDBALL_BUNDESLIGA, SUPERLEGA, PLUSLIGA, ATP_PLAYERS, WTA_PLAYERS].flat().map((t) => t.name);

describe('findTeam', () => {
  it('resolves every club of clubs-football-big5.ts, with colours', () => {
    for (const [league, clubs] of Object.entries(BIG5)) {
      for (const club of clubs) {
        const team = findTeam(club.name);
        expect(team, `${league}: ${club.name}`).not.toBeNull();
        expect(team?.primary, club.name).toMatch(/^#[0-9a-f]{3,6}$/);
      }
    }
  });

  it('resolves every club of the other football tables and of the NBA, NHL, NFL and EuroLeague', () => {
    const missing = Object.values(TABLES)
      .flat()
      .filter((t) => findTeam(t.name) === null)
      .map((t) => t.name);
    expect(missing).toEqual([]);
  });

  it('gives distinct codes inside each league', () => {
    for (const [league, clubs] of Object.entries(TABLES)) {
      const codes = clubs.map((c) => findTeam(c.name)?.code);
      expect(new Set(codes).size, league).toBe(codes.length);
    }
  });

  it('has the official-ish codes', () => {
    const code = (n: string) => findTeam(n)?.code;
    expect([code('Arsenal'), code('Manchester City'), code('Real Madrid'), code('Barcelona'), code('Juventus'), code('Saint George')]).toEqual([
      'ARS',
      'MCI',
      'RMA',
      'FCB',
      'JUV',
      'STG',
    ]);
  });

  it('meets aliases, case, accents, club-form words and punctuation on one club', () => {
    const mun = findTeam('Manchester United');
    expect(mun).not.toBeNull();
    for (const n of ['Man Utd', 'Man United', 'MANCHESTER UNITED FC', 'Man. United', 'manchester-united']) {
      expect(findTeam(n), n).toBe(mun);
    }
    const atm = findTeam('Atlético Madrid');
    for (const n of ['Atletico Madrid', 'ATLETICO DE MADRID', 'Club Atlético de Madrid', 'Atleti']) {
      expect(findTeam(n), n).toBe(atm);
    }
    expect(findTeam('FC Barcelona')).toBe(findTeam('Barcelona'));
    expect(findTeam('Barça')).toBe(findTeam('Barcelona'));
    expect(findTeam('AFC Bournemouth')).toBe(findTeam('Bournemouth'));
    expect(findTeam('Real Madrid CF')).toBe(findTeam('Real Madrid'));
    expect(findTeam('Bodo Glimt')).toBe(findTeam('Bodø/Glimt'));
    expect(findTeam('FC Koln')).toBe(findTeam('1. FC Köln'));
    expect(findTeam('St George')).toBe(findTeam('Saint George'));
    expect(findTeam('Ethiopia Bunna')?.code).toBe('ETB');
    expect(findTeam('AS Monaco')).toBe(findTeam('Monaco'));
  });

  it('accepts a shortened or slightly longer name only when one club fits', () => {
    expect(findTeam('Brighton')?.code).toBe('BHA');
    expect(findTeam('Mönchengladbach')?.code).toBe('BMG');
    expect(findTeam('Wolverhampton')?.code).toBe('WOL');
    expect(findTeam('Borussia Dortmund II')?.code).toBe('BVB');
    expect(findTeam('Manchester')).toBeNull();
    expect(findTeam('Madrid')).toBeNull();
    expect(findTeam('United')).toBeNull();
    expect(findTeam('Inter Miami')).toBeNull();
    expect(findTeam('TVB Stuttgart')).toBeNull();
    expect(findTeam('')).toBeNull();
    expect(findTeam('FC')).toBeNull();
  });
});

describe('teamAbbreviation', () => {
  it('follows the word rule', () => {
    expect(teamAbbreviation('Arsenal')).toBe('ARS');
    expect(teamAbbreviation('Ethiopia Bunna')).toBe('ETB');
    expect(teamAbbreviation('Bayern Munich')).toBe('BAM');
    expect(teamAbbreviation('Commercial Bank of Ethiopia')).toBe('CBE');
    expect(teamAbbreviation('FC Twente')).toBe('TWE');
    expect(teamAbbreviation('1. FC Heidenheim')).toBe('HEI');
    expect(teamAbbreviation('Mainz 05')).toBe('MAI');
    expect(teamAbbreviation('Atlético Sanluqueño')).toBe('ATS');
    expect(teamAbbreviation('AZ')).toBe('AZ');
    expect(teamAbbreviation('ቅዱስ ጊዮርጊስ')).toBe('ቅዱጊ');
    expect(teamAbbreviation('')).toBe('?');
    expect(teamAbbreviation('!!!')).toBe('?');
  });
});

describe('badgeLook', () => {
  it('is deterministic, and spelling variants of an unknown team share colours', () => {
    expect(badgeLook('Ethiopia Nigd Bank Youth')).toEqual(badgeLook('Ethiopia Nigd Bank Youth'));
    expect(badgeLook('FC Dila')).toEqual({ ...badgeLook('Dila'), code: 'DIL' });
    expect(badgeLook('Dila').known).toBe(false);
    expect(badgeLook('Arsenal')).toMatchObject({ code: 'ARS', known: true });
  });

  it('spreads unknown teams over different colours', () => {
    const fills = new Set(
      [
        'Alpha Town',
        'Beta City',
        'Gamma United',
        'Delta Rovers',
        'Epsilon',
        'Zeta Athletic',
        'Eta Wanderers',
        'Theta FC',
        'Iota Stars',
        'Kappa Ketema',
      ].map((n) => badgeLook(n).fill),
    );
    expect(fills.size).toBeGreaterThanOrEqual(8);
  });

  it('keeps the code readable (≥ 4.5:1) for every team of the feed', () => {
    const unreadable = EVERY_NAME.filter((n) => contrast(badgeLook(n).fill, badgeLook(n).text) < MIN_CONTRAST);
    expect(unreadable).toEqual([]);
  });

  it('renders a shield for a known club and a circle for a derived badge', () => {
    const known = renderToStaticMarkup(createElement(TeamBadge, { name: 'Arsenal', size: 24 }));
    expect(known).toContain('<path');
    expect(known).toContain('>ARS</text>');
    expect(known).toContain('aria-hidden="true"');
    const derived = renderToStaticMarkup(createElement(TeamBadge, { name: 'Kolfe Keranio' }));
    expect(derived).toContain('<circle');
    expect(derived).toContain('>KOK</text>');
  });
});
