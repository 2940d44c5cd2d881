// The reality check (issue 18), in the lazy chunk the shell mounts only while a player is signed in (SignedInChecks). It asks
// the server when this session signed in and what it has staked and won since (v1.RgRequested 'summary': the
// ledger is the honest source, every game and bet path counts), runs the timer of sync/reality-timer.ts with the
// player's interval (default 60 minutes, 0 = off), and when one is due shows the session's time and net result
// with 'Continue' (the next check N minutes later) and 'Stop' (signs the player out: the session ends here).
import { useEffect, useRef, useState } from 'react';
import { type RealityTimer, startRealityTimer } from '../../sync/reality-timer.ts';
import { requestRg, setRealityInterval, storedInterval } from '../../sync/responsible-gaming.ts';
import { formatAmount } from '../components/format.ts';
import { useEngine } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { DialogBackdrop } from '../screens/responsible-gaming/rg-style.ts';
import { useRg } from '../screens/responsible-gaming/use-rg.ts';
import { useAccountUi } from './context.tsx';

const duration = (ms: number): { hours: number; minutes: number } => ({
  hours: Math.floor(ms / 3_600_000),
  minutes: Math.floor((ms % 3_600_000) / 60_000),
});

export function RealityCheck() {
  const t = useT();
  const engine = useEngine();
  const { account } = useAccountUi();
  const rg = useRg();
  const timer = useRef<RealityTimer | null>(null);
  const [dueElapsed, setDueElapsed] = useState<number | null>(null);
  const startedAt = rg.summary ? Date.parse(rg.summary.started_at) : null;

  useEffect(() => {
    setRealityInterval(engine, storedInterval());
    requestRg(engine, { action: 'summary' });
  }, [engine]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per session start; the interval is applied below
  useEffect(() => {
    if (startedAt === null || Number.isNaN(startedAt)) {
      return undefined;
    }
    const running = startRealityTimer({
      startedAtMs: startedAt,
      minutes: rg.intervalMin,
      now: Date.now,
      onDue: (elapsed) => {
        requestRg(engine, { action: 'summary' });
        setDueElapsed(elapsed);
      },
    });
    timer.current = running;
    return () => running.stop();
  }, [startedAt, engine]);
  useEffect(() => {
    timer.current?.setMinutes(rg.intervalMin);
  }, [rg.intervalMin]);

  if (dueElapsed === null || rg.summary === null) {
    return null;
  }
  const time = duration(dueElapsed);
  const net = rg.summary.net;
  const cont = (): void => {
    setDueElapsed(null);
    timer.current?.resume();
  };
  const stop = (): void => {
    setDueElapsed(null);
    timer.current?.stop();
    void account.logout();
  };
  return (
    <DialogBackdrop data-testid="reality-check">
      <div role="dialog" aria-modal="true" aria-labelledby="reality-title">
        <h2 id="reality-title">{t('rg.check.title')}</h2>
        <p>{t('rg.check.time', time)}</p>
        <p className="net" data-testid="reality-net">
          {t('rg.check.net', { amount: `${net > 0 ? '+' : ''}${formatAmount(net)}` })}
        </p>
        <small>{t('rg.check.detail', { stakes: formatAmount(rg.summary.stakes), winnings: formatAmount(rg.summary.winnings) })}</small>
        <div className="row">
          <button type="button" className="primary" onClick={cont} data-testid="reality-continue">
            {t('rg.check.continue')}
          </button>
          <button type="button" className="secondary" onClick={stop} data-testid="reality-stop">
            {t('rg.check.stop')}
          </button>
        </div>
      </div>
    </DialogBackdrop>
  );
}
