// Records a real wallet-statement event stream into tests/streams/<name>.jsonl by driving a running server
// (NODE_ENV≠production, OPERATOR_TOKEN set with OPERATOR_TOKEN_ROLES=finance) through the client's own sync code: register and log in, the
// statement (welcome funds and bonus), three singles on the soonest three-way match, 17 operator credits of
// 5 ETB, a wallet refetch (which outdates the statement), the first page again (20 of 22), Load more, logout.
// Tokens, phone and user id are replaced by fixed placeholders before writing.
//   OPERATOR_TOKEN=… npx tsx scripts/record-statement-stream.ts http://127.0.0.1:8087 statement-session
import { writeFileSync } from 'node:fs';
import { recordedSignIn, wait } from './record-session.ts';
import { requestTicket } from '../sync/tickets.ts';
import { statementResource } from '../sync/statement.ts';
import { TopSportsResponse } from '../schema/top-sports.ts';
import type { SlipSelection } from '../schema/betslip.ts';

const [base = 'http://127.0.0.1:8087', name = 'statement-session'] = process.argv.slice(2);
const { merchantId, data, api, engine, recorder, account, phone } = await recordedSignIn(base);
const settled = async (): Promise<void> => {
  await wait(50);
  for (let i = 0; i < 50 && [...data.store.getRowIds('resources')].some((k) => data.store.getCell('resources', k, 'status') === 'loading'); i += 1) {
    await wait(100);
  }
};

const userId = data.store.getValue('user_id') ?? '';
const token = data.store.getValue('session_id') ?? '';
const session = { token, merchantId };

engine.request(statementResource({ session, offset: 0 }));
await settled();

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

for (let i = 1; i <= 17; i += 1) {
  const credited = await fetch(`${base}/api/admin/v1/wallets/credit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, amount: 5, reason: `Goodwill ${i}` }),
  });
  if (credited.status !== 200) {
    throw new Error(`credit answered ${credited.status}: ${await credited.text()}`);
  }
}

await account.refreshWallet();
engine.request(statementResource({ session, offset: 0 }));
await settled();
engine.request(statementResource({ session, offset: data.store.getRowCount('statementEntries') }), { force: true });
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
