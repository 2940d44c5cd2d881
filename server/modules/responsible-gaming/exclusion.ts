// Self-exclusion (issue 18): the exclusion in force for a player, the refusal every money or play path raises
// while one holds (tickets in both placement paths, points tickets, LotoFoot, deposits, game launches and game
// bets), and the recording of a new one. Rows are only ever added: an exclusion cannot be shortened or lifted
// early, and a new one must end later than the one in force (permanent ends never). Sign-in, withdrawals and
// history never ask this module. The check runs inside the transaction that stores the bet or the deposit.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type ExclusionPeriod, exclusionEnd, extendsExclusion } from '../../../domain/responsible-gaming.ts';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Refusal } from '../../../schema/endpoint.ts';
import { EXCLUSION_NOT_LONGER } from '../../../schema/endpoints/responsible-gaming.ts';
import { SELF_EXCLUSION_REFUSALS } from '../../../schema/endpoints/rg-refusals.ts';

type Conn = Kysely<Database> | Transaction<Database>;

export interface ActiveExclusion {
  period: ExclusionPeriod;
  startsAt: Date;
  /** null: permanent. */
  endsAt: Date | null;
}

const [UNTIL, PERMANENT] = SELF_EXCLUSION_REFUSALS as [Refusal, Refusal];
export const SELF_EXCLUDED_TEXT = UNTIL.text ?? '';
export const SELF_EXCLUDED_PERMANENT_TEXT = PERMANENT.text ?? '';

/** The exclusion in force at nowMs (the one ending last, permanent first), or null. */
export async function activeExclusion(conn: Conn, userId: string, nowMs: number): Promise<ActiveExclusion | null> {
  const now = new Date(nowMs);
  const row = await conn
    .selectFrom('self_exclusions')
    .select(['period', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy(sql`ends_at is null`, 'desc')
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined
    ? null
    : { period: row.period, startsAt: new Date(row.starts_at), endsAt: row.ends_at === null ? null : new Date(row.ends_at) };
}

/** The refusal for a player excluded until `endsAt` (null: permanently); the end is sent as `until` (ms). */
export function selfExcluded(endsAt: Date | null): HttpError {
  if (endsAt === null) {
    return new HttpError(400, 'SELF_EXCLUDED_PERMANENT', SELF_EXCLUDED_PERMANENT_TEXT);
  }
  const when = `${endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return new HttpError(400, 'SELF_EXCLUDED', SELF_EXCLUDED_TEXT.replace('{until}', when), { until: endsAt.getTime() });
}

/** Throws SELF_EXCLUDED(_PERMANENT) while an exclusion holds. Call it in the transaction that stores the action. */
export async function refuseIfExcluded(conn: Conn, userId: string, nowMs: number): Promise<void> {
  const active = await activeExclusion(conn, userId, nowMs);
  if (active !== null) {
    throw selfExcluded(active.endsAt);
  }
}

export const exclusionNotLonger = (): HttpError => new HttpError(400, EXCLUSION_NOT_LONGER.code, EXCLUSION_NOT_LONGER.text ?? '');

/**
 * Takes the player's exclusion lock until the transaction ends: recording an exclusion holds it, and so does a
 * player's step on a deposit already stored (payments/deposit-steps.ts), so the two are ordered, never interleaved.
 */
export async function lockExclusions(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`self-exclusion:${userId}`}))`.execute(trx);
}

/**
 * Records a new exclusion from nowMs. The player's exclusions are serialised by a transaction-scoped advisory
 * lock, so two concurrent requests cannot both pass the "must extend" check against the same old row.
 */
export async function addExclusion(trx: Transaction<Database>, userId: string, period: ExclusionPeriod, nowMs: number): Promise<void> {
  await lockExclusions(trx, userId);
  const current = await activeExclusion(trx, userId, nowMs);
  const endMs = exclusionEnd(period, nowMs);
  if (current !== null && !extendsExclusion(current.endsAt === null ? null : current.endsAt.getTime(), endMs)) {
    throw exclusionNotLonger();
  }
  await trx
    .insertInto('self_exclusions')
    .values({ user_id: userId, period, starts_at: new Date(nowMs), ends_at: endMs === null ? null : new Date(endMs), created_at: new Date(nowMs) })
    .execute();
}
