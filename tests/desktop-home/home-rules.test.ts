// The desktop home's pure rules (spec §2, §4, §9): numeric sport tab order, the tournament grid (the sport's
// tournaments under one shown name each, in the §9 grid order, one cell per tournament), the 0–7 day 'Upcoming'
// window, grouping by date then tournament, and the dd MMM yyyy date of the table.
import { describe, it, expect } from 'vitest';
import {
  gridTournaments,
  groupByDateThenTournament,
  isUpcoming,
  sortSportTabs,
  tableDate,
  type TableMatch,
} from '../../src/screens/home/desktop/home-rules.ts';
import { shortMatchId } from '../../domain/market-display.ts';

const at = (y: number, m: number, d: number, h = 12, min = 0): number => new Date(y, m - 1, d, h, min).getTime();
const t = (id: string, name: string, country = ''): { id: string; name: string; country: string; code: string } => ({ id, name, country, code: '' });

describe('sport tabs', () => {
  it('orders by numeric id, not as text, and drops repeats', () => {
    expect(sortSportTabs(['16', '2', '1', '23', '5', '4', '2'])).toEqual(['1', '2', '4', '5', '16', '23']);
  });
  it('puts ids that are not numbers last, alphabetically', () => {
    expect(sortSportTabs(['b', '10', 'a', '3'])).toEqual(['3', '10', 'a', 'b']);
  });
});

describe('tournament grid', () => {
  // The demo feed's football tournaments, in the order its categories list them (Ethiopia first).
  const football = [
    t('1880', 'Premier League', 'Ethiopia'),
    t('17', 'Premier League', 'England'),
    t('8', 'LaLiga', 'Spain'),
    t('35', 'Bundesliga', 'Germany'),
    t('23', 'Serie A', 'Italy'),
    t('34', 'Ligue 1', 'France'),
    t('37', 'Eredivisie', 'Netherlands'),
    t('238', 'Liga Portugal', 'Portugal'),
    t('7', 'UEFA Champions League', 'International Clubs'),
    t('679', 'UEFA Europa League', 'International Clubs'),
    t('', 'Nameless'),
  ];

  it('follows spec §9: the big five, Champions League, Europa League, then A–Z; one shown name per league', () => {
    expect(gridTournaments(football).map((x) => `${x.id} ${x.name}`)).toEqual([
      '17 Premier League',
      '8 LaLiga',
      '35 Bundesliga',
      '23 Serie A',
      '34 Ligue 1',
      '7 UEFA Champions League',
      '679 UEFA Europa League',
      '37 Eredivisie',
      '1880 Ethiopian Premier League',
      '238 Liga Portugal',
    ]);
  });
  it('has every tournament of the sport, whatever its first matches are (basketball: EuroLeague and NBA)', () => {
    expect(gridTournaments([t('132', 'NBA', 'USA'), t('138', 'EuroLeague', 'International')]).map((x) => x.name)).toEqual(['EuroLeague', 'NBA']);
  });
  it('keeps one cell per tournament and drops blank ids', () => {
    expect(gridTournaments([t('2557', 'WTA Tour'), t('2555', 'ATP Tour'), t('2557', 'WTA Tour'), t('', 'x')]).map((x) => x.name)).toEqual([
      'ATP Tour',
      'WTA Tour',
    ]);
    expect(gridTournaments([])).toEqual([]);
  });
});

describe('upcoming window', () => {
  const now = at(2026, 11, 22, 9);
  it('takes today to 7 calendar days ahead', () => {
    expect(isUpcoming(at(2026, 11, 22, 23, 59), now)).toBe(true);
    expect(isUpcoming(at(2026, 11, 29, 23, 0), now)).toBe(true);
    expect(isUpcoming(at(2026, 11, 30, 0, 30), now)).toBe(false);
    expect(isUpcoming(at(2026, 11, 21, 20), now)).toBe(false);
  });
  it('refuses a missing kick-off', () => {
    expect(isUpcoming(0, now)).toBe(false);
    expect(isUpcoming(Number.NaN, now)).toBe(false);
  });
});

describe('grouping by date then tournament', () => {
  const row = (id: string, start: number, tournamentId: string): TableMatch => ({
    id,
    start,
    tournamentId,
    tournamentName: `T${tournamentId}`,
    country: '',
    code: '',
  });

  it('opens a group per local day and a bucket per tournament in first-seen order, keeping row order', () => {
    const groups = groupByDateThenTournament([
      row('a', at(2026, 11, 22, 11), '37'),
      row('b', at(2026, 11, 22, 12), '23'),
      row('c', at(2026, 11, 22, 13), '37'),
      row('d', at(2026, 11, 23, 10), '23'),
    ]);
    expect(groups.map((g) => g.tournaments.map((b) => [b.id, b.matchIds]))).toEqual([
      [
        ['37', ['a', 'c']],
        ['23', ['b']],
      ],
      [['23', ['d']]],
    ]);
  });
  it('a day that comes back in an unsorted list joins its first group', () => {
    const groups = groupByDateThenTournament([row('a', at(2026, 11, 22), '1'), row('b', at(2026, 11, 23), '1'), row('c', at(2026, 11, 22, 20), '1')]);
    expect(groups).toHaveLength(2);
    expect(groups[0]?.tournaments[0]?.matchIds).toEqual(['a', 'c']);
  });
  it('gives nothing for no rows', () => {
    expect(groupByDateThenTournament([])).toEqual([]);
  });
});

describe('table texts', () => {
  it("dates read dd MMM yyyy in the player's language", () => {
    expect(tableDate(at(2026, 11, 5), 'en')).toBe('05 Nov 2026');
    expect(tableDate(at(2026, 11, 5), 'am')).toBe('05 ኖቬም 2026');
  });
  it('the ID column is the last 6 characters of the match id', () => {
    expect(shortMatchId('sr:match:98691303')).toBe('691303');
    expect(shortMatchId('42')).toBe('42');
  });
});
