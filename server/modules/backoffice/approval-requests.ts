// Asking for a four-eyes approval (issue 33): the request row and its audit entry, written in the caller's
// transaction so the request exists exactly when the action that needs it does (a credit support asks for, a large
// withdrawal whose hold was just taken). Deciding is approvals.ts's.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApprovalKind } from '../../../schema/operator-access.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { OperatorPrincipal } from './access.ts';
import { type Actor, appendAudit } from './audit.ts';

export interface ApprovalRequest {
  kind: ApprovalKind;
  merchantId: string;
  target: { kind: string; id: string };
  amountCents: number | null;
  payload: Record<string, unknown>;
  reason: string;
}

/** A player whose own action needs a person's approval (a large withdrawal): the server asks on their behalf. */
export interface PlayerRequester {
  kind: 'player';
  userId: string;
}

/** Stores a request and its audit entry in `trx`; returns its id. */
export async function requestApproval(
  trx: Transaction<Database> | Db,
  requester: OperatorPrincipal | PlayerRequester,
  input: ApprovalRequest,
  nowMs: number,
): Promise<string> {
  const player = requester.kind === 'player' ? requester.userId : null;
  if (player === null && (requester.kind !== 'operator' || requester.id === null)) {
    throw new Error('only a person may ask for an approval');
  }
  const actor: Actor =
    requester.kind === 'player' ? { kind: 'system', id: null, name: 'player request', address: null } : (requester as OperatorPrincipal).actor;
  const id = randomUUID();
  await trx
    .insertInto('approvals')
    .values({
      id,
      kind: input.kind,
      merchant_id: input.merchantId,
      target_kind: input.target.kind,
      target_id: input.target.id,
      amount_cents: input.amountCents,
      payload: JSON.stringify(input.payload),
      reason: input.reason,
      requested_by: player === null ? (requester as OperatorPrincipal).id : null,
      requested_by_player: player,
      requested_at: new Date(nowMs),
    })
    .execute();
  await appendAudit(
    trx,
    actor,
    {
      action: `approval.request.${input.kind}`,
      target: { kind: 'approval', id },
      after: { ...input.payload, amount_cents: input.amountCents, target: input.target },
      reason: input.reason,
    },
    nowMs,
  );
  return id;
}
