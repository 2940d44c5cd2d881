// Four-eyes approvals (issue 33): pending, approved and rejected requests, newest first (a slice each of the store's
// approvals-by-status index). An approver sees Approve and Reject on the requests their roles may decide; the
// requester sees Withdraw on their own (never Approve: the server would refuse it too). A decision is an intent;
// the answer replaces the row, and the list is read again.
import { useState } from 'react';
import { APPROVAL_PERMISSION, type ApprovalKind } from '../../../schema/operator-access.ts';
import type { ApprovalStatus } from '../../../sync/backoffice/events.ts';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useCommand, useEngine, useMe, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, header, row, table, tabs } from '../styles.ts';

const STATUSES: ApprovalStatus[] = ['pending', 'approved', 'rejected'];

export function ApprovalsScreen() {
  const { t, say } = useI18n();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  useRead({ type: 'LoadApprovals', status });
  const ids = useSliceRowIds(BO_INDEX.approvalsByStatus, status);
  const decide = useCommand('DecideApproval');
  return (
    <>
      <div className={header}>
        <h1>{t('approvals.title')}</h1>
      </div>
      <div className={tabs} role="tablist">
        {STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={s === status} className={button} data-kind="secondary" onClick={() => setStatus(s)}>
            {t(`approvals.${s}`)}
          </button>
        ))}
      </div>
      {decide.state === 'failed' && (
        <p className={alert} role="alert">
          {say(decide.message)}
        </p>
      )}
      <section className={card}>
        {ids.length === 0 ? (
          <p>{t('approvals.empty')}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th>{t('approvals.what')}</th>
                <th>{t('approvals.reason')}</th>
                <th>{t('approvals.by')}</th>
                <th>{t('approvals.when')}</th>
                <th>{status === 'pending' ? '' : t('approvals.decidedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <ApprovalLine key={id} id={id} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function ApprovalLine({ id }: { id: string }) {
  const { t } = useI18n();
  const engine = useEngine();
  const me = useMe();
  const a = useRow('approvals', id);
  const [note, setNote] = useState('');
  const own = a['requested_by'] === me?.id;
  const mayDecide = me?.permissions.has(APPROVAL_PERMISSION[a['kind'] as ApprovalKind]) ?? false;
  const send = (verb: 'approve' | 'reject') => {
    engine.dispatch({ type: 'DecideApproval', id, verb, ...(note.trim() === '' ? {} : { note: note.trim() }) });
  };
  return (
    <tr data-testid={`approval-${id}`}>
      <td>{String(a['summary'] ?? '')}</td>
      <td>{String(a['reason'] ?? '')}</td>
      <td>{String(a['requested_by_name'] ?? '')}</td>
      <td>{new Date(String(a['requested_at'])).toLocaleString()}</td>
      <td>
        {a['status'] !== 'pending' ? (
          <>
            {String(a['decided_by_name'] ?? '')}
            {a['decision_note'] === undefined ? null : <div>{String(a['decision_note'])}</div>}
          </>
        ) : own ? (
          <div className={row}>
            <span>{t('approvals.own')}</span>
            <input aria-label={t('approvals.note')} value={note} onChange={(e) => setNote(e.target.value)} />
            <button type="button" className={button} data-kind="secondary" disabled={note.trim() === ''} onClick={() => send('reject')}>
              {t('approvals.withdraw')}
            </button>
          </div>
        ) : mayDecide ? (
          <div className={row}>
            <input aria-label={t('approvals.note')} placeholder={t('approvals.note')} value={note} onChange={(e) => setNote(e.target.value)} />
            <button type="button" className={button} onClick={() => send('approve')}>
              {t('approvals.approve')}
            </button>
            <button type="button" className={button} data-kind="danger" disabled={note.trim() === ''} onClick={() => send('reject')}>
              {t('approvals.reject')}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
