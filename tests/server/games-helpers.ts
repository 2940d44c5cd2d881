// Helpers of the games tests: a signed-up player with a balance, the real-money switch, launches.
import type { FastifyInstance } from 'fastify';
import { isHouseGameId } from '../../domain/games/index.ts';
import { creditWallet } from '../../server/modules/wallet/service.ts';
import { ledgerTransaction } from '../../server/modules/wallet/ledger.ts';
import { authed, signUp } from './auth-helpers.ts';
import { MERCHANT_ID, signed } from './helpers.ts';

let phones = 0;

export interface Player {
  userId: string;
  token: string;
}

export async function newPlayer(app: FastifyInstance, balanceCents?: number): Promise<Player> {
  phones += 1;
  const login = await signUp(app, `+2519${String(70_000_000 + phones * 41 + (process.pid % 97) * 1000).padStart(8, '0')}`);
  const player = { userId: login.user.id, token: login.session.id };
  if (balanceCents !== undefined) {
    await drainTo(app, player.userId, balanceCents);
  }
  return player;
}

/** Adds to a player's wallet through the ledger (house:operator pays), as the operator's credit does. */
export async function fund(app: FastifyInstance, userId: string, cents: number): Promise<void> {
  await creditWallet(app.db, { userId, amountCents: cents, reason: 'test funds', idempotencyKey: `fund-${userId}-${++funds}` });
}

/** Spends a player's wallet down to `cents` by a transfer to house:operator (tests of small balances). */
export async function drainTo(app: FastifyInstance, userId: string, cents: number): Promise<void> {
  const now = Number(
    (await app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', `player:${userId}`).executeTakeFirstOrThrow()).balance_cents,
  );
  if (now > cents) {
    await ledgerTransaction(app.db, ({ post }) =>
      post({
        idempotencyKey: `drain-${userId}-${++funds}`,
        kind: 'operator_debit',
        reason: 'test drain',
        postings: [
          { accountId: `player:${userId}`, amountCents: cents - now },
          { accountId: 'house:operator', amountCents: now - cents },
        ],
      }),
    );
  }
}

let funds = 0;

export async function realMoney(app: FastifyInstance, on: boolean, merchantId = MERCHANT_ID): Promise<void> {
  await app.db.updateTable('merchants').set({ casino_real_money: on }).where('id', '=', merchantId).execute();
}

export const launch = (app: FastifyInstance, body: Record<string, unknown>, token?: string) =>
  token === undefined
    ? signed(app, { method: 'POST', url: '/api/v1/games/launch', body })
    : authed(app, { method: 'POST', url: '/api/v1/games/launch', body, token });

/**
 * A real-money Kiron launch of `p` on an app whose KIRON_ALLOWED_IPS holds `kironAddress`: the PlayerToken of the
 * launch URL, and a caller of Kiron's wallet routes from that address.
 */
export async function launchKiron(app: FastifyInstance, p: Player, kironAddress: string) {
  const res = await launch(
    app,
    { game_id: 'kiron:lobby', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'en', device: 'desktop' },
    p.token,
  );
  const playerToken = new URL((res.json() as { data: { launch_url: string } }).data.launch_url).searchParams.get('p') ?? '';
  const call = (action: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/games/wallet/kiron/${action}`, payload: body, remoteAddress: kironAddress });
  return { playerToken, call };
}

/** The launch token of a real-money house launch URL (/games/house/<id>/#token=…&lang=…). */
export function tokenOf(url: string): string {
  const token = new URLSearchParams(url.split('#')[1] ?? '').get('token');
  if (token === null) {
    throw new Error(`no token in ${url}`);
  }
  return token;
}

/**
 * The launch token of a real-money launch. For a house game the client seed is then chosen as the page does (a
 * round is refused before one is, issue 28), unless `clientSeed` is null (tests of that order).
 */
export async function launchReal(
  app: FastifyInstance,
  p: Player,
  gameId: string,
  clientSeed: string | null = `seed-${p.userId.slice(0, 8)}`,
): Promise<string> {
  const res = await launch(app, { game_id: gameId, user_id: p.userId, currency: 'ETB', language: 'en', is_demo: false, device: 'mobile' }, p.token);
  if (res.statusCode !== 200) {
    throw new Error(`launch ${gameId}: ${res.statusCode} ${res.body}`);
  }
  const token = tokenOf((res.json() as { data: { launch_url: string } }).data.launch_url);
  if (clientSeed !== null && isHouseGameId(gameId)) {
    await chooseClientSeed(app, token, clientSeed);
  }
  return token;
}

/** The player's client seed for the launched house game (POST /api/games/house/seed), checked to be taken. */
export async function chooseClientSeed(app: FastifyInstance, token: string, clientSeed: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/games/house/seed', payload: { token, client_seed: clientSeed } });
  if (res.statusCode !== 200) {
    throw new Error(`client seed: ${res.statusCode} ${res.body}`);
  }
}
