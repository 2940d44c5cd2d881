// Prunes rows that only matter for a window (issue 16, "flat cost as data grows"): expired sessions, password-reset
// tokens and casino launch tokens, a day after they expired — nothing reads them after expiry (authenticate,
// the reset and resolveLaunchToken all refuse an expired row), the day only keeps them for an operator looking
// into a complaint. Every DELETE is bounded (db/batched-delete.ts: rows picked through the window's index,
// migration 0015), so a prune never holds many row locks or one long transaction, and a backlog drains over runs.
// Purged elsewhere, bounded the same way: the replay guard (used_signatures: plugins/signing.ts, every minute) and
// the auth module's codes, sign-ups, rate-limit counters and SMS outbox (auth/index.ts). Never pruned: the ledger's
// idempotency keys (they ARE the ledger: a transaction is found by its key forever) and the idempotency keys
// stored on tickets, payments, LotoFoot tickets, games' provider transactions and house rounds (each is a column
// of a money record that is kept, and a late retry must still find its first answer). See docs/decisions/operations.md.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { deleteInBatches, type BatchLimits } from '../../db/batched-delete.ts';
import type { Db } from '../../db/index.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { purgeExpiredBookingCodes } from '../booking-codes/purge.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

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

/** Deletes the rule's rows past its window, within the limits; returns how many went. */
export function pruneRule(db: Db, rule: PruneRule, nowMs: number, limits: BatchLimits = {}): Promise<number> {
  return deleteInBatches(db, rule.table, sql`${sql.ref(rule.column)} < ${new Date(nowMs - rule.keepMs)}`, limits);
}

/** One pruning run over every rule; returns the rows deleted per table. */
export async function pruneAll(db: Db, nowMs: number, limits: BatchLimits = {}): Promise<Record<PruneRule['table'], number>> {
  const deleted = { sessions: 0, reset_tokens: 0, game_launches: 0 };
  for (const rule of PRUNE_RULES) {
    deleted[rule.table] = await pruneRule(db, rule, nowMs, limits);
  }
  return deleted;
}

/** Registers the pruning job (every PRUNE_EVERY_MS; stopped, waiting for a run in progress, on close). */
export async function maintenanceModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  let job: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    job = schedulePeriodic(
      async () => {
        await pruneAll(opts.db, opts.now());
        await purgeExpiredBookingCodes(opts.db, opts.now());
      },
      PRUNE_EVERY_MS,
      (err) => app.log.warn({ err }, 'pruning expired rows failed'),
    );
  });
  app.addHook('onClose', async () => job?.stop());
}
