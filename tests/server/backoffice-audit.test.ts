// The audit chain (issue 33): entries are append-only in the database (UPDATE and DELETE refused by a trigger); when
// someone with the owner's rights edits, deletes or inserts one anyway, verification names the first broken entry;
// the CSV export carries every entry with its hash and defuses spreadsheet formulas; an action that fails leaves no
// entry (the entry is in the action's transaction).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appendAudit, canonicalJson, verifyAuditChain } from '../../server/modules/backoffice/audit.ts';
import { csvCell } from '../../server/modules/backoffice/audit-routes.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({ syncCatalog: false, fresh: true });
const actor = { kind: 'operator' as const, id: 'op-1', name: 'Hana', address: '10.0.0.7' };

describe('the audit chain', () => {
  it('refuses UPDATE and DELETE of an entry', async () => {
    const { app } = t;
    await app.db.transaction().execute((trx) => appendAudit(trx, actor, { action: 'test.one', after: { b: 2, a: 1 } }, app.now()));
    await expect(sql`update audit_log set reason = 'edited'`.execute(app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(app.db)).rejects.toThrow(/append-only/);
    const row = await app.db.selectFrom('audit_log').select('after').where('action', '=', 'test.one').executeTakeFirstOrThrow();
    expect(row.after).toBe('{"a":1,"b":2}');
  });

  it('leaves no entry when the action rolls back', async () => {
    const { app } = t;
    const before = (await verifyAuditChain(app.db)).entries;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await appendAudit(trx, actor, { action: 'test.failed' }, app.now());
        throw new Error('the effect failed');
      }),
    ).rejects.toThrow('the effect failed');
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true, entries: before });
  });

  it('verifies, then names the first entry edited, deleted or inserted behind its back', async () => {
    const { app } = t;
    for (let i = 0; i < 5; i++) {
      await app.db
        .transaction()
        .execute((trx) => appendAudit(trx, actor, { action: `test.chain.${i}`, before: { i }, after: { i: i + 1 }, reason: 'why' }, app.now() + i));
    }
    const good = await verifyAuditChain(app.db);
    expect(good).toMatchObject({ ok: true, broken_at: null });
    const target = await app.db.selectFrom('audit_log').select('seq').where('action', '=', 'test.chain.2').executeTakeFirstOrThrow();
    const seq = Number(target.seq);
    // The owner of the database can switch the trigger off; the chain still tells.
    await sql`alter table audit_log disable trigger audit_log_no_rewrite`.execute(app.db);
    try {
      await sql`update audit_log set after = '{"i":1000}' where seq = ${seq}`.execute(app.db);
      expect(await verifyAuditChain(app.db)).toMatchObject({ ok: false, broken_at: seq });
      await sql`update audit_log set after = '{"i":3}' where seq = ${seq}`.execute(app.db);
      expect((await verifyAuditChain(app.db)).ok).toBe(true);
      await sql`delete from audit_log where seq = ${seq + 1}`.execute(app.db);
      expect(await verifyAuditChain(app.db)).toMatchObject({ ok: false, broken_at: seq + 1 });
    } finally {
      await sql`alter table audit_log enable trigger audit_log_no_rewrite`.execute(app.db);
    }
  });

  it('writes canonical JSON: one value, one text', () => {
    expect(canonicalJson({ b: { d: 1, c: [2, { f: 1, e: 0 }] }, a: null, u: undefined })).toBe('{"a":null,"b":{"c":[2,{"e":0,"f":1}],"d":1}}');
  });
});

describe('reading the trail', () => {
  it('exports CSV with hashes, quoting and defused formulas; pages back from the newest', async () => {
    const { app } = t;
    await app.db
      .transaction()
      .execute((trx) => appendAudit(trx, actor, { action: 'test.csv', reason: '=HYPERLINK("http://evil","click"), said "x"' }, app.now()));
    const admin = await makeOperator(app, ['admin']);
    const csv = await asOperator(app, admin, { url: '/api/admin/v1/audit/export.csv?action=test.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor_kind,actor_id,actor_name,address,action,target_kind,target_id,before,after,reason,prev_hash,hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""click""), said ""x"""`);
    expect(lines[1]).toMatch(/,[0-9a-f]{64},[0-9a-f]{64}$/);
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell(null)).toBe('');

    const first = await asOperator(app, admin, { url: '/api/admin/v1/audit?limit=3' });
    const { data, next_before_seq } = first.json();
    expect(data).toHaveLength(3);
    expect(data[0].seq).toBeGreaterThan(data[2].seq);
    const next = await asOperator(app, admin, { url: `/api/admin/v1/audit?limit=3&before_seq=${next_before_seq}` });
    expect(next.json().data[0].seq).toBe(data[2].seq - 1);
    expect((await asOperator(app, admin, { url: '/api/admin/v1/audit?from=yesterday' })).statusCode).toBe(400);
  });
});
