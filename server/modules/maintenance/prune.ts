// Prunes rows that only matter for a window (issue 16, "flat cost as data grows"): expired sessions, password-reset
// tokens and casino launch tokens, a day after they expired — nothing reads them after expiry (authenticate,
// the reset and resolveLaunchToken all refuse an expired row), the day only keeps them for an operator looking
// into a complaint. Every DELETE is bounded (BATCH rows picked through the window's index, migration 0015, then
// deleted by physical row address), so a prune never holds many row locks or one long transaction, and a backlog
// (after downtime) drains over several runs instead of in one huge statement.
// Not pruned here: the replay guard (used_signatures: plugins/signing.ts, every minute) and the auth module's
// codes, sign-ups, rate-limit counters and SMS outbox (auth/index.ts), which have their own purges; the ledger's
// idempotency keys (they ARE the ledger: a transaction is found by its key forever) and the idempotency keys
// stored on tickets, payments, LotoFoot tickets, games' provider transactions and house rounds (each is a column
// of a money record that is kept, and a late retry must still find its first answer). See docs/decisions.md.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Rows per DELETE, and DELETEs per table per run: at most 20,000 rows a table each run, the rest next run. */
export const PRUNE_BATCH = 1000;
export const PRUNE_MAX_BATCHES = 20;

export interface PruneRule {
  table: 'sessions' | 'reset_tokens' | 'game_launches';
  /** An indexed instant column: rows older than now − keepMs go. */
  column: 'expires_at';
  keepMs: number;
}

export const PRUNE_RULES: readonly PruneRule[] = [
  { table: 'sessions', column: 'expires_at', keepMs: DAY_MS },
  { table: 'reset_tokens', column: 'expires_at', keepMs: DAY_MS },
  { table: 'game_launches', column: 'expires_at', keepMs: DAY_MS },
];

/** Deletes at most `batch` rows of the rule's table that are past its window; returns how many went. */
export async function pruneBatch(db: Db, rule: PruneRule, nowMs: number, batch = PRUNE_BATCH): Promise<number> {
  const table = sql.table(rule.table);
  const column = sql.ref(rule.column);
  const cutoff = new Date(nowMs - rule.keepMs);
  // ctid = any(array(…)) is a TID scan; a row changed meanwhile has a new ctid and is simply left for next time.
  const result = await sql`delete from ${table} where ctid = any(array(
    select ctid from ${table} where ${column} < ${cutoff} limit ${batch}))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** One pruning run over every rule; returns the rows deleted per table. */
export async function pruneAll(
  db: Db,
  nowMs: number,
  limits: { batch?: number; maxBatches?: number } = {},
): Promise<Record<PruneRule['table'], number>> {
  const batch = limits.batch ?? PRUNE_BATCH;
  const maxBatches = limits.maxBatches ?? PRUNE_MAX_BATCHES;
  const deleted = { sessions: 0, reset_tokens: 0, game_launches: 0 };
  for (const rule of PRUNE_RULES) {
    for (let i = 0; i < maxBatches; i += 1) {
      const n = await pruneBatch(db, rule, nowMs, batch);
      deleted[rule.table] += n;
      if (n < batch) {
        break;
      }
    }
  }
  return deleted;
}

/** Registers the pruning job (every PRUNE_EVERY_MS; stopped, waiting for a run in progress, on close). */
export async function maintenanceModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  let job: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    job = schedulePeriodic(
      () => pruneAll(opts.db, opts.now()),
      PRUNE_EVERY_MS,
      (err) => app.log.warn({ err }, 'pruning expired rows failed'),
    );
  });
  app.addHook('onClose', async () => job?.stop());
}
