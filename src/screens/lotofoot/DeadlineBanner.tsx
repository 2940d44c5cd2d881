// The deadline banner (core §2): the week's deadline (its first kick-off) and a countdown moving each second (the
// screen's clock). From the deadline on it says predictions are closed and asks for the variant's week again at once
// and every 10 s, until the server has opened the next week.
import { useEffect } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { formatDay, formatTime } from '../../i18n/calendar.ts';

/** How often a closed week asks whether the next one is open. */
const CLOSED_POLL_MS = 10_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM:SS' of what is left, and the whole days beyond it. */
function countdown(ms: number): { days: number; time: string } {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86_400);
  return { days, time: `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

export function DeadlineBanner({ deadline, now, onClosed }: { deadline: number; now: number; onClosed: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const closed = now >= deadline;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new deadline (the next week) starts afresh
  useEffect(() => {
    if (!closed) {
      return undefined;
    }
    onClosed();
    const timer = setInterval(onClosed, CLOSED_POLL_MS);
    return () => clearInterval(timer);
  }, [closed, deadline, onClosed]);
  const left = countdown(deadline - now);
  const time = left.days > 0 ? t('lotofoot.days', { days: left.days, time: left.time }) : left.time;
  return (
    <div className="deadline" data-testid="lotofoot-deadline" data-closed={closed} role="status">
      <span>{t('lotofoot.deadline', { date: `${formatDay(deadline, lang)} ${formatTime(deadline)}` })}</span>
      {closed ? <b>{t('lotofoot.closed')}</b> : <b data-testid="lotofoot-countdown">{t('lotofoot.closesIn', { time })}</b>}
    </div>
  );
}
