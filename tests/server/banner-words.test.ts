// Banners carry their words as text (issue 18) through HTTP on a real PGlite: the demo banners come with their
// words in all four languages, an operator can give a banner words (and take them away), a malformed or
// foreign-language entry is refused with VALIDATION_FAILED and nothing is stored, and a client drops a bad entry
// from an answer without losing the banner. Migration 0020 gives an install seeded before it the same words.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Banner, BannersResponse, BANNER_TYPE } from '../../schema/banner.ts';
import { DEMO_BANNER_WORDS } from '../../server/modules/promotions/demo-banner-words.ts';
import { up as addBannerTexts } from '../../server/db/migrations/0020-banner-texts.ts';
import { getJson, useTestApp } from './helpers.ts';

const TOKEN = 'operator-banner-words-0123456789';
const t = useTestApp({ syncCatalog: false, operatorToken: TOKEN });
const LIST = '/api/v1/promotions/banners';
const op = { authorization: `Bearer ${TOKEN}` };

const list = async (type: string) => BannersResponse.create(await getJson(t.app, `${LIST}?type=${type}`)).banners;

describe('banner words', () => {
  it('the demo banners come with their words in en, am, or and ti; the artwork has none', async () => {
    const phone = await list(BANNER_TYPE.phone);
    expect(phone[0]?.texts?.['en']).toEqual({ kicker: 'ETHIOPIAN PREMIER LEAGUE', title: 'Best odds, every matchday', cta: 'Bet now' });
    for (const b of [...phone, ...(await list(BANNER_TYPE.desktop))]) {
      expect(Object.keys(b.texts ?? {}).sort(), b.image_url).toEqual(['am', 'en', 'or', 'ti']);
      expect(b.texts?.['am']?.title, b.image_url).toMatch(/[\u1200-\u137f]/);
      expect(b.texts?.['ti']?.title, b.image_url).toMatch(/[\u1200-\u137f]/);
    }
  });

  it('an operator gives a banner words and takes them away again (null)', async () => {
    const words = { en: { title: 'Derby day', cta: 'Bet now' }, am: { title: 'የደርቢ ቀን' } };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      headers: op,
      payload: { banner_type: 'WORDS_TEST', image_url: '/banners/phone-league.svg', texts: words },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await list('WORDS_TEST'))[0]?.texts).toEqual(words);
    const id = made.json().banner.id as string;
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/admin/v1/banners/${id}`, headers: op, payload: { texts: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await list('WORDS_TEST'))[0]?.texts).toBeUndefined();
  });

  it('refuses malformed words with VALIDATION_FAILED and stores nothing', async () => {
    const bad = [
      { fr: { title: 'Bonjour' } },
      { en: { title: '' } },
      { en: { title: 'x'.repeat(65) } },
      { en: { kicker: 'no title' } },
      { en: 'Best odds' },
      ['en'],
      { en: { title: 'a\u0000b' } },
    ];
    for (const texts of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/banners',
        headers: op,
        payload: { banner_type: 'WORDS_BAD', image_url: '/banners/phone-league.svg', texts },
      });
      expect(res.statusCode, JSON.stringify(texts)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await list('WORDS_BAD')).toEqual([]);
  });

  it('a client keeps a banner whose words are partly malformed, without the bad entries', () => {
    const banner = Banner.create({
      id: 'b1',
      order: 1,
      image_url: '/banners/a.svg',
      banner_type: 'HOMEPAGE_MOBILE',
      texts: { en: { title: 'Fine' }, am: { title: 7 }, xx: { title: 'Unknown language' } },
    });
    expect(banner.texts).toEqual({ en: { title: 'Fine' } });
    expect(Banner.create({ id: 'b2', image_url: '/a.svg', banner_type: 'T', texts: 'garbage' }).texts).toEqual({});
  });

  it('migration 0020 gives demo banners seeded before it their words, and leaves an operator banner alone', async () => {
    const db = t.app.db;
    await sql`alter table banners drop column texts`.execute(db);
    await addBannerTexts(db as never);
    const rows = await db.selectFrom('banners').select(['id', 'texts']).where('id', 'like', 'demo:%').execute();
    expect(rows.length).toBe(5);
    for (const row of rows) {
      const name = row.id.split(':').pop() ?? '';
      expect(row.texts, name).toEqual(DEMO_BANNER_WORDS[name]);
    }
    const other = await db.selectFrom('banners').select('texts').where('banner_type', '=', 'WORDS_TEST').executeTakeFirst();
    expect(other?.texts).toBeNull();
  });
});
