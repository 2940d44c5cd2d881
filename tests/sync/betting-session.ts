// A whole betting session driven through the client's own engine against a scripted server (real matches and
// prices from the recorded catalogue): sign-in, two picks, PLACE BET refused with ODDS_CHANGED (400, current
// prices), the player accepts, PLACE BET placed, then settlement on the socket (the stake's BALANCE_UPDATE, the
// winnings' BALANCE_UPDATE) and the history list showing the ticket WON. tests/streams/betting-session.jsonl was
// written from this run (`npx tsx tests/sync/betting-session.ts`).
import { writeFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { recordEvents } from '../../sync/recorder.ts';
import { requestTicket } from '../../sync/tickets.ts';
import { historyResource } from '../../sync/history.ts';
import { decodeInbound, messageEvent } from '../../sync/socket-messages.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi, flush } from './fake-api.ts';
import { matches, pick } from './catalog-picks.ts';

const MERCHANT = 'birrbet-demo';
const TOKEN = 'recorded-session-token';
const USER = '10000042';

const wallet = (balance: number) => ({
  balance,
  currency: 'ETB',
  points_balance: 0,
  active_points: 0,
  inactive_points: 0,
  activation_progress: null,
});

export async function liveBettingSession() {
  const [a, b] = [pick(matches[0]!), pick(matches[1]!)];
  const raised = Math.round((a.odds + 0.35) * 100) / 100;
  const totalOdds = Math.round(raised * b.odds * 100) / 100;
  const ticket = (status: 'PENDING' | 'WON') => ({
    id: 't-9001',
    reference_id: 'BB-9001X',
    bet_type: 'multiple',
    bet_status: status,
    total_stake: 100,
    total_odds: totalOdds,
    win_amount: status === 'WON' ? 301.5 : 0,
    created_at: '2026-11-24T10:00:05Z',
    selections: [a, b].map((p, i) => ({
      MatchID: p.matchId,
      MarketID: p.marketId,
      OutcomeID: p.outcomeId,
      Odds: i === 0 ? raised : p.odds,
      SettlementStatus: status === 'WON' ? 'WON' : 'PENDING',
    })),
  });
  const oddsChanged = new ApiRequestError('Odds have changed. Please refresh and try again', 400, 'ODDS_CHANGED');
  oddsChanged.body = {
    error: oddsChanged.message,
    code: 'ODDS_CHANGED',
    current: [{ match_id: a.matchId, market_id: a.marketId, specifier: '', outcome_id: a.outcomeId, odds: raised }],
  };
  let placements = 0;
  const api = fakeApi({
    'POST /api/v1/tickets': () => {
      placements += 1;
      if (placements === 1) {
        throw oddsChanged;
      }
      return { success: true, reference_id: 'BB-9001X', ticket_id: 't-9001', ticket: ticket('PENDING') };
    },
    [`/api/v1/tickets/player/${USER}`]: { tickets: [ticket('WON')], total_count: 1 },
  });
  const clock = { t: 1_795_400_000_000 };
  const now = (): number => (clock.t += 250);
  const data = createAppData();
  const engine = createSyncEngine(data, api, { now, merchantId: MERCHANT, log: () => undefined, retryDelaysMs: [] });
  const recorder = recordEvents(engine.events$);
  const emit = (type: string, payload: unknown, source: AppEvent['source'] = 'user'): void =>
    engine.emit({ type, at: now(), source, payload } as AppEvent);
  const socket = (frame: unknown): void => {
    const inbound = decodeInbound(JSON.stringify(frame));
    const event = inbound.kind === 'message' ? messageEvent(inbound.message, now()) : null;
    if (event) {
      engine.emit(event);
    }
  };

  emit(
    'v1.SignedIn',
    {
      user: { id: USER, phone: '+251911000001' },
      wallet: wallet(500),
      session: { id: TOKEN, merchant_id: MERCHANT },
      merchantId: MERCHANT,
      hasSeenUnlockNotification: true,
    },
    'remote',
  );
  emit('v1.SelectionToggled', { slot: 0, selection: a });
  emit('v1.SelectionToggled', { slot: 0, selection: b });
  emit('v1.SlipStakeChanged', { slot: 0, stake: '100' });
  await requestTicket(engine, data, 0, { now });
  emit('v1.SlipOddsAccepted', { slot: 0, current: (oddsChanged.body as { current: unknown[] }).current });
  await requestTicket(engine, data, 0, { now });
  socket({ type: 'BALANCE_UPDATE', user_id: USER, merchant_id: MERCHANT, balance: 400 });
  socket({ type: 'BALANCE_UPDATE', user_id: USER, merchant_id: MERCHANT, balance: 701.5 });
  engine.request(
    historyResource({ userId: USER, session: { token: TOKEN, merchantId: MERCHANT }, status: 'ALL', period: 'all', offset: 0, nowMs: clock.t }),
  );
  await flush();
  engine.dispose();
  return { data, jsonl: recorder.toJsonl(), api, raised };
}

if (process.argv[1]?.endsWith('betting-session.ts')) {
  const { jsonl } = await liveBettingSession();
  writeFileSync(new URL('../streams/betting-session.jsonl', import.meta.url), jsonl);
  console.log(`recorded ${jsonl.split('\n').filter(Boolean).length} events into tests/streams/betting-session.jsonl`);
}
