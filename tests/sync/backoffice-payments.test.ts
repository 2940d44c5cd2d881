// The payments desk's data layer (issue 33), driven as its screens drive it, with the server's answers replayed in the
// order a real run gave them: a filtered list is its own list (newest first, a later page added to it), a payment's
// steps and differences replace the ones read before, an older version of a payment never overwrites a later one
// (whatever order the answers land in), the withdrawal's approval is found by its target, a decision
// outdates the payment's reads (read again within their TTL), an answer breaking its declaration never lands, and a
// recorded outcome stream rebuilds the same store. The desk's settings and reconciliation: stored differences and
// the last run land newest first, a run on demand reads them back, a merchant's switches and limits are each their
// own rows per merchant and flow (a save's answer replaces them), the bodies sent pass the declarations, a malformed
// answer leaves the store as it was, and sign-out clears it all.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ReconcilePayments, SetPaymentLimit, SetPaymentPreferences } from '../../schema/endpoints/admin-payments.ts';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, BO_INDEX, createBackofficeData } from '../../sync/backoffice/store.ts';
import { PAYMENT_TABLES, paymentListKey } from '../../sync/backoffice/store-payments.ts';
import { settingsKey } from '../../sync/backoffice/store-payment-settings.ts';
import type { GatewaySwitchRow } from '../../sync/backoffice/events-payment-settings.ts';
import { replayingClient } from './backoffice-replay.ts';

