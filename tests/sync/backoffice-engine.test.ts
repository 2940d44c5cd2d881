// The back office's data layer (issue 33), driven as the screens drive it: intents go through the engine to a
// client that answers like the server (declared shapes), outcomes land in the store. Reads are skipped while fresh,
// a failed read keeps the rows already shown (stale on failure), a 401 anywhere signs out and clears the store, an
// answer that does not match its declaration never reaches the store, and replaying a recorded outcome stream
// rebuilds the same store.
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schema/endpoint.ts';
import { type Answer, BackofficeError, type CallInput, createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, BO_INDEX, createBackofficeData } from '../../sync/backoffice/store.ts';

const me = {
  id: 'op-1',
  name: 'Hana',
  email: 'hana@birrbet.et',
  phone: null,
  roles: ['finance'],
  permissions: ['payments.view', 'wallet.adjust', 'wallet.approve'],
  stage: 'ready',
  totp_enrolled: true,
  idle_until: '2026-12-03T10:30:00.000Z',
  credit_max: 10000,
};
const approval = (id: string, status: string) => ({
  id,
  kind: 'wallet_credit',
  status,
  target_kind: 'player',
  target_id: 'u1',
  amount: 50,
  summary: 'Credit 50.00 ETB to +251911223344',
  reason: 'goodwill',
  requested_by: { id: 'op-2', name: 'Selam' },
  requested_at: `2026-12-03T10:0${id.slice(-1)}:00.000Z`,
  decided_by: status === 'pending' ? null : { id: 'op-1', name: 'Hana' },
  decided_at: status === 'pending' ? null : '2026-12-03T10:09:00.000Z',
  decision_note: null,
});

/** A client answering from a table of handlers by endpoint id, recording every call. */
function fakeClient(answers: Record<string, (input: CallInput) => Answer | Error>) {
  const calls: string[] = [];
  const client = async (endpoint: Endpoint, input: CallInput = {}): Promise<Answer> => {
    calls.push(endpoint.id);
    const answer = answers[endpoint.id]?.(input) ?? new BackofficeError('no handler', 500, 'TEST');
    if (answer instanceof Error) {
      throw answer;
    }
    return answer;
  };
  return { client, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the back office engine', () => {
  it('signs in, loads a slice of approvals by status, decides one, and skips a fresh read', async () => {
    const data = createBackofficeData();
    const { client, calls } = fakeClient({
      operatorLogin: () => ({ status: 200, body: me }),
      listApprovals: (input) => ({
        status: 200,
        body: { data: input.query?.['status'] === 'pending' ? [approval('a1', 'pending'), approval('a2', 'pending')] : [] },
      }),
      approveRequest: (input) => ({ status: 200, body: { approval: approval(String(input.params?.['id']), 'approved') } }),
    });
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'SignIn', login: 'hana@birrbet.et', password: 'x' });
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    expect(data.store.getCell('me', 'me', 'name')).toBe('Hana');
    expect(data.indexes.getSliceRowIds(BO_INDEX.approvalsByStatus, 'pending')).toEqual(['a2', 'a1']);
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    expect(calls.filter((c) => c === 'listApprovals')).toHaveLength(1);
    clock += 6_000;
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    engine.dispatch({ type: 'DecideApproval', id: 'a1', verb: 'approve' });
    await settle();
    expect(calls.filter((c) => c === 'listApprovals')).toHaveLength(2);
    expect(data.indexes.getSliceRowIds(BO_INDEX.approvalsByStatus, 'approved')).toEqual(['a1']);
    expect(data.store.getRow('commands', 'DecideApproval')).toEqual({ state: 'done' });
  });

  it('asks again within the TTL once an outcome outdated the read (a credit request makes the pending list stale)', async () => {
    const data = createBackofficeData();
    const { client, calls } = fakeClient({
      listApprovals: () => ({ status: 200, body: { data: [] } }),
      creditWallet: () => ({ status: 202, body: { status: 'pending', approval_id: 'a9' } }),
    });
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    engine.dispatch({ type: 'CreditPlayer', phone: '0911223344', amount: 50, reason: 'r' });
    await settle();
    expect(JSON.parse(String(data.store.getValue('creditResult')))).toEqual({ kind: 'pending', approvalId: 'a9' });
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    await settle();
    expect(calls).toEqual(['listApprovals', 'creditWallet', 'listApprovals']);
  });

  it('keeps the rows shown when a refresh fails, and says so', async () => {
    const data = createBackofficeData();
    let fail = false;
    const { client } = fakeClient({
      listOperators: () => (fail ? new BackofficeError('The server did not answer', 0, 'NETWORK') : { status: 200, body: { data: [] } }),
    });
    const engine = createBackofficeEngine(client, data);
    applyOutcome(data, {
      type: 'OperatorsLoaded',
      rows: [
        {
          id: 'o1',
          name: 'Yonas',
          email: 'y@b.et',
          phone: null,
          roles: ['trader'],
          status: 'active',
          totp_required: true,
          totp_enrolled: false,
          must_change_password: true,
          created_at: '2026-12-03T10:00:00.000Z',
          last_sign_in_at: null,
        },
      ],
    });
    fail = true;
    engine.refresh({ type: 'LoadOperators' });
    await settle();
    expect(data.store.getRowIds('operators')).toEqual(['o1']);
    expect(data.store.getRow('commands', 'LoadOperators')).toMatchObject({ state: 'failed', code: 'NETWORK' });
  });

  it('signs out and clears every table when a call answers 401 (the session ended)', async () => {
    const data = createBackofficeData();
    applyOutcome(data, { type: 'MeLoaded', me: me as never });
    applyOutcome(data, { type: 'ApprovalsLoaded', status: 'pending', rows: [approval('a1', 'pending') as never] });
    const { client } = fakeClient({ listAudit: () => new BackofficeError('Operator authentication required', 401, 'UNAUTHORIZED') });
    const outcomes: Outcome[] = [];
    const engine = createBackofficeEngine(client, data);
    engine.outcomes$.subscribe((o) => outcomes.push(o));
    engine.dispatch({ type: 'LoadAudit' });
    await settle();
    expect(outcomes.map((o) => o.type)).toEqual(['CommandStarted', 'CommandFailed', 'SignedOut']);
    expect(data.store.getTable('me')).toEqual({});
    expect(data.store.getTable('approvals')).toEqual({});
  });

  it('never lets an answer that breaks its declaration reach the store', async () => {
    const data = createBackofficeData();
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ ...me, stage: 'root' }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadMe' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getTable('me')).toEqual({});
    expect(data.store.getRow('commands', 'LoadMe')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client } = fakeClient({
      operatorLogin: () => ({ status: 200, body: me }),
      listApprovals: () => ({ status: 200, body: { data: [approval('a1', 'pending')] } }),
      rejectRequest: (input) => ({ status: 200, body: { approval: approval(String(input.params?.['id']), 'rejected') } }),
    });
    const engine = createBackofficeEngine(client, live);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'SignIn', login: 'h', password: 'p' });
    engine.dispatch({ type: 'LoadApprovals', status: 'pending' });
    engine.dispatch({ type: 'DecideApproval', id: 'a1', verb: 'reject', note: 'no proof' });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());
    expect(replayed.indexes.getSliceRowIds(BO_INDEX.approvalsByStatus, 'rejected')).toEqual(['a1']);
  });
});
