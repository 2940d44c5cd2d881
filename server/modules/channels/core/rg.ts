// Responsible gaming for the channels (issue 34): a self-exclusion asked from a feature phone or a chat, and the
// player's limits and exclusion as they stand. Both go through the responsible-gaming module (exclusion.ts,
// limits.ts, the audit log): the web's periods, the "only ever longer" rule, the advisory lock, the audit row —
// never re-implemented. Refusals come back as ChannelRefusal with the web's codes and texts.
import { type ExclusionPeriod, EXCLUSION_PERIODS, remainingCents } from '../../../../domain/responsible-gaming.ts';
import type { LimitPeriod } from '../../../../domain/responsible-gaming.ts';
import type { Db } from '../../../db/index.ts';
import { activeExclusion, addExclusion } from '../../responsible-gaming/exclusion.ts';
import { countedDeposits, readLimits } from '../../responsible-gaming/limits.ts';
import { audit } from '../../responsible-gaming/routes.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { asChannelRefusal } from './http-refusal.ts';
import { ChannelRefusal } from './types.ts';

export const isExclusionPeriod = (value: unknown): value is ExclusionPeriod =>
  typeof value === 'string' && (EXCLUSION_PERIODS as readonly string[]).includes(value);

/**
 * Excludes the player for `period` from nowMs (the web's rule: a new exclusion must end later than the one in
 * force). Written with its audit line (session null: the channel is not a web session) in one transaction.
 */
export async function selfExclude(
  opts: ModuleOptions,
  input: { userId: string; merchantId: string; period: ExclusionPeriod; nowMs: number; channel?: string },
): Promise<{ endsAt: Date | null }> {
  if (!isExclusionPeriod(input.period)) {
    throw new ChannelRefusal('VALIDATION_FAILED', 'period must be 24h, 7d, 30d, 6mo or permanent');
  }
  await asChannelRefusal(() =>
    opts.db.transaction().execute(async (trx) => {
      await addExclusion(trx, input.userId, input.period, input.nowMs);
      await audit(trx, input.userId, null, 'self_exclusion', { period: input.period, channel: input.channel ?? 'channel' }, input.nowMs);
    }),
  );
  const active = await activeExclusion(opts.db, input.userId, input.nowMs);
  return { endsAt: active?.endsAt ?? null };
}

export interface ChannelLimits {
  /** Deposit limits by period; null limit: none set. */
  limits: Array<{ period: LimitPeriod; limitCents: number | null; usedCents: number; remainingCents: number | null }>;
  /** The exclusion in force (endsAt null: permanent), or null. */
  exclusion: { period: ExclusionPeriod; endsAt: Date | null } | null;
}

/** The player's deposit limits (what each window counted, what is left) and exclusion, as they stand at nowMs. */
export async function limitsOf(db: Db, userId: string, nowMs: number = Date.now()): Promise<ChannelLimits> {
  const limits = await readLimits(db, userId, nowMs);
  const counted = await countedDeposits(db, userId, nowMs);
  const exclusion = await activeExclusion(db, userId, nowMs);
  return {
    limits: limits.map((l) => ({
      period: l.period,
      limitCents: l.limitCents,
      usedCents: counted[l.period],
      remainingCents: l.limitCents === null ? null : remainingCents(l.limitCents, counted[l.period]),
    })),
    exclusion: exclusion === null ? null : { period: exclusion.period, endsAt: exclusion.endsAt },
  };
}
