// The back office's Games screen (issue 33; schema/endpoints/admin-games.ts): the catalogue as operators see it —
// every provider with the sync's state beside the operator's switch, and the games page by page, unlisted and
// switched-off ones included — and the switches. A switch is the operator's own column (0039-game-switches), which
// the catalogue sync never writes, so no sync undoes it; every player-facing read and the launch leave switched-off
// games out (catalog/query.ts base()). Money in open rounds is untouched: the seamless wallet settles a round by
// its transaction ids and never asks whether its game is listed (wallet/core.ts). Each switch that changes
// something is audited ('games.provider_switch' / 'games.game_switch', before and after, with the reason) in the
// transaction that writes it, the row locked first; a switch to the state already in force changes and audits nothing.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as E from '../../../schema/endpoints/admin-games.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { orderProviders } from './catalog/query.ts';
import type { GamesDeps } from './deps.ts';

const notFound = (r: { status: number; code: string; text: string }): HttpError => new HttpError(r.status, r.code, r.text);

async function providers(db: Db, id?: string) {
  let q = db
    .selectFrom('game_providers as p')
    .leftJoin('games as g', (j) => j.onRef('g.provider_id', '=', 'p.id').on('g.listed', '=', true))
    .select(['p.id', 'p.display_name', 'p.kind', 'p.is_active', 'p.switched_off', (eb) => eb.fn.count<string | number>('g.id').as('n')])
    .groupBy(['p.id', 'p.display_name', 'p.kind', 'p.is_active', 'p.switched_off']);
  if (id !== undefined) {
    q = q.where('p.id', '=', id);
  }
  const rows = await q.execute();
  return orderProviders(rows).map((p) => ({
    id: p.id,
    display_name: p.display_name,
    kind: p.kind,
    active: p.is_active,
    switched_off: p.switched_off,
    games: Number(p.n),
  }));
}

function games(db: Db, f: { provider?: string; q?: string; id?: string }) {
  let q = db.selectFrom('games as g').innerJoin('game_providers as p', 'p.id', 'g.provider_id');
  if (f.provider !== undefined) {
    q = q.where('g.provider_id', '=', f.provider);
  }
  if (f.q !== undefined) {
    // A literal substring, as the lobby's search: % and _ match themselves.
    const escaped = f.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<boolean>`g.name ilike ${`%${escaped}%`}`);
  }
  if (f.id !== undefined) {
    q = q.where('g.id', '=', f.id);
  }
  return q;
}

const GAME_COLUMNS = [
  'g.id',
  'g.name',
  'g.provider_id as provider',
  'p.display_name as provider_name',
  'g.category',
  'g.switched_off',
  'g.listed',
] as const;

export function adminCatalogRoutes(app: FastifyInstance, deps: GamesDeps): void {
  const { db, now } = deps;

  route(app, E.GameCatalogAdmin, async (request, reply) => {
    const { provider, q } = request.query;
    const page = request.query.page ?? 1;
    const filter = { provider, q: q?.trim() === '' ? undefined : q?.trim() };
    const [all, rows, count] = await Promise.all([
      providers(db),
      games(db, filter)
        .select(GAME_COLUMNS)
        .orderBy('p.display_name')
        .orderBy('g.sort')
        .orderBy('g.name')
        .orderBy('g.id')
        .limit(E.GAMES_PER_PAGE)
        .offset((page - 1) * E.GAMES_PER_PAGE)
        .execute(),
      games(db, filter)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { providers: all, games: rows, total: Number(count.n), page, per_page: E.GAMES_PER_PAGE } };
  });

  route(app, E.SwitchGameProvider, async (request, reply) => {
    const { id } = request.params;
    const { on, reason } = request.body;
    const { actor } = operatorOf(request);
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const was = await trx.selectFrom('game_providers').select('switched_off').where('id', '=', id).forUpdate().executeTakeFirst();
      if (was === undefined) {
        throw notFound(E.PROVIDER_NOT_FOUND);
      }
      if (was.switched_off === !on) {
        return; // already so: nothing to change or audit
      }
      await trx.updateTable('game_providers').set({ switched_off: !on }).where('id', '=', id).execute();
      const target = { kind: 'game_provider', id };
      await appendAudit(trx, actor, { action: 'games.provider_switch', target, before: { on: !was.switched_off }, after: { on }, reason }, nowMs);
    });
    // Providers are never deleted: the row locked above is still there.
    const [provider] = await providers(db, id);
    if (provider === undefined) {
      throw notFound(E.PROVIDER_NOT_FOUND);
    }
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: provider };
  });

  route(app, E.SwitchGame, async (request, reply) => {
    const { id } = request.params;
    const { on, reason } = request.body;
    const { actor } = operatorOf(request);
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const was = await trx.selectFrom('games').select('switched_off').where('id', '=', id).forUpdate().executeTakeFirst();
      if (was === undefined) {
        throw notFound(E.ADMIN_GAME_NOT_FOUND);
      }
      if (was.switched_off === !on) {
        return;
      }
      await trx.updateTable('games').set({ switched_off: !on }).where('id', '=', id).execute();
      const target = { kind: 'game', id };
      await appendAudit(trx, actor, { action: 'games.game_switch', target, before: { on: !was.switched_off }, after: { on }, reason }, nowMs);
    });
    const game = await games(db, { id }).select(GAME_COLUMNS).executeTakeFirstOrThrow();
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: game };
  });
}
