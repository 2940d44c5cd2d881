// Shared steps of the live journeys (issue 32): the operator kicks the next football match off by moving the demo
// feed's clock, and writes its play through the live feed boundary (POST /api/admin/v1/feed/live), as a real feed's
// adapter does. The journey server's live tick (LIVE_TICK_MS, scripts/test.mjs) then prices the match in play.
import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

const auth = { Authorization: `Bearer ${OPERATOR}` };

/** Moves the feed clock to just after the `nth` next football kick-off (0: the soonest; each viewport its own, so the
 *  two can run at once); answers that match's id and kick-off. */
export async function kickOffNextFootball(request: APIRequestContext, nth: number): Promise<{ id: string; start: number }> {
  const next = await signedGet<{ matches: Array<{ id: string; start_time: string }> }>(
    request,
    '/api/v1/express-matches/upcoming?sport_id=1&page_size=2',
  );
  const match = next.matches[nth];
  expect(match, 'a football match to come').toBeTruthy();
  const start = Date.parse(match?.start_time ?? '');
  const { at } = await signedGet<{ at: string }>(request, '/api/v1/live');
  const minutes = Math.max(1, Math.ceil((start - Date.parse(at)) / 60_000) + 1);
  const advanced = await request.post('/api/admin/v1/feed/advance', { headers: auth, data: { minutes } });
  expect(advanced.status(), await advanced.text()).toBe(200);
  return { id: match?.id ?? '', start };
}

/** Writes events of a match through the live feed boundary, at the match clock of now (an event may name its own). */
export async function feed(request: APIRequestContext, matchId: string, start: number, events: Array<Record<string, unknown>>): Promise<void> {
  const { at } = await signedGet<{ at: string }>(request, '/api/v1/live');
  const clock = Math.max(0, Date.parse(at) - start);
  const res = await request.post('/api/admin/v1/feed/live', {
    headers: auth,
    data: { events: events.map((e, i) => ({ event_id: `journey:${Date.now()}:${i}`, match_id: matchId, period: 1, clock_ms: clock, ...e })) },
  });
  expect(res.status(), await res.text()).toBe(200);
}
