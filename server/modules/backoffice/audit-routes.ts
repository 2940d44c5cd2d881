// Reading the audit trail (schema/endpoints/backoffice-audit.ts): a filtered page back from the newest entry, the
// chain's verification, and a CSV export of a range (oldest first, each row with its hash), read in pages of 2,000 so one
// query never holds the table. CSV cells that a spreadsheet would run as a formula are quoted with a
// leading apostrophe (an audit export must not execute what an attacker typed into a reason).
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { ExportAudit, ListAudit, VerifyAudit } from '../../../schema/endpoints/backoffice-audit.ts';
import { parseSince } from '../../../schema/endpoints/wire.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { route } from '../../plugins/contract.ts';
import { verifyAuditChain } from './audit.ts';

interface Filters {
  from?: string;
  to?: string;
  action?: string;
  actor_id?: string;
  target_id?: string;
}

type AuditQuery = SelectQueryBuilder<Database, 'audit_log', object>;

function filtered<Q extends AuditQuery>(query: Q, f: Filters): Q {
  let q = query as AuditQuery;
  const from = f.from === undefined ? null : parseSince(f.from);
  const to = f.to === undefined ? null : parseSince(f.to);
  if (from !== null) {
    q = q.where('at', '>=', new Date(from));
  }
  if (to !== null) {
    q = q.where('at', '<', new Date(to));
  }
  if (f.action !== undefined) {
    q = q.where('action', 'like', `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (f.actor_id !== undefined) {
    q = q.where('actor_id', '=', f.actor_id);
  }
  if (f.target_id !== undefined) {
    q = q.where('target_id', '=', f.target_id);
  }
  return q as Q;
}

const COLUMNS = [
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'address',
  'action',
  'target_kind',
  'target_id',
  'before',
  'after',
  'reason',
  'prev_hash',
  'hash',
] as const;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditRoutes(app: FastifyInstance, db: Db): void {
  route(app, ListAudit, async (request) => {
    const limit = request.query.limit ?? 50;
    let query = filtered(db.selectFrom('audit_log').selectAll(), request.query);
    if (request.query.before_seq !== undefined) {
      query = query.where('seq', '<', request.query.before_seq);
    }
    const rows = await query
      .orderBy('seq', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    return {
      data: page.map((row) => ({ ...row, seq: Number(row.seq), at: row.at.toISOString() })),
      next_before_seq: rows.length > limit ? Number(page[page.length - 1]?.seq) : null,
    };
  });

  route(app, VerifyAudit, async () => verifyAuditChain(db));

  route(app, ExportAudit, async (request, reply) => {
    const lines: string[] = [COLUMNS.join(',')];
    let after = 0;
    for (;;) {
      const rows = await filtered(db.selectFrom('audit_log').selectAll(), request.query)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(2_000)
        .execute();
      for (const row of rows) {
        lines.push(COLUMNS.map((column) => csvCell(row[column])).join(','));
      }
      if (rows.length < 2_000) {
        break;
      }
      after = Number(rows[rows.length - 1]?.seq);
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit.csv"');
    return `${lines.join('\r\n')}\r\n`;
  });
}
