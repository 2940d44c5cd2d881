// Records a real bet-history event stream into tests/streams/<name>.jsonl by driving a running server
// (NODE_ENV≠production, OPERATOR_TOKEN set) through the client's own sync code: register and log in,
// three singles on the soonest football match (1, X and 2), the history page (three PENDING), the
// operator's feed advance past full time, a wallet refetch, the history again (settled), the WON filter,
// and logout. Tokens, phone and user id are replaced by fixed placeholders before writing.
//   OPERATOR_TOKEN=… npx tsx scripts/record-history-stream.ts http://127.0.0.1:8087 history-session
import { writeFileSync } from 'node:fs';
import { recordedSignIn, wait } from './record-session.ts';
import { requestTicket } from '../sync/tickets.ts';
import { historyResource } from '../sync/history.ts';
import { TopSportsResponse } from '../schema/top-sports.ts';
import type { SlipSelection } from '../schema/betslip.ts';

const [base = 'http://127.0.0.1:8087', name = 'history-session'] = process.argv.slice(2);
const { merchantId, data, api, engine, recorder, account, phone } = await recordedSignIn(base);
const settled = async (): Promise<void> => {
  for (let i = 0; i < 50 && [...data.store.getRowIds('resources')].some((k) => data.store.getCell('resources', k, 'status') === 'loading'); i += 1) {
    await wait(100);
  }
};

const userId = data.store.getValue('user_id') ?? '';
const token = data.store.getValue('session_id') ?? '';
const session = { token, merchantId };

// The soonest football match with a three-way main market (read outside the recorded store).
const top = TopSportsResponse.create(await api.get('/api/v1/top-sports'));
const match = top.sports
  .flatMap((s) => s.matches)
  .filter((m) => m.main_market?.outcomes.length === 3)
  .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))[0];
if (!match?.main_market) {
  throw new Error('no three-way match to bet on');
}
const market = match.main_market;
for (const o of market.outcomes) {
  const pick: SlipSelection = {
    matchId: match.id,
    marketId: market.market_id,
    outcomeId: o.id,
    odds: o.odds,
    specifier: market.specifier ?? null,
    variant: null,
    specialValue: null,
    variantValue: null,
    sport_name: '',
    category: '',
    categoryCode: '',
    tournament: '',
    matchName: `${match.home_team.name} v ${match.away_team.name}`,
    marketName: market.name,
    outcomeName: o.name,
    timestamp: Date.parse(match.start_time),
  };
  await requestTicket(engine, data, 0, { selections: [pick], stake: '10', points: false });
}

const page = (status: 'ALL' | 'WON', offset = 0) => historyResource({ userId, session, status, period: 'all', offset, nowMs: Date.now() });
engine.request(page('ALL'));
await settled();
await account.refreshWallet();
const minutes = Math.ceil((Date.parse(match.start_time) - Date.now()) / 60_000) + 125;
const advanced = await fetch(`${base}/api/admin/v1/feed/advance`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ minutes }),
});
console.log('feed advance', advanced.status, await advanced.text());
await account.refreshWallet();
engine.request(page('ALL'));
await settled();
engine.request(page('WON'));
await settled();
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
