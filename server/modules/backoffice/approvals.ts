// Four-eyes approvals (issue 33): a money or settlement action that one person may only ask for — a credit above
// OPERATOR_CREDIT_MAX, any credit support asks for, later withdrawals above their threshold, resettlements and
// limit changes — is stored as a request (audited), and runs only when a second person whose roles grant the kind's
// permission (schema/operator-access.ts APPROVAL_PERMISSION) approves it. Approving locks the request row, checks it
// is still pending and not the approver's own, runs the effect and marks it approved in ONE transaction: a hundred
// concurrent approvals move the money once (the rest get 409 ALREADY_DECIDED), and the ledger's idempotency key
// 'approval:<id>' would refuse a second posting anyway. The requester may withdraw their own request (reject).
import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { APPROVAL_REFUSALS, ApproveRequest, ListApprovals, RejectRequest } from '../../../schema/endpoints/backoffice-audit.ts';
import { APPROVAL_PERMISSION, type ApprovalKind } from '../../../schema/operator-access.ts';
import type { Db } from '../../db/index.ts';
import type { ApprovalsTable } from '../../db/types-backoffice.ts';
import type { Database } from '../../db/types.ts';
import { route } from '../../plugins/contract.ts';
import { declaredRefusal as refuse } from '../../plugins/errors.ts';
import { type LedgerContext, ledgerTransaction } from '../wallet/ledger.ts';
import { operatorOf } from './access.ts';
import { appendAudit } from './audit.ts';
import { executors, rejectors } from './approval-effects.ts';
import { type BusEvent, publish } from '../realtime/bus.ts';

type ApprovalRow = Selectable<ApprovalsTable>;

/** A line a person reads to decide. */
function summaryOf(row: ApprovalRow): string {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const amount = row.amount_cents === null ? '' : `${fromCents(Number(row.amount_cents)).toFixed(2)} ETB`;
  switch (row.kind) {
    case 'wallet_credit':
      return `Credit ${amount} to ${String(payload['phone'] ?? row.target_id)}`;
    case 'wallet_debit':
      return `Debit ${amount} from ${String(payload['phone'] ?? row.target_id)}`;
    case 'withdrawal':
      return `Withdrawal of ${amount} to ${String(payload['method'] ?? '')} ${String(payload['phone'] ?? '')}`.trim();
    case 'player_limits': {
      const limits = (payload['limits_cents'] ?? {}) as Record<string, number | null>;
      const parts = Object.entries(limits).map(([period, cents]) => `${period} ${cents === null ? 'none' : `${fromCents(cents).toFixed(2)} ETB`}`);
      return `Deposit limits of player ${row.target_id}: ${parts.join(', ')}`;
    }
    default:
      return `${row.kind.replace(/_/g, ' ')} ${row.target_kind} ${row.target_id} ${amount}`.trim();
  }
}

async function view(db: Db | Transaction<Database>, row: ApprovalRow) {
  const ids = [row.requested_by, row.decided_by].filter((id): id is string => id !== null);
  const people = new Map(
    ids.length === 0 ? [] : (await db.selectFrom('operators').select(['id', 'name']).where('id', 'in', ids).execute()).map((p) => [p.id, p]),
  );
  const person = (id: string) => ({ id, name: people.get(id)?.name ?? '?' });
  // A player's own request (a large withdrawal) names the player by the phone it was made from.
  const requester =
    row.requested_by === null
      ? { id: row.requested_by_player ?? '', name: `Player ${String((JSON.parse(row.payload) as Record<string, unknown>)['phone'] ?? '')}`.trim() }
      : person(row.requested_by);
  return {
    id: row.id,
    kind: row.kind as ApprovalKind,
    status: row.status,
    target_kind: row.target_kind,
    target_id: row.target_id,
    amount: row.amount_cents === null ? null : fromCents(Number(row.amount_cents)),
    summary: summaryOf(row),
    reason: row.reason,
    requested_by: requester,
    requested_at: row.requested_at.toISOString(),
    decided_by: row.decided_by === null ? null : person(row.decided_by),
    decided_at: row.decided_at?.toISOString() ?? null,
    decision_note: row.decision_note,
  };
}

