// A shop's daily cash report (issue 33's shops desk): the till statement of one Addis Ababa day (UTC+3, no daylight
// saving — the server's day, schema/endpoints/shop-admin.ts), chosen with a date input that starts at today there:
// every stake taken, payout and cash-out handed out, with its time (Addis Ababa), ticket and cashier, then the totals
// and the net cash. Read with LoadShopTill; each day is its own statement in the store.
import { useState } from 'react';
import { SHOP_INDEX, tillKey } from '../../../sync/backoffice/store-shops.ts';
import { useCommand, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, card, facts, form, scroller, stacked, table } from '../styles.ts';
import { etb } from './payment-parts.tsx';

const ADDIS_OFFSET_MS = 3 * 3_600_000;

/** Today in Addis Ababa as YYYY-MM-DD (the day the server's till statement takes). */
export const addisToday = (nowMs: number = Date.now()): string => new Date(nowMs + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/** A day the server takes: a real calendar date written YYYY-MM-DD, else null (nothing is asked). */
export function tillDay(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) {
    return null;
  }
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc).toISOString().slice(0, 10) === text.trim() ? text.trim() : null;
}

/** A moment as YYYY-MM-DD HH:MM in Addis Ababa: the desk's days are Addis Ababa days, so its times are too. */
export const addisStamp = (iso: unknown): string =>
  iso === undefined
    ? ''
    : new Date(String(iso)).toLocaleString('sv-SE', {
        timeZone: 'Africa/Addis_Ababa',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });

/** A moment's time of day in Addis Ababa (the statement's days are Addis Ababa days). */
const addisTime = (iso: unknown): string =>
  new Date(String(iso)).toLocaleTimeString('en-GB', { timeZone: 'Africa/Addis_Ababa', hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function TillPart({ shopId }: { shopId: string }) {
  const { t, say } = useI18n();
  const [typed, setTyped] = useState(addisToday);
  const day = tillDay(typed);
  useRead(day === null ? null : { type: 'LoadShopTill', shopId, day });
  const key = tillKey(shopId, day ?? '');
  const totals = useRow('shopTills', key);
  const moves = useSliceRowIds(SHOP_INDEX.movesByTill, key);
  const load = useCommand('LoadShopTill');
  const known = totals['day'] !== undefined;
  return (
    <section className={`${card} ${scroller}`} data-testid="till">
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('shop.till')}</h2>
      <div className={form} style={{ maxWidth: 260, marginBottom: 12 }}>
        <label>
          {t('shop.till.day')}
          <input name="day" type="date" value={typed} max={addisToday()} onChange={(e) => setTyped(e.target.value)} required />
        </label>
      </div>
      {day === null && <p>{t('shop.till.dayInvalid')}</p>}
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {known ? t('common.refreshFailed', { message: say(load.message) }) : say(load.message)}
        </p>
      )}
      {day !== null && !known && load.state !== 'failed' && <p>{t('common.loading')}</p>}
      {known && (
        <>
          <dl className={facts} data-testid="till-totals">
            <dt>{t('shop.till.stakes')}</dt>
            <dd data-testid="till-stakes">{etb(totals['stakes_in'])} ETB</dd>
            <dt>{t('shop.till.payouts')}</dt>
            <dd>{etb(totals['payouts_out'])} ETB</dd>
            <dt>{t('shop.till.balance')}</dt>
            <dd data-testid="till-balance">
              <strong>{etb(totals['balance'])} ETB</strong>
            </dd>
          </dl>
          {moves.length === 0 ? (
            <p>{t('shop.till.none')}</p>
          ) : (
            <table className={`${table} ${stacked}`} style={{ marginTop: 12 }}>
              <thead>
                <tr>
                  <th>{t('shop.till.time')}</th>
                  <th>{t('shop.till.kind')}</th>
                  <th>{t('shop.till.reference')}</th>
                  <th>{t('shop.till.cashier')}</th>
                  <th data-num>{t('shop.till.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {moves.map((id) => (
                  <MoveLine key={id} id={id} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

function MoveLine({ id }: { id: string }) {
  const { t } = useI18n();
  const m = useRow('shopTillMoves', id);
  const kind = String(m['kind'] ?? '');
  // A stake comes in; a payout or cash-out goes out of the till.
  const sign = kind === 'stake' ? '' : '−';
  return (
    <tr data-testid="till-move">
      <td data-label={t('shop.till.time')}>{addisTime(m['at'])}</td>
      <td data-label={t('shop.till.kind')}>{t(`shop.till.kind.${kind}` as MessageKey)}</td>
      <td data-label={t('shop.till.reference')}>
        <code>{String(m['reference_id'] ?? '')}</code>
      </td>
      <td data-label={t('shop.till.cashier')}>{String(m['cashier'] ?? '')}</td>
      <td data-label={t('shop.till.amount')} data-num>
        {sign}
        {etb(m['amount'])}
      </td>
    </tr>
  );
}
