// The audit trail (issue 33): entries newest first with who, when, from where, what, before → after and why; a filter
// by action, older pages on demand, the chain's verification (the server recomputes every link) and a CSV export of
// the filtered entries (a plain link: the session cookie rides along, the browser saves the file).
import { useState } from 'react';
import { ExportAudit } from '../../../schema/endpoints/backoffice-audit.ts';
import { urlOf } from '../../../sync/backoffice/urls.ts';
import { useCommand, useEngine, useRead, useRow, useRowIds, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, table } from '../styles.ts';

export function AuditScreen() {
  const { t } = useI18n();
  const engine = useEngine();
  const [filter, setFilter] = useState('');
  const [action, setAction] = useState('');
  useRead({ type: 'LoadAudit', ...(action === '' ? {} : { action }) });
  const ids = useRowIds('audit');
  const sorted = [...ids].sort((a, b) => Number(b) - Number(a));
  const next = useValue('auditNext') as number | undefined;
  const verifyOk = useValue('verifyOk') as boolean | undefined;
  const entries = useValue('verifyEntries') as number | undefined;
  const brokenAt = useValue('verifyBrokenAt') as number | undefined;
  const verify = useCommand('VerifyAudit');
  return (
    <>
      <div className={header}>
        <h1>{t('audit.title')}</h1>
        <div className={row}>
          <button type="button" className={button} onClick={() => engine.dispatch({ type: 'VerifyAudit' })} disabled={verify.state === 'busy'}>
            {t('audit.verify')}
          </button>
          <a className={button} data-kind="secondary" href={urlOf(ExportAudit, { query: { action: action === '' ? undefined : action } })} download>
            {t('audit.export')}
          </a>
        </div>
      </div>
      {verifyOk === true && (
        <p className={alert} data-kind="ok" role="status">
          {t('audit.verified', { count: entries ?? 0 })}
        </p>
      )}
      {verifyOk === false && (
        <p className={alert} role="alert">
          {t('audit.broken', { seq: brokenAt ?? 0 })}
        </p>
      )}
      <form
        className={`${form} ${card}`}
        onSubmit={(event) => {
          event.preventDefault();
          setAction(filter.trim());
        }}
      >
        <div className={row}>
          <label>
            {t('audit.filter')}
            <input name="action" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </label>
          <button type="submit" className={button} data-kind="secondary">
            {t('audit.search')}
          </button>
        </div>
      </form>
      <section className={card} style={{ overflowX: 'auto' }}>
        <table className={table}>
          <thead>
            <tr>
              <th>{t('audit.seq')}</th>
              <th>{t('audit.at')}</th>
              <th>{t('audit.actor')}</th>
              <th>{t('audit.action')}</th>
              <th>{t('audit.target')}</th>
              <th>{t('audit.change')}</th>
              <th>{t('audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((id) => (
              <AuditLine key={id} id={id} />
            ))}
          </tbody>
        </table>
        {next !== undefined && next > 0 && (
          <button
            type="button"
            className={button}
            data-kind="secondary"
            onClick={() => engine.dispatch({ type: 'LoadAudit', beforeSeq: next, ...(action === '' ? {} : { action }) })}
          >
            {t('audit.more')}
          </button>
        )}
      </section>
    </>
  );
}

function AuditLine({ id }: { id: string }) {
  const e = useRow('audit', id);
  return (
    <tr data-testid={`audit-${String(e['action'])}`}>
      <td>{id}</td>
      <td>{new Date(String(e['at'])).toLocaleString()}</td>
      <td>
        {String(e['actor_name'] ?? '')}
        <div>
          <small>{String(e['address'] ?? '')}</small>
        </div>
      </td>
      <td>{String(e['action'])}</td>
      <td>{e['target_kind'] === undefined ? '' : `${String(e['target_kind'])} ${String(e['target_id'] ?? '')}`}</td>
      <td>
        {e['before'] === undefined ? null : <code>{String(e['before'])}</code>}
        {e['before'] !== undefined && e['after'] !== undefined ? ' → ' : null}
        {e['after'] === undefined ? null : <code>{String(e['after'])}</code>}
      </td>
      <td>{String(e['reason'] ?? '')}</td>
    </tr>
  );
}
