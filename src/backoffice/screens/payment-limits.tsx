// A merchant's payment limits for one flow (issue 33, payments.settings): every method with the minimum and maximum
// in force — the merchant's own ("set") or the defaults — the defaults and the gateway's own maximum, and a form
// for one method (Change): ETB with at most 2 decimals, min ≥ 1, max ≤ the gateway's, min ≤ max, checked here
// first (nothing malformed is sent) and by the server, whose refusal text shows with the form as typed. "Back to
// the defaults" removes the merchant's own. A withdrawal's maximum set here replaces the 10,000 cap for it.
import { useState } from 'react';
import type { PaymentFlowName } from '../../../sync/backoffice/events-payment-settings.ts';
import { settingsKey } from '../../../sync/backoffice/store-payment-settings.ts';
import { useCommand, useRow, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form, row, scroller, stacked, table } from '../styles.ts';
import { etb, when } from './payment-parts.tsx';
import { methodName } from './payment-switches.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

/** A typed ETB amount with at most 2 decimals, or null. */
export const limitAmountOf = (text: string): number | null => (/^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : null);

export function PaymentLimits({ merchantId, flow }: { merchantId: string; flow: PaymentFlowName }) {
  const { t, say } = useI18n();
  const key = settingsKey(merchantId, flow);
  const ids = useSortedRowIds('paymentLimits', 'position').filter((id) => id.startsWith(`${key}|`));
  const load = useCommand('LoadPaymentLimits');
  const [editing, setEditing] = useState('');
  const sent = useSent('SetPaymentLimit', () => undefined);
  return (
    <section className={`${card} ${scroller}`} data-testid="payment-limits">
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('limits.title')}</h2>
      <p>{t('limits.intro')}</p>
      {editing !== '' && <LimitEditor key={editing} id={editing} merchantId={merchantId} flow={flow} sent={sent} onClose={() => setEditing('')} />}
      {ids.length === 0 ? (
        <p>{load.state === 'failed' ? t('common.refreshFailed', { message: say(load.message) }) : t('common.loading')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('payments.method')}</th>
              <th data-num>{t('limits.min')}</th>
              <th data-num>{t('limits.max')}</th>
              <th>{t('limits.defaults')}</th>
              <th>{t('limits.source')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <LimitLine
                key={id}
                id={id}
                onChange={() => {
                  sent.forget();
                  setEditing(id);
                  window.scrollTo({ top: 0 });
                }}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LimitLine({ id, onChange }: { id: string; onChange: () => void }) {
  const { t } = useI18n();
  const l = useRow('paymentLimits', id);
  const name = `${methodName(String(l['method'] ?? ''), t)} · ${l['gateway'] === 'arifpay' ? 'ArifPay' : 'SantimPay'}`;
  return (
    <tr data-testid={`limit-${String(l['method_id'])}`}>
      <td data-label={t('payments.method')}>{name}</td>
      <td data-label={t('limits.min')} data-num>
        {etb(l['min_amount'])}
      </td>
      <td data-label={t('limits.max')} data-num data-testid="max">
        {etb(l['max_amount'])}
      </td>
      <td data-label={t('limits.defaults')}>
        {etb(l['default_min'])} – {etb(l['default_max'])}
      </td>
      <td data-label={t('limits.source')}>{l['custom'] === true ? t('limits.own', { when: when(l['updated_at']) }) : t('limits.default')}</td>
      <td>
        <button type="button" className={button} data-kind="secondary" onClick={onChange}>
          {t('limits.change')}
        </button>
      </td>
    </tr>
  );
}

interface EditorProps {
  id: string;
  merchantId: string;
  flow: PaymentFlowName;
  sent: ReturnType<typeof useSent>;
  onClose: () => void;
}

function LimitEditor({ id, merchantId, flow, sent, onClose }: EditorProps) {
  const { t } = useI18n();
  const l = useRow('paymentLimits', id);
  const [min, setMin] = useState(String(l['min_amount'] ?? ''));
  const [max, setMax] = useState(String(l['max_amount'] ?? ''));
  const { said, send, forget } = sent;
  const [lo, hi] = [limitAmountOf(min), limitAmountOf(max)];
  const gatewayMax = Number(l['gateway_max'] ?? 0);
  const problem =
    lo === null || hi === null || lo < 1
      ? t('limits.amountInvalid')
      : hi > gatewayMax
        ? t('limits.aboveGateway', { max: etb(gatewayMax) })
        : lo > hi
          ? t('limits.minAboveMax')
          : '';
  const methodId = String(l['method_id'] ?? '');
  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    forget();
    set(e.target.value);
  };
  return (
    <form
      className={form}
      data-testid="limit-editor"
      style={{ border: '1px solid var(--bo-line, #d0d5dd)', borderRadius: 8, padding: 12, marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === '' && lo !== null && hi !== null) {
          send({ type: 'SetPaymentLimit', change: { merchantId, flow, methodId, min: lo, max: hi } });
        }
      }}
    >
      <h3 style={{ fontSize: 15, margin: 0 }}>
        {methodName(String(l['method'] ?? ''), t)} · {l['gateway'] === 'arifpay' ? 'ArifPay' : 'SantimPay'}
      </h3>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 140px' }}>
          {t('limits.min')}
          <input name="min" inputMode="decimal" value={min} onChange={edit(setMin)} />
        </label>
        <label style={{ flex: '1 1 140px' }}>
          {t('limits.max')}
          <input name="max" inputMode="decimal" value={max} onChange={edit(setMax)} />
        </label>
      </div>
      <p style={{ margin: 0, color: 'var(--bo-muted)' }}>{t('limits.gatewayMax', { max: etb(gatewayMax) })}</p>
      {problem !== '' && <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{problem}</p>}
      <Said said={said} ok={t('limits.saved')} />
      <div className={row}>
        <button type="submit" className={button} disabled={problem !== '' || said.state === 'busy'}>
          {t('limits.save')}
        </button>
        {l['custom'] === true && (
          <button
            type="button"
            className={button}
            data-kind="danger"
            disabled={said.state === 'busy'}
            onClick={() => send({ type: 'SetPaymentLimit', change: { merchantId, flow, methodId, min: null, max: null } })}
          >
            {t('limits.reset')}
          </button>
        )}
        <button type="button" className={button} data-kind="secondary" onClick={onClose}>
          {t('limits.close')}
        </button>
      </div>
    </form>
  );
}
