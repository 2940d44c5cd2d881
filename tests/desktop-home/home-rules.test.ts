// The desktop home's pure rules (spec §2, §4, §9): numeric sport tab order, the tournament grid (top leagues
// first, then the §9 grid order, one cell per tournament), the 0–7 day 'Upcoming' window, grouping by date
// then tournament, and the dd MMM yyyy date of the table.
import { describe, it, expect } from 'vitest';
import { gridTournaments, groupByDateThenTournament, isUpcoming, sortSportTabs, tableDate, type TableMatch } from '../../src/screens/home/desktop/home-rules.ts';
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
  const leagues = [t('17', 'Premier League', 'England'), t('8', 'LaLiga'), t('7', 'UEFA Champions League'), t('1880', 'Premier League', 'Ethiopia')];
  const fromMatches = [t('37', 'Eredivisie'), t('1880', 'Premier League', 'Ethiopia'), t('23', 'Serie A'), t('17', 'Premier League', 'England'), t('', 'Nameless')];

  it('merges both sources, one cell per id, blank ids dropped, in the §9 grid order', () => {
    expect(gridTournaments(leagues, fromMatches).map((x) => x.id)).toEqual(['17', '1880', '8', '23', '37', '7']);
  });
  it('keeps the top-league rank between equal names, so the first (auto-picked) cell is England\'s Premier League', () => {
    const matchesFirst = gridTournaments([t('17', 'Premier League', 'England'), t('1880', 'Premier League', 'Ethiopia')], [t('1880', 'Premier League', 'Ethiopia')]);
    expect(matchesFirst[0]?.country).toBe('England');
  });
  it('a sport without top leagues takes its tournaments from its matches', () => {
    expect(gridTournaments([], [t('2557', 'WTA Tour'), t('2555', 'ATP Tour'), t('2557', 'WTA Tour')]).map((x) => x.name)).toEqual(['ATP Tour', 'WTA Tour']);
  });
  it('is empty when neither source has anything', () => {
    expect(gridTournaments([], [])).toEqual([]);
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
  const row = (id: string, start: number, tournamentId: string): TableMatch => ({ id, start, tournamentId, tournamentName: `T${tournamentId}`, country: '', code: '' });

  it('opens a group per local day and a bucket per tournament in first-seen order, keeping row order', () => {
    const groups = groupByDateThenTournament([
      row('a', at(2026, 11, 22, 11), '37'), row('b', at(2026, 11, 22, 12), '23'), row('c', at(2026, 11, 22, 13), '37'),
      row('d', at(2026, 11, 23, 10), '23'),
    ]);
    expect(groups.map((g) => g.tournaments.map((b) => [b.id, b.matchIds]))).toEqual([
      [['37', ['a', 'c']], ['23', ['b']]],
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
  it('dates read dd MMM yyyy in the player\'s language', () => {
    expect(tableDate(at(2026, 11, 5), 'en')).toBe('05 Nov 2026');
    expect(tableDate(at(2026, 11, 5), 'am')).toBe('05 ኖቬም 2026');
  });
  it('the ID column is the last 6 characters of the match id', () => {
    expect(shortMatchId('sr:match:98691303')).toBe('691303');
    expect(shortMatchId('42')).toBe('42');
  });
});
