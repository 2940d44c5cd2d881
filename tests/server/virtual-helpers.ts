// Helpers of the virtual-sports tests: an app with the module (registered here until app.ts registers it), its
// timer off (VIRTUAL_TICK_MS=0: each test runs the job itself at the clock it pins), schedule reads and bets.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { virtualSportsModule } from '../../server/modules/games/virtual/index.ts';
import type { VirtualSchedule } from '../../schema/virtual-sport.ts';
import { NOW, useTestApp, type TestApp } from './helpers.ts';

process.env['VIRTUAL_TICK_MS'] = '0';

export function useVirtualApp(): TestApp {
  const registered = readFileSync(new URL('../../server/app.ts', import.meta.url), 'utf8').includes('virtualSportsModule');
  const t: TestApp = useTestApp({
    beforeReady: (app) => {
      if (!registered) {
        void app.register(virtualSportsModule, { db: app.db, now: () => t.clock?.now ?? NOW, config: loadConfig({ NODE_ENV: 'test' }) });
      }
    },
  });
  return t;
}

export const schedule = async (app: FastifyInstance, league = 'football'): Promise<VirtualSchedule> => {
  const res = await app.inject({ method: 'GET', url: `/api/games/virtual/${league}` });
  if (res.statusCode !== 200) {
    throw new Error(`schedule ${league}: ${res.statusCode} ${res.body}`);
  }
  return res.json() as VirtualSchedule;
};

export const bet = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/games/virtual/bet', payload: body });

export const balanceOf = async (app: FastifyInstance, userId: string): Promise<number> =>
  Number(
    (await app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', `player:${userId}`).executeTakeFirstOrThrow()).balance_cents,
  );

export const gameTxCount = async (app: FastifyInstance, txId: string): Promise<number> =>
  (await app.db.selectFrom('game_transactions').select('id').where('provider_tx_id', '=', txId).execute()).length;