const payment = (id: string, minute: number, extra: Record<string, unknown> = {}) => ({
  id,
  user_id: 'u1',
  phone: '+251911223344',
  flow: 'withdrawal',
  gateway: 'santimpay',
  method: 'TELEBIRR',
  amount: 5000,
  state: 'pending',
  review: null,
  gateway_status: null,
  gateway_txn_id: null,
  created_at: `2026-12-03T10:${String(minute).padStart(2, '0')}:00.000Z`,
  updated_at: `2026-12-03T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...extra,
});
const step = (from: string, to: string, source: string, word: string | null, second: number) => ({
  source,
  from_state: from,
  to_state: to,
  gateway_status: word,
  at: `2026-12-03T10:20:${String(second).padStart(2, '0')}.000Z`,
});
const approval = (status: 'pending' | 'approved') => ({
  id: 'ap-1',
  kind: 'withdrawal',
  status,
  target_kind: 'payment',
  target_id: 'p3',
  amount: 5000,
  summary: 'Withdrawal of 5000.00 ETB to TELEBIRR +251911223344',
  reason: 'above the daily review limit',
  requested_by: { id: 'u1', name: 'Player +251911223344' },
  requested_at: '2026-12-03T10:20:00.000Z',
  decided_by: status === 'pending' ? null : { id: 'op-1', name: 'Hana' },
  decided_at: status === 'pending' ? null : '2026-12-03T10:21:00.000Z',
  decision_note: null,
});

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  listPayments: [
    { data: [payment('p3', 20, { review: 'awaiting' }), payment('p2', 10, { state: 'completed' })], next_before: '2026-12-03T10:10:00.000Z' },
    { data: [payment('p3', 20, { review: 'awaiting' })], next_before: null },
    { data: [payment('p1', 5, { flow: 'deposit', state: 'failed', amount: 100 })], next_before: null },
  ],
  paymentDetail: [
    {
      payment: payment('p3', 20, { review: 'awaiting' }),
      steps: [step('pending', 'pending', 'request', null, 0), step('pending', 'pending', 'review', 'awaiting', 1)],
      differences: [
        { kind: 'amount', ours: '5000.00', theirs: '500.00', detail: 'the gateway reports another amount', found_at: '2026-12-03T10:30:00.000Z' },
      ],
    },
    {
      payment: payment('p3', 20, { review: 'approved', updated_at: '2026-12-03T10:21:00.000Z' }),
      steps: [step('pending', 'pending', 'review', 'approved', 5)],
      differences: [],
    },
  ],
  listApprovals: [{ data: [approval('pending')] }],
  approveRequest: [{ approval: approval('approved') }],
};

const replay = () => replayingClient(RECORDED);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the payments desk data layer', () => {
  it('keeps each filter its own list, newest first, and adds a later page to it', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    const all = paymentListKey({});
    const awaiting = paymentListKey({ review: 'awaiting' });
    const listed = (list: string) =>
      data.indexes.getSliceRowIds(BO_INDEX.paymentsByList, list).map((m) => data.store.getCell('paymentLists', m, 'payment_id'));
    engine.dispatch({ type: 'LoadPayments', filter: {} });
    engine.dispatch({ type: 'LoadPayments', filter: { review: 'awaiting' } });
    await settle();
    expect(listed(all)).toEqual(['p3', 'p2']);
    expect(listed(awaiting)).toEqual(['p3']);
    expect(calls[1]?.input.query).toMatchObject({ review: 'awaiting', limit: 50 });
    // Back to "all" within its TTL: no call, and the list is still the one "all" read (not the awaiting one).
    engine.dispatch({ type: 'LoadPayments', filter: {} });
    await settle();
    expect(count('listPayments')).toBe(2);
    expect(listed(all)).toEqual(['p3', 'p2']);
    expect(data.store.getCell('paymentPages', all, 'next')).toBe('2026-12-03T10:10:00.000Z');
    engine.dispatch({ type: 'LoadPayments', filter: {}, before: '2026-12-03T10:10:00.000Z' });
    await settle();
    expect(calls[2]?.input.query).toMatchObject({ before: '2026-12-03T10:10:00.000Z' });
    expect(listed(all)).toEqual(['p3', 'p2', 'p1']);
    expect(data.store.getCell('paymentPages', all, 'next')).toBeUndefined();
    expect(data.store.getRow('payments', 'p1')).toMatchObject({ flow: 'deposit', state: 'failed', amount: 100 });
    expect(data.store.getCell('payments', 'p2', 'review')).toBeUndefined();
  });

  it('finds the withdrawal’s request by its target; a decision outdates the payment’s reads, whose answer replaces its steps', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadPayment', id: 'p3' });
    engine.dispatch({ type: 'LoadPayments', filter: { review: 'awaiting' } });
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    const steps = () => data.indexes.getSliceRowIds(BO_INDEX.stepsByPayment, 'p3').map((id) => data.store.getCell('paymentSteps', id, 'source'));
    expect(steps()).toEqual(['request', 'review']);
    expect(data.indexes.getSliceRowIds(BO_INDEX.differencesByPayment, 'p3')).toHaveLength(1);
    expect(data.store.getCell('payments', 'p3', 'review')).toBe('awaiting');
    expect(data.indexes.getSliceRowIds(BO_INDEX.approvalsByTarget, 'p3')).toEqual(['ap-1']);
    // Fresh: asking again reaches nobody.
    engine.dispatch({ type: 'LoadPayment', id: 'p3' });
    engine.dispatch({ type: 'LoadPayments', filter: { review: 'awaiting' } });
    await settle();
    expect([count('paymentDetail'), count('listPayments')]).toEqual([1, 1]);

    engine.dispatch({ type: 'DecideApproval', id: 'ap-1', verb: 'approve' });
    await settle();
    engine.dispatch({ type: 'LoadPayment', id: 'p3' });
    engine.dispatch({ type: 'LoadPayments', filter: { review: 'awaiting' } });
    await settle();
    expect(calls.map((c) => c.id)).toEqual(['paymentDetail', 'listPayments', 'listApprovals', 'approveRequest', 'paymentDetail', 'listPayments']);
    // The list's answer (an older version of p3) landed after the detail's: the later version stays.
    expect(data.store.getCell('payments', 'p3', 'review')).toBe('approved');
    expect(steps()).toEqual(['review']);
    expect(data.store.getCell('paymentSteps', 'p3|0', 'gateway_status')).toBe('approved');
    expect(data.indexes.getSliceRowIds(BO_INDEX.differencesByPayment, 'p3')).toEqual([]);
    expect(data.store.getCell('approvals', 'ap-1', 'status')).toBe('approved');
  });

  it('never lets a payment that breaks its declaration reach the store', async () => {
    const data = createBackofficeData();
    const body = { payment: payment('p9', 1, { state: 'paid' }), steps: [], differences: [] };
    const fetchImpl = (async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadPayment', id: 'p9' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getTable('payments')).toEqual({});
    expect(data.store.getRow('commands', 'LoadPayment')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream, and a sign-out clears the desk', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client } = replay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadPayments', filter: {} });
    engine.dispatch({ type: 'LoadPayment', id: 'p3' });
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    engine.dispatch({ type: 'DecideApproval', id: 'ap-1', verb: 'approve' });
    await settle();
    engine.dispatch({ type: 'LoadPayment', id: 'p3' });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());
    expect(replayed.indexes.getSliceRowIds(BO_INDEX.stepsByPayment, 'p3')).toEqual(['p3|0']);
    applyOutcome(replayed, { type: 'SignedOut' });
    for (const table of ['payments', 'paymentLists', 'paymentPages', 'paymentSteps', 'paymentDifferences']) {
      expect(replayed.store.getTable(table), table).toEqual({});
    }
  });
});

const difference = (id: string, minute: number, kind = 'state') => ({
  payment_id: id,
  flow: 'deposit',
  gateway: 'santimpay',
  method: 'TELEBIRR',
  amount: 120,
  kind,
  ours: 'completed',
  theirs: kind === 'amount' ? '12000' : 'failed',
  detail: kind === 'amount' ? 'santimpay has 12000 cents, we have 13000' : 'santimpay says failed, we say completed',
  found_at: `2026-12-03T11:${String(minute).padStart(2, '0')}:00.000Z`,
});
const run = (minute: number, source: 'job' | 'operator', found: number) => ({
  started_at: `2026-12-03T11:${String(minute).padStart(2, '0')}:00.000Z`,
  finished_at: `2026-12-03T11:${String(minute).padStart(2, '0')}:02.000Z`,
  days: source === 'job' ? 1 : 7,
  checked: 12,
  found,
  source,
  by: source === 'job' ? null : 'Dawit',
});
const limit = (method_id: string, extra: Record<string, unknown> = {}) => ({
  method_id,
  gateway: 'santimpay',
  method: 'TELEBIRR',
  name: 'Telebirr',
  min_amount: 1,
  max_amount: 1_000_000,
  default_min: 1,
  default_max: 1_000_000,
  gateway_max: 1_000_000,
  custom: false,
  updated_at: null,
  ...extra,
});
const switches = (mpesa: boolean): GatewaySwitchRow[] => [
  { name: 'santimpay', enabled: true, methods: mpesa ? ['TELEBIRR', 'MPESA'] : ['TELEBIRR'] },
  { name: 'arifpay', enabled: false, methods: [] },
];

const SETTINGS: Record<string, unknown[]> = {
  listPaymentDiscrepancies: [
    { data: [difference('p7', 40)], last_run: run(40, 'job', 1) },
    { data: [difference('p8', 50, 'amount'), difference('p7', 40)], last_run: run(50, 'operator', 1) },
  ],
  reconcilePayments: [{ success: true, checked: 12, discrepancies: [] }],
  getPaymentPreferences: [
    { success: true, merchant_id: 'birrbet', flow: 'deposit', merchants: ['birrbet', 'other'], preferences: { gateways: switches(true) } },
  ],
  setPaymentPreferences: [{ success: true, preferences: { gateways: switches(false) } }],
  listPaymentLimits: [
    { merchant_id: 'birrbet', flow: 'deposit', data: [limit('santimpay-telebirr'), limit('santimpay-cbe', { method: 'CBEBIRR' })] },
  ],
  setPaymentLimit: [
    {
      merchant_id: 'other',
      flow: 'deposit',
      data: [limit('santimpay-telebirr', { min_amount: 50, max_amount: 2_000, custom: true, updated_at: '2026-12-03T11:00:00.000Z' })],
    },
  ],
};

describe('the payments desk’s settings and reconciliation data layer', () => {
  it('lists the stored differences newest first with the last run; a run on demand reads them again', async () => {
    const data = createBackofficeData();
    const { client, calls } = replayingClient(SETTINGS);
    const engine = createBackofficeEngine(client, data, () => 0);
    const listed = () => data.store.getSortedRowIds('paymentDiscrepancies', 'position');
    engine.dispatch({ type: 'LoadDiscrepancies' });
    await settle();
    expect(listed()).toEqual(['p7|state|failed']);
    expect(data.store.getRow('reconciliation', 'last')).toMatchObject({ source: 'job', days: 1, found: 1 });
    expect(data.store.getCell('reconciliation', 'last', 'by')).toBeUndefined();
    engine.dispatch({ type: 'RunReconciliation', days: 7 });
    await settle();
    expect(calls.map((c) => c.id)).toEqual(['listPaymentDiscrepancies', 'reconcilePayments', 'listPaymentDiscrepancies']);
    expect(validate(calls[1]?.input.query, ReconcilePayments.query!, { coerce: true })[0]).toBeUndefined();
    expect(calls[1]?.input.query).toEqual({ days: 7 });
    expect(listed()).toEqual(['p8|amount|12000', 'p7|state|failed']);
    expect(data.store.getRow('paymentDiscrepancies', 'p8|amount|12000')).toMatchObject({
      amount: 120,
      detail: 'santimpay has 12000 cents, we have 13000',
    });
    expect(data.store.getRow('reconciliation', 'last')).toMatchObject({ source: 'operator', by: 'Dawit', days: 7 });
    expect(data.store.getRow('reconciliation', 'ran')).toEqual({ days: 7, checked: 12 });
  });

  it('keeps switches and limits per merchant and flow; a save’s answer replaces them; the bodies pass the declarations', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replayingClient(SETTINGS);
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadPaymentSwitches', merchantId: '', flow: 'deposit' });
    engine.dispatch({ type: 'LoadPaymentLimits', merchantId: 'other', flow: 'deposit' });
    await settle();
    const key = settingsKey('', 'deposit');
    expect(data.store.getRow('paymentSwitches', `${key}|santimpay`)).toMatchObject({ enabled: true, methods: 'TELEBIRR,MPESA', position: 0 });
    expect(data.store.getSortedRowIds('paymentMerchants', 'position')).toEqual(['birrbet', 'other']);
    expect(calls[0]?.input.query).toEqual({ flow: 'deposit' });
    expect(calls[1]?.input.query).toEqual({ merchant_id: 'other', flow: 'deposit' });
    expect(data.store.getRowIds('paymentLimits')).toEqual(['other|deposit|santimpay-telebirr', 'other|deposit|santimpay-cbe']);
    expect(data.store.getCell('paymentLimits', 'other|deposit|santimpay-telebirr', 'updated_at')).toBeUndefined();

    engine.dispatch({ type: 'SetPaymentSwitches', merchantId: '', flow: 'deposit', gateways: switches(false) });
    engine.dispatch({
      type: 'SetPaymentLimit',
      change: { merchantId: 'other', flow: 'deposit', methodId: 'santimpay-telebirr', min: 50, max: 2_000 },
    });
    await settle();
    const [putSwitches, putLimit] = [calls[2]?.input.body, calls[3]?.input.body];
    expect(validate(putSwitches, SetPaymentPreferences.body!)[0]).toBeUndefined();
    expect(putSwitches).toEqual({ flow: 'deposit', gateways: switches(false) });
    expect(validate(putLimit, SetPaymentLimit.body!)[0]).toBeUndefined();
    expect(putLimit).toEqual({ merchant_id: 'other', flow: 'deposit', method_id: 'santimpay-telebirr', min_amount: 50, max_amount: 2_000 });
    expect(data.store.getCell('paymentSwitches', `${key}|santimpay`, 'methods')).toBe('TELEBIRR');
    // The merchants read before stay: a save's answer does not list them.
    expect(data.store.getRowIds('paymentMerchants')).toHaveLength(2);
    // The answer listed one method: the other's row does not survive.
    expect(data.store.getRowIds('paymentLimits')).toEqual(['other|deposit|santimpay-telebirr']);
    expect(data.store.getRow('paymentLimits', 'other|deposit|santimpay-telebirr')).toMatchObject({ min_amount: 50, max_amount: 2_000, custom: true });
    // Fresh within their TTL: no second read.
    engine.dispatch({ type: 'LoadPaymentSwitches', merchantId: '', flow: 'deposit' });
    await settle();
    expect(count('getPaymentPreferences')).toBe(1);
  });

  it('leaves the store as it was when an answer breaks its declaration, and clears it all at sign-out', async () => {
    const data = createBackofficeData();
    const { client } = replayingClient(SETTINGS);
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadDiscrepancies' });
    engine.dispatch({ type: 'LoadPaymentLimits', merchantId: '', flow: 'withdrawal' });
    await settle();
    const before = data.store.getContent();
    const bad = { data: [{ ...limit('santimpay-telebirr'), max_amount: 'a lot' }], merchant_id: 'birrbet', flow: 'withdrawal' };
    const fetchImpl = (async () =>
      new Response(JSON.stringify(bad), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const broken = createBackofficeEngine(createBackofficeClient(fetchImpl), data, () => 0);
    broken.dispatch({ type: 'LoadPaymentLimits', merchantId: '', flow: 'withdrawal' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { commands: _after, ...afterTables } = data.store.getContent()[0];
    const { commands: _before, ...beforeTables } = before[0];
    expect(afterTables).toEqual(beforeTables);
    expect(data.store.getRow('commands', 'LoadPaymentLimits')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
    applyOutcome(data, { type: 'SignedOut' });
    for (const table of PAYMENT_TABLES) {
      expect(data.store.getTable(table), table).toEqual({});
    }
  });
});
