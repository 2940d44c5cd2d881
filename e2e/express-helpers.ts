// Express journeys need a kick-off within the hour, and the demo schedule has none some of the day (about
// 04:00–09:00 and 21:00–23:00 UTC). Then the operator moves the demo feed's clock so the next kick-off is 30
// minutes away: the gap holds no kick-off, so no match starts because of it (docs/decisions/catalogue-and-live-odds.md, issue 12). Once per
// run: the phone and desktop workers race for a lock directory in the run's output folder (cleaned at each start);
// the loser waits for the winner's move to show.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

interface ExpressAnswer {
  matches: Array<{ id: string; start_time: string; status: string }>;
  total: number;
}

const kickOffsThisHour = async (request: APIRequestContext): Promise<number> =>
  (await signedGet<ExpressAnswer>(request, '/api/v1/express-matches/filtered?status=not_started&time_filter=1h')).total;

/** Makes sure at least one match kicks off within the hour (so the list has a bettable row). */
export async function ensureKickOffThisHour(request: APIRequestContext, info: TestInfo): Promise<void> {
  if ((await kickOffsThisHour(request)) > 0) {
    return;
  }
  mkdirSync(info.project.outputDir, { recursive: true });
  try {
    mkdirSync(join(info.project.outputDir, '.express-next-hour'));
  } catch {
    await expect.poll(() => kickOffsThisHour(request), { timeout: 20_000 }).toBeGreaterThan(0);
    return;
  }
  const next = await signedGet<ExpressAnswer>(request, '/api/v1/express-matches/upcoming?page_size=1');
  const minutes = Math.floor((Date.parse(next.matches[0]?.start_time ?? '') - Date.now()) / 60_000) - 30;
  expect(minutes).toBeGreaterThan(0);
  const moved = await request.post('/api/admin/v1/feed/advance', { headers: { Authorization: `Bearer ${OPERATOR}` }, data: { minutes } });
  expect(moved.status()).toBe(200);
  expect(await kickOffsThisHour(request)).toBeGreaterThan(0);
}
