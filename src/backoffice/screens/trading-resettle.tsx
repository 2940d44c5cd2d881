// The match desk's Resettle panel (issue 33, results.resettle): asks to correct the match's stored result — a football
// score here (other sports' corrections are not offered on this page) — or to void the match or one of its markets,
// with a reason. The answer is an approval request a second person decides on the approvals screen; the panel says so
// and links there. A refusal (no stored result, the same result, …) shows the server's text and keeps what was typed.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ResettleRequest } from '../../../sync/backoffice/events.ts';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useCell, useMe, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, form, row } from '../styles.ts';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

/** The feed's id of football (soccer), the one sport whose score this panel corrects. */
export const FOOTBALL = '1';
type Action = ResettleRequest['action'];
const ACTIONS: readonly Action[] = ['correct', 'void_match', 'void_market'];
export const GOALS = ['home', 'away', 'htHome', 'htAway'] as const;
export type Goals = Record<(typeof GOALS)[number], string>;
export const NO_GOALS: Goals = { home: '', away: '', htHome: '', htAway: '' };

/** The typed score as the results feed takes it, or null while it is not a whole-number score (half-time ≤ full). */
export function scoreOf(matchId: string, g: Goals): ResettleRequest['result'] | null {
  const n = GOALS.map((key) => (/^\d{1,2}$/.test(g[key].trim()) ? Number(g[key]) : Number.NaN));
  const [home = Number.NaN, away = Number.NaN, htHome = Number.NaN, htAway = Number.NaN] = n;
  if (n.some(Number.isNaN) || htHome > home || htAway > away) {
    return null;
  }
  return { match_id: matchId, home_score: home, away_score: away, ht_home_score: htHome, ht_away_score: htAway };
}

export function ResettlePanel({ matchId }: { matchId: string }) {
  const me = useMe();
  return me?.permissions.has('results.resettle') === true ? <ResettleForm matchId={matchId} /> : null;
}

function ResettleForm({ matchId }: { matchId: string }) {
  const { t } = useI18n();
  const football = useCell('tradingMatches', matchId, 'sport_id') === FOOTBALL;
  const markets = useSliceRowIds(BO_INDEX.marketsByMatch, matchId);
  const [action, setAction] = useState<Action>('correct');
  const [goals, setGoals] = useState<Goals>(NO_GOALS);
  const [picked, setPicked] = useState('');
  const [reason, setReason] = useState('');
  const approval = useCell('resettlements', matchId, 'approval_id');
  const { said, send, forget } = useSent('RequestResettlement', () => {
    setGoals(NO_GOALS);
    setReason('');
  });
  const market = markets.includes(picked) ? picked : (markets[0] ?? '');
  const result = scoreOf(matchId, goals);
  const ready = reason.trim() !== '' && (action === 'void_match' || (action === 'correct' ? football && result !== null : market !== ''));
  const request = (): ResettleRequest => {
    if (action === 'correct') {
      return { action, result: result ?? undefined, reason: reason.trim() };
    }
    const [, marketId = '', specifier = ''] = market.split('|');
    return action === 'void_market' ? { action, market_id: marketId, specifier, reason: reason.trim() } : { action, reason: reason.trim() };
  };
  return (
    <details className={card} data-testid="resettle">
      <summary style={{ cursor: 'pointer', fontWeight: 700 }}>{t('resettle.title')}</summary>
      <form
        className={form}
        style={{ marginTop: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'RequestResettlement', matchId, request: request() });
        }}
      >
        <p style={{ margin: 0 }}>{t('resettle.intro')}</p>
        <label style={{ maxWidth: 420 }}>
          {t('resettle.action')}
          <select
            name="action"
            value={action}
            onChange={(e) => {
              forget();
              setAction(e.target.value as Action);
            }}
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`resettle.action.${a}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {action === 'correct' && !football && (
          <p className={alert} data-kind="info">
            {t('resettle.footballOnly')}
          </p>
        )}
        {action === 'correct' && football && (
          <div className={row} style={{ alignItems: 'end' }}>
            {GOALS.map((key) => (
              <label key={key} style={{ flex: '1 1 120px' }}>
                {t(`resettle.${key}` as MessageKey)}
                <input
                  name={key}
                  inputMode="numeric"
                  size={3}
                  value={goals[key]}
                  onChange={(e) => {
                    forget();
                    setGoals((g) => ({ ...g, [key]: e.target.value }));
                  }}
                  required
                />
              </label>
            ))}
          </div>
        )}
        {action === 'correct' && football && result === null && Object.values(goals).every((v) => v.trim() !== '') && (
          <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{t('resettle.scoreInvalid')}</p>
        )}
        {action === 'void_market' && (
          <label>
            {t('resettle.market')}
            <select
              name="market"
              value={market}
              onChange={(e) => {
                forget();
                setPicked(e.target.value);
              }}
            >
              {markets.map((key) => (
                <MarketOption key={key} marketKey={key} />
              ))}
            </select>
          </label>
        )}
        <label>
          {t('resettle.reason')}
          <input
            name="reason"
            value={reason}
            onChange={(e) => {
              forget();
              setReason(e.target.value);
            }}
            required
            maxLength={500}
          />
        </label>
        <Said said={said} />
        {said.state === 'done' && typeof approval === 'string' && (
          <p className={alert} data-kind="info" role="status">
            {t('resettle.pending', { id: approval.slice(0, 8) })}{' '}
            {/* The players' router types every Link of this codebase; the back office's own paths go as plain text. */}
            <Link to={'/approvals' as string}>{t('resettle.toApprovals')}</Link>
          </p>
        )}
        <div>
          <button type="submit" className={button} disabled={!ready || said.state === 'busy'}>
            {t('resettle.submit')}
          </button>
        </div>
      </form>
    </details>
  );
}

function MarketOption({ marketKey }: { marketKey: string }) {
  const k = useRow('tradingMarkets', marketKey);
  const specifier = marketKey.split('|')[2] ?? '';
  return (
    <option value={marketKey}>
      {String(k['name'] ?? '')}
      {specifier === '' ? '' : ` (${specifier})`}
    </option>
  );
}
