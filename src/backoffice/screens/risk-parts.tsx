// What the risk desk is made of (issue 33): the search params that fill its form in (`?scope=market&id=…`, the
// trading desk's Limit action), the form that sets or removes one limit (an empty amount is no limit; both empty
// remove it; the form keeps what was typed when the server refuses), the flagged players (each linking to the
// players desk) and useSent (a command's state once sent from this form, so another page's outcome never shows).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RISK_SCOPES } from '../../../schema/endpoints/backoffice-risk.ts';
import type { RiskLimitChange } from '../../../sync/backoffice/events.ts';
import { limitKey } from '../../../sync/backoffice/store-risk.ts';
import { useMe, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button, card, form, row } from '../styles.ts';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

export type RiskScope = RiskLimitChange['scope'];
export interface RiskSearch {
  scope?: RiskScope;
  id?: string;
}

/** The risk screen's search params: a known scope, and a target of at most the 200 characters the server takes (a
 * number-looking id arrives parsed: read back as text). Anything else is dropped. */
export function riskSearch(search: Record<string, unknown>): RiskSearch {
  const scope = RISK_SCOPES.find((s) => s === search['scope']);
  const id = typeof search['id'] === 'string' || typeof search['id'] === 'number' ? String(search['id']).trim().slice(0, 200) : '';
  return { ...(scope === undefined ? {} : { scope }), ...(id === '' ? {} : { id }) };
}

/** A market's Limit action on the trading desk: the risk form with this market filled in (with trading.limits). */
export function MarketLimit({ matchId, marketId, specifier }: { matchId: string; marketId: string; specifier: string }) {
  const { t } = useI18n();
  const me = useMe();
  if (me?.permissions.has('trading.limits') !== true) {
    return null;
  }
  const search: RiskSearch = { scope: 'market', id: `${matchId}/${marketId}/${specifier}` };
  // The players' router types every Link of this codebase; the back office's own paths go as plain text.
  return (
    <Link
      className={button}
      data-kind="secondary"
      style={{ textDecoration: 'none' }}
      to={'/risk' as string}
      search={search as never}
      title={t('trading.limitTitle')}
    >
      {t('trading.limit')}
    </Link>
  );
}

/** A typed amount: empty is no limit (null); ETB with at most 2 decimals; anything else undefined (not sent). */
export function amountOf(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') {
    return null;
  }
  return /^\d{1,9}(\.\d{1,2})?$/.test(s) ? Number(s) : undefined;
}

const typed = (value: unknown): string => (value === undefined ? '' : String(value));

export function LimitForm({ given }: { given: RiskSearch }) {
  const { t } = useI18n();
  const [scope, setScope] = useState<RiskScope>(given.scope ?? 'player');
  const [target, setTarget] = useState(given.id ?? '');
  // A limit already in force for the given target shows its amounts, to change or clear.
  const held = useRow('riskLimits', limitKey(scope, target.trim()));
  const [stake, setStake] = useState(() => typed(held['max_stake']));
  const [win, setWin] = useState(() => typed(held['max_win']));
  const [reason, setReason] = useState('');
  // Saved: the amounts stay as they now stand; a next change gives its own reason.
  const { said, send, forget } = useSent('SetRiskLimit', () => setReason(''));
  const edit =
    (set: (value: string) => void) =>
    (event: { target: { value: string } }): void => {
      forget();
      set(event.target.value);
    };
  const [maxStake, maxWin] = [amountOf(stake), amountOf(win)];
  const valid = maxStake !== undefined && maxWin !== undefined;
  // Both empty removes the limit in force; with none in force there is nothing to send.
  const removes = maxStake === null && maxWin === null;
  const ready = valid && (!removes || held['scope'] !== undefined);
  return (
    <form
      className={`${form} ${card}`}
      data-testid="limit-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (maxStake !== undefined && maxWin !== undefined) {
          send({ type: 'SetRiskLimit', limit: { scope, scopeId: target.trim(), maxStake, maxWin, reason: reason.trim() } });
        }
      }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('risk.form')}</h2>
      <p style={{ margin: 0 }}>{t('risk.form.intro')}</p>
      <div className={row} style={{ alignItems: 'end' }}>
        <label>
          {t('risk.scope')}
          <select name="scope" value={scope} onChange={edit((v) => setScope(v as RiskScope))}>
            {RISK_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`risk.scope.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label style={{ flex: '1 1 260px' }}>
          {t(`risk.target.${scope}` as MessageKey)}
          <input name="target" value={target} onChange={edit(setTarget)} required maxLength={200} />
        </label>
      </div>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 180px' }}>
          {t('risk.maxStake')}
          <input name="max_stake" inputMode="decimal" value={stake} onChange={edit(setStake)} />
        </label>
        <label style={{ flex: '1 1 180px' }}>
          {t('risk.maxWin')}
          <input name="max_win" inputMode="decimal" value={win} onChange={edit(setWin)} />
        </label>
      </div>
      {!valid && <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{t('risk.amountInvalid')}</p>}
      <label>
        {t('risk.reason')}
        <input name="reason" value={reason} onChange={edit(setReason)} required maxLength={500} />
      </label>
      <Said said={said} ok={t('risk.saved')} />
      <div>
        <button type="submit" className={button} data-kind={removes && ready ? 'danger' : undefined} disabled={!ready || said.state === 'busy'}>
          {removes && ready ? t('risk.remove') : t('risk.set')}
        </button>
      </div>
    </form>
  );
}
