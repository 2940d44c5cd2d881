// GET /api/v1/search (issue 29) through HTTP on a real database: teams, leagues and sports by their English
// names and by the names players type in Amharic (accents and Ethiopic homophones folded), every match listed
// being an upcoming one of a matching team; an empty, too long, sign-only or NUL query is the declared 400.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../schema/endpoints/search.ts';
import { NOW, signed, useTestApp } from './helpers.ts';

const t = useTestApp();

async function search(q: string) {
  const res = await signed(t.app, { url: `/api/v1/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return create(res.json(), SearchResponse);
}

const teamsOf = (m: { home_team: { name: string }; away_team: { name: string } }): string[] => [m.home_team.name, m.away_team.name];

/** Upcoming matches of a team, straight from the database. */
async function upcomingOf(team: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(NOW))
    .where((eb) => eb.or([eb('home_team', '=', team), eb('away_team', '=', team)]))
    .execute();
  return rows.length;
}

describe('GET /api/v1/search', () => {
  it("'arsenal' (any case) lists Arsenal's upcoming matches, soonest first, and no sport or league", async () => {
    const body = await search('ARSENAL');
    expect(body.matches.length).toBe(Math.min(30, await upcomingOf('Arsenal')));
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.every((m) => teamsOf(m).includes('Arsenal'))).toBe(true);
    const starts = body.matches.map((m) => Date.parse(m.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((s) => s > NOW)).toBe(true);
    expect(body.matches[0]?.main_market).not.toBeNull();
    expect(body.sports).toEqual([]);
    expect(body.tournaments).toEqual([]);
  });

  it('finds an Ethiopian club by its Amharic name, also written with another ሀ-letter, and by part of it', async () => {
    const george = await search('ቅዱስ ጊዮርጊስ');
    expect(george.matches.length).toBe(await upcomingOf('Saint George'));
    expect(george.matches.length).toBeGreaterThan(0);
    expect(george.matches.every((m) => teamsOf(m).includes('Saint George'))).toBe(true);
    expect((await search('ጊዮርጊስ')).matches.map((m) => m.id)).toEqual(george.matches.map((m) => m.id));
    // ሀዋሳ is also written ሐዋሳ: one name for the search.
    const hawassa = await search('ሐዋሳ');
    expect(hawassa.matches.length).toBe(await upcomingOf('Hawassa Ketema'));
    expect(hawassa.matches.every((m) => teamsOf(m).includes('Hawassa Ketema'))).toBe(true);
  });

  it('folds accents: atletico madrid finds Atlético Madrid, atletico every Atlético', async () => {
    const body = await search('atletico madrid');
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.every((m) => teamsOf(m).includes('Atlético Madrid'))).toBe(true);
    // Madrid's, Mineiro's, San Luis's, Tucumán's: the feed's other leagues have Atléticos too.
    const any = await search('atletico');
    expect(any.matches.length).toBeGreaterThan(0);
    expect(any.matches.every((m) => teamsOf(m).some((n) => n.startsWith('Atlético ')))).toBe(true);
  });

  it('finds a league by name, by country and name, and in Amharic (the Premier Leagues)', async () => {
    // The top flight first, then the second division (spec §9 priority), then the rest.
    expect((await search('bundes')).tournaments.map((x) => x.name)).toEqual(['Bundesliga', '2. Bundesliga', 'Handball-Bundesliga']);
    const premier = await search('premier league');
    expect(premier.tournaments.map((x) => `${x.category_name} ${x.name}`).sort()).toEqual([
      'Egypt Egyptian Premier League',
      'England Premier League',
      'Ethiopia Premier League',
      'Kenya FKF Premier League',
    ]);
    expect((await search('ethiopia premier')).tournaments.map((x) => x.id)).toEqual(['sr:tournament:1880']);
    expect((await search('ኢትዮጵያ ፕሪሚየር ሊግ')).tournaments.map((x) => x.id)).toEqual(['sr:tournament:1880']);
    expect((await search('euroleague')).tournaments[0]).toMatchObject({ id: 'sr:tournament:138', sport_id: '2', match_count: expect.any(Number) });
  });

  it('finds a sport by its feed name, its English word and its name in Amharic, Oromo and Tigrinya', async () => {
    for (const q of ['soccer', 'Football', 'እግር ኳስ', 'kubbaa miilaa', 'ኩዕሶ እግሪ']) {
      expect(
        (await search(q)).sports.map((s) => s.id),
        q,
      ).toContain('1');
    }
    expect((await search('ቅርጫት')).sports.map((s) => s.name)).toEqual(['Basketball']);
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await search('zzqx')).toEqual({ sports: [], tournaments: [], matches: [] });
  });

  it('refuses an empty, one-letter, too long, sign-only or NUL query with the declared 400, never a 500', async () => {
    const text = 'q must be 2 to 64 characters with a letter or a digit';
    for (const url of [
      '/api/v1/search',
      '/api/v1/search?q=',
      '/api/v1/search?q=a',
      '/api/v1/search?q=%20%20%20',
      `/api/v1/search?q=${'a'.repeat(65)}`,
      '/api/v1/search?q=%25%25%25',
      '/api/v1/search?q=ab%01',
      '/api/v1/search?q=a&q=b',
    ]) {
      const res = await signed(t.app, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: text, code: 'VALIDATION_FAILED' });
    }
    const nul = await signed(t.app, { url: '/api/v1/search?q=ar%00senal' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('VALIDATION_FAILED');
  });

  it('is signed like every catalogue read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search?q=arsenal' });
    expect(res.statusCode).toBe(401);
  });
});