async function lockPending(trx: Transaction<Database>, id: string): Promise<ApprovalRow> {
  const row = await trx.selectFrom('approvals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (row === undefined) {
    throw refuse(APPROVAL_REFUSALS.NOT_FOUND);
  }
  if (row.status !== 'pending') {
    throw refuse(APPROVAL_REFUSALS.ALREADY_DECIDED);
  }
  return row;
}

export function approvalRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  route(app, ListApprovals, async (request) => {
    const rows = await db
      .selectFrom('approvals')
      .selectAll()
      .where('status', '=', request.query.status ?? 'pending')
      .orderBy('requested_at', 'desc')
      .limit(request.query.limit ?? 100)
      .execute();
    return { data: await Promise.all(rows.map((row) => view(db, row))) };
  });

  route(app, ApproveRequest, async (request) => {
    const me = operatorOf(request);
    const nowMs = now();
    const published: BusEvent[] = [];
    const decided = await ledgerTransaction(db, async (ctx: LedgerContext) => {
      const row = await lockPending(ctx.trx, request.params.id);
      if (!me.permissions.has(APPROVAL_PERMISSION[row.kind as ApprovalKind])) {
        throw refuse(APPROVAL_REFUSALS.NOT_APPROVER);
      }
      if (row.requested_by === me.id) {
        throw refuse(APPROVAL_REFUSALS.OWN_REQUEST);
      }
      const { result, events } = await executors[row.kind as ApprovalKind](ctx, row, me, nowMs);
      published.push(...(events ?? []));
      const note = request.body.note ?? null;
      const after = await ctx.trx
        .updateTable('approvals')
        .set({ status: 'approved', decided_by: me.id, decided_at: new Date(nowMs), decision_note: note, result: JSON.stringify(result) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(
        ctx.trx,
        me.actor,
        {
          action: `approval.approve.${row.kind}`,
          target: { kind: 'approval', id: row.id },
          before: { status: 'pending' },
          after: { status: 'approved', result },
          reason: note,
        },
        nowMs,
      );
      return view(ctx.trx, after);
    });
    await publish(db, published);
    return { approval: decided };
  });

  route(app, RejectRequest, async (request) => {
    const me = operatorOf(request);
    const nowMs = now();
    const published: BusEvent[] = [];
    const decided = await ledgerTransaction(db, async (ctx: LedgerContext) => {
      const row = await lockPending(ctx.trx, request.params.id);
      const own = row.requested_by === me.id;
      if (!own && !me.permissions.has(APPROVAL_PERMISSION[row.kind as ApprovalKind])) {
        throw refuse(APPROVAL_REFUSALS.NOT_APPROVER);
      }
      const undo = rejectors[row.kind as ApprovalKind];
      const outcome = undo === undefined ? null : await undo(ctx, row, me, nowMs);
      published.push(...(outcome?.events ?? []));
      const after = await ctx.trx
        .updateTable('approvals')
        .set({
          status: 'rejected',
          decided_by: me.id,
          decided_at: new Date(nowMs),
          decision_note: request.body.note,
          ...(outcome === null ? {} : { result: JSON.stringify(outcome.result) }),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(
        ctx.trx,
        me.actor,
        {
          action: `approval.${own ? 'withdraw' : 'reject'}.${row.kind}`,
          target: { kind: 'approval', id: row.id },
          before: { status: 'pending' },
          after: { status: 'rejected', ...(outcome === null ? {} : { result: outcome.result }) },
          reason: request.body.note,
        },
        nowMs,
      );
      return view(ctx.trx, after);
    });
    await publish(db, published);
    return { approval: decided };
  });
}
