// Records a real cash-out and live-bet event stream (issue 32) into tests/streams/<name>.jsonl by driving a running
// server with its live engine on (not NODE_ENV=test) and OPERATOR_TOKEN set, through the client's own sync code:
// register and log in, the betting config (live-bet delays), the feed moved to the next kick-offs, a prematch multiple
// of two legs, the history, the ticket's cash-out offer, a tampered offer refused with the current one (and the
// refusal closed), half of the open stake cashed out, the offer read again, the rest cashed out (CASHED_OUT), the
// history again, then a live single on a match in play held for its delay (the countdown's intent) and its answer,
// and logout. Tokens, phone and user id are replaced by fixed placeholders before writing.
//   OPERATOR_TOKEN=… npx tsx scripts/record-cashout-stream.ts http://127.0.0.1:8093 cashout-session
import { writeFileSync } from 'node:fs';
import { partialAmount } from '../domain/cashout.ts';
import type { SlipSelection } from '../schema/betslip.ts';
import { TopSportsResponse } from '../schema/top-sports.ts';
import { cashoutOfferResource, dismissCashout, requestCashout } from '../sync/cashout.ts';
import { historyResource } from '../sync/history.ts';
import { liveMatchesResource } from '../sync/live.ts';
import { bettingConfigResource } from '../sync/points.ts';
import { marketsResource } from '../sync/resources.ts';
import { marketRowId } from '../sync/store.ts';
import { requestTicket } from '../sync/tickets.ts';
import { recordedSignIn, wait } from './record-session.ts';

const [base = 'http://127.0.0.1:8093', name = 'cashout-session'] = process.argv.slice(2);
const { merchantId, data, api, engine, recorder, account, phone } = await recordedSignIn(base);
const { store } = data;
const settled = async (): Promise<void> => {
  await wait(20);
  for (let i = 0; i < 100 && store.getRowIds('resources').some((k) => store.getCell('resources', k, 'status') === 'loading'); i += 1) {
    await wait(100);
  }
};
const userId = store.getValue('user_id') ?? '';
const token = store.getValue('session_id') ?? '';
const session = { token, merchantId };
const cents = (etb: number): number => Math.round(etb * 100);

engine.request(bettingConfigResource(merchantId));
await settled();

// The next football kick-offs, so matches are in play for the live single at the end.
const top = TopSportsResponse.create(await api.get('/api/v1/top-sports'));
const matches = top.sports.flatMap((s) => s.matches).filter((m) => m.main_market?.outcomes.length === 3);
const soonest = Math.min(...matches.filter((m) => m.sport_id === '1').map((m) => Date.parse(m.start_time)));
const advanced = await fetch(`${base}/api/admin/v1/feed/advance`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ minutes: Math.max(1, Math.ceil((soonest - Date.now()) / 60_000)) }),
});
console.log('feed advance', advanced.status, await advanced.text());

/** A pick on a match's main market outcome, as the slip makes it. */
const pickOf = (m: (typeof matches)[number], i: number): SlipSelection => {
  const market = m.main_market!;
  const o = market.outcomes[i]!;
  return {
    matchId: m.id,
    marketId: market.market_id,
    outcomeId: o.id,
    odds: o.odds,
    specifier: market.specifier ?? null,
    variant: null,
    specialValue: null,
    variantValue: null,
    sport_name: m.sport_name ?? '',
    category: m.category_name ?? '',
    categoryCode: '',
    tournament: m.tournament_name ?? '',
    matchName: `${m.home_team.name} v ${m.away_team.name}`,
    marketName: market.name,
    outcomeName: o.name,
    timestamp: Date.parse(m.start_time),
  };
};

// A prematch multiple of two legs, each on a match kicking off in more than an hour.
const later = TopSportsResponse.create(await api.get('/api/v1/top-sports'))
  .sports.flatMap((s) => s.matches)
  .filter((m) => m.main_market?.outcomes.length === 3 && Date.parse(m.start_time) > Date.now() + 3_600_000);
