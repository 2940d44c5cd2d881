// The match desk's Enter result panel (issue 33, results.enter: traders): a football match that has kicked off gets
// its final score (full time and half time) with a reason, through the results boundary (POST /feed/results) — stored
// and settled at once, so the answer says how many tickets it settled. A stored result is final: the same one again
// changes nothing, another is refused (RESULT_EXISTS, the server's words) and goes through the Resettle panel's
// four eyes instead. Other sports' results come from the feed.
import { useState } from 'react';
import { useCell, useMe, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button, card, form, row } from '../styles.ts';
import { FOOTBALL, GOALS, type Goals, NO_GOALS, scoreOf } from './trading-resettle.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

export function ResultPanel({ matchId }: { matchId: string }) {
  const me = useMe();
  const sport = useCell('tradingMatches', matchId, 'sport_id');
  const start = useCell('tradingMatches', matchId, 'start_time');
  const started = typeof start === 'string' && Date.parse(start) <= Date.now();
  return me?.permissions.has('results.enter') === true && sport === FOOTBALL && started ? <ResultForm matchId={matchId} /> : null;
}

function ResultForm({ matchId }: { matchId: string }) {
  const { t } = useI18n();
  const [goals, setGoals] = useState<Goals>(NO_GOALS);
  const [reason, setReason] = useState('');
  const entered = useRow('resultsEntered', matchId);
  const { said, send, forget } = useSent('EnterResult', () => setReason(''));
  // The typed score as the boundary takes it, or undefined while it is not one.
  const result = scoreOf(matchId, goals) ?? undefined;
  // What the stored answer means: tickets settled, or the same result already there.
  const stored = entered['stored'];
  const answer =
    stored === undefined ? undefined : Number(stored) > 0 ? t('result.stored', { settled: Number(entered['settled'] ?? 0) }) : t('result.same');
  const edit = (change: () => void) => {
    forget();
    change();
  };
  return (
    <details className={card} data-testid="enter-result">
      <summary style={{ cursor: 'pointer', fontWeight: 700 }}>{t('result.title')}</summary>
      <form
        className={form}
        style={{ marginTop: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (result !== undefined) {
            send({ type: 'EnterResult', matchId, result, reason: reason.trim() });
          }
        }}
      >
        <p style={{ margin: 0 }}>{t('result.intro')}</p>
        <div className={row} style={{ alignItems: 'end' }}>
          {GOALS.map((key) => (
            <label key={key} style={{ flex: '1 1 120px' }}>
              {t(`resettle.${key}` as MessageKey)}
              <input
                name={`result-${key}`}
                inputMode="numeric"
                size={3}
                value={goals[key]}
                onChange={(e) => edit(() => setGoals((g) => ({ ...g, [key]: e.target.value })))}
                required
              />
            </label>
          ))}
        </div>
        {result === undefined && Object.values(goals).every((v) => v.trim() !== '') && (
          <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{t('resettle.scoreInvalid')}</p>
        )}
        <label>
          {t('result.reason')}
          <input name="result-reason" value={reason} onChange={(e) => edit(() => setReason(e.target.value))} required maxLength={500} />
        </label>
        <Said said={said} ok={answer} />
        <div>
          <button type="submit" className={button} disabled={result === undefined || reason.trim() === '' || said.state === 'busy'}>
            {t('result.submit')}
          </button>
        </div>
      </form>
    </details>
  );
}
