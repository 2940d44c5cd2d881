// The append-only audit log of operator actions (issue 33). appendAudit() is called INSIDE the transaction that makes
// the action's effect, so an action is audited exactly when it happened (a kill -9 loses both or neither). Each
// entry carries the hash of the one before it: sha256 over the previous hash and the entry's fields, in a fixed
// order with before/after as canonical JSON (sorted keys). Taking audit_head FOR UPDATE orders the entries (one
// writer at a time across every instance; operator actions are few), and verifyAuditChain() recomputes every link,
// so an entry edited, deleted or inserted afterwards is found at its sequence number.
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AuditLogTable } from '../../db/types-backoffice.ts';

export const GENESIS_HASH = '0'.repeat(64);

/** Who acted: a person (operator), the operator token (machine) or the server itself (system). */
export interface Actor {
  kind: 'operator' | 'machine' | 'system';
  id: string | null;
  name: string;
  address: string | null;
}

export interface AuditInput {
  action: string;
  target?: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** JSON with object keys sorted at every level (undefined fields dropped), so one value has one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        sorted[key] = (v as Record<string, unknown>)[key];
      }
      return sorted;
    }
    return v;
  });
}

/** An entry's hashed fields: the stored row without its links, its sequence number as a number. */
export type StoredEntry = Omit<Selectable<AuditLogTable>, 'seq' | 'prev_hash' | 'hash'> & { seq: number };

/** The link: sha256 of the previous hash and the entry's fields, each length-prefixed so no two entries collide. */
export function entryHash(prevHash: string, e: StoredEntry): string {
  const fields = [
    String(e.seq),
    e.at.toISOString(),
    e.actor_kind,
    e.actor_id,
    e.actor_name,
    e.address,
    e.action,
    e.target_kind,
    e.target_id,
    e.before,
    e.after,
    e.reason,
  ];
  const hash = createHash('sha256').update(prevHash);
  for (const field of fields) {
    const text = field === null ? '\u0000null' : field;
    hash.update(`${Buffer.byteLength(text)}:${text};`);
  }
  return hash.digest('hex');
}

const orNull = (value: unknown): string | null => (value === undefined ? null : canonicalJson(value));

/** Appends one entry; `trx` must be the transaction that makes the action's effect. Returns its sequence number. */
export async function appendAudit(trx: Db, actor: Actor, input: AuditInput, nowMs: number): Promise<number> {
  const head = await trx.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
  const entry: StoredEntry = {
    seq: Number(head.seq) + 1,
    at: new Date(nowMs),
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_name: actor.name,
    address: actor.address,
    action: input.action,
    target_kind: input.target?.kind ?? null,
    target_id: input.target?.id ?? null,
    before: orNull(input.before),
    after: orNull(input.after),
    reason: input.reason ?? null,
  };
  const hash = entryHash(head.hash, entry);
  await trx
    .insertInto('audit_log')
    .values({ ...entry, prev_hash: head.hash, hash })
    .execute();
  await trx.updateTable('audit_head').set({ seq: entry.seq, hash }).where('id', '=', 1).execute();
  return entry.seq;
}

export interface ChainReport {
  ok: boolean;
  entries: number;
  /** The first sequence number whose link does not hold (edited, deleted or inserted), or null. */
  broken_at: number | null;
  last_hash: string;
}

const PAGE = 5_000;

/** Recomputes every link from the first entry, in pages; also checks the head points at the last entry. */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  let entries = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>=', expectedSeq).orderBy('seq').limit(PAGE).execute();
    for (const row of rows) {
      const entry = { ...row, seq: Number(row.seq) };
      if (entry.seq !== expectedSeq || row.prev_hash !== prev || entryHash(prev, entry) !== row.hash) {
        return { ok: false, entries, broken_at: expectedSeq, last_hash: prev };
      }
      prev = row.hash;
      expectedSeq++;
      entries++;
    }
    if (rows.length < PAGE) {
      break;
    }
  }
  const head = await db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  if (Number(head.seq) !== entries || head.hash !== prev) {
    return { ok: false, entries, broken_at: entries + 1, last_hash: prev };
  }
  return { ok: true, entries, broken_at: null, last_hash: prev };
}