const placed = await requestTicket(engine, data, 0, { selections: [pickOf(later[0]!, 0), pickOf(later[1]!, 0)], stake: '20', points: false });
if (placed.type !== 'v1.TicketPlaced' || !placed.payload.ticket) {
  throw new Error(`the multiple was not placed: ${JSON.stringify(placed.payload)}`);
}
const ticketId = placed.payload.ticket.id;
const history = () => historyResource({ userId, session, status: 'ALL', period: 'all', offset: 0, nowMs: Date.now() });
engine.request(history());
await settled();

const offerDef = cashoutOfferResource(ticketId, session);
const readOffer = async () => {
  engine.request(offerDef, { force: true });
  await settled();
  return { offer: store.getCell('cashoutOffers', ticketId, 'offer') ?? 0, open: store.getCell('cashoutOffers', ticketId, 'open_stake') ?? 0 };
};
let o = await readOffer();
console.log('offer', o);
// A tampered offer (a cent more than the server's): refused with the current one.
console.log('tampered', (await requestCashout(engine, store, { ticketId, offer: o.offer + 0.01, openStake: o.open, holdSeconds: 0 })).payload);
dismissCashout(engine, ticketId);
// Half of the open stake, at its share of the offer.
const half = cents(o.open) / 2;
const part = partialAmount(cents(o.offer), cents(o.open), half);
console.log(
  'half',
  (await requestCashout(engine, store, { ticketId, offer: part / 100, stake: half / 100, openStake: o.open, holdSeconds: 0 })).type,
);
dismissCashout(engine, ticketId);
o = await readOffer();
console.log('after half', o);
console.log('rest', (await requestCashout(engine, store, { ticketId, offer: o.offer, openStake: o.open, holdSeconds: 0 })).type);
dismissCashout(engine, ticketId);
await readOffer();
engine.request(history(), { force: true });
await settled();

// A live single on a match in play: its list read (scoreboards, the catalogue rows), its markets, then the bet.
engine.request(liveMatchesResource());
await settled();
const liveId = store.getRowIds('liveScores').find((id) => store.getCell('liveScores', id, 'sport_id') === '1' && store.hasRow('matches', id));
if (!liveId) {
  throw new Error('no football match in play');
}
engine.request(marketsResource(liveId));
await settled();
const mainRow = marketRowId(liveId, '1', null);
const outcomeRow = store.getRowIds('outcomes').find((r) => store.getCell('outcomes', r, 'market_row') === mainRow);
const liveMatch = store.getRow('matches', liveId);
const liveOutcome = store.getRow('outcomes', outcomeRow ?? '');
const livePick: SlipSelection = {
  matchId: liveId,
  marketId: '1',
  outcomeId: liveOutcome.outcome_id ?? '',
  odds: liveOutcome.odds ?? 0,
  specifier: null,
  variant: null,
  specialValue: null,
  variantValue: null,
  sport_name: liveMatch.sport_name ?? '',
  category: liveMatch.category_name ?? '',
  categoryCode: '',
  tournament: liveMatch.tournament_name ?? '',
  matchName: `${liveMatch.home_name} v ${liveMatch.away_name}`,
  marketName: store.getCell('markets', mainRow, 'name') ?? '1X2',
  outcomeName: liveOutcome.name ?? '',
  timestamp: liveMatch.start_time ?? 0,
};
const live = await requestTicket(engine, data, 1, { selections: [livePick], stake: '10', points: false });
console.log('live single', live.type, JSON.stringify(live.payload).slice(0, 200));
await account.logout();

const jsonl = recorder
  .toJsonl()
  .split(token)
  .join('recorded-session-token')
  .split(phone)
  .join('+251911000001')
  .split(`"${userId}"`)
  .join('"10000042"');
writeFileSync(`tests/streams/${name}.jsonl`, jsonl);
console.log(`recorded ${recorder.count} events into tests/streams/${name}.jsonl`);
process.exit(0);
