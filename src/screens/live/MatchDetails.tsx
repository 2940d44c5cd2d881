// A live match's timeline and stats (issue 32). The timeline lists its moments newest first (goals, penalties, cards,
// each period's start and end, the final whistle: the kinds LIVE_EVENT carries), each with its minute (football) or
// period and the side's team; a moment heard on the socket appears at once. The stats are the match read's (shots,
// corners, cards, dangerous attacks, the possession estimate), home on the left, away on the right, with a bar of
// their shares; they move with each read of the match.
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import type { LiveSideStats } from '../../../sync/read/live.ts';
import { EmptyState } from '../../components/states.tsx';
import { useLiveMoments, useLiveStats } from './use-live.ts';
import { momentText, momentTime } from './live-text.ts';
import { Moments, StatRows } from './live-match-style.ts';

export function Timeline({ matchId, sportId, home, away }: { matchId: string; sportId: string; home: string; away: string }) {
  const t = useT();
  const moments = useLiveMoments(matchId);
  if (moments.length === 0) {
    return <EmptyState title={t('live.noEvents')} />;
  }
  return (
    <Moments data-testid="live-timeline">
      {[...moments].reverse().map((m) => (
        <li key={m.seq} data-kind={m.kind} data-testid="live-moment">
          <time>{momentTime(sportId, m, t)}</time>
          <i aria-hidden="true" />
          <span>
            <b>{momentText(sportId, m, t)}</b>
            {m.side ? <small>{m.side === 'home' ? home : away}</small> : null}
          </span>
        </li>
      ))}
    </Moments>
  );
}

const STATS: ReadonlyArray<[keyof LiveSideStats, MessageId]> = [
  ['possession', 'live.possession'],
  ['shots', 'live.shots'],
  ['dangerous_attacks', 'live.attacks'],
  ['corners', 'live.corners'],
  ['yellow_cards', 'live.yellowCards'],
  ['red_cards', 'live.redCardsStat'],
];

export function Stats({ matchId }: { matchId: string }) {
  const t = useT();
  const stats = useLiveStats(matchId);
  if (!stats) {
    return <EmptyState title={t('live.noEvents')} />;
  }
  return (
    <StatRows data-testid="live-stats">
      {STATS.map(([field, label]) => {
        const home = stats.home[field];
        const away = stats.away[field];
        const unit = field === 'possession' ? '%' : '';
        return (
          <div key={field} data-stat={field}>
            <b>{`${home}${unit}`}</b>
            <span className="label">{t(label)}</span>
            <b>{`${away}${unit}`}</b>
            <span className="bar" aria-hidden="true">
              <span style={{ flexGrow: home || (away ? 0 : 1) }} />
              <span style={{ flexGrow: away || (home ? 0 : 1) }} />
            </span>
          </div>
        );
      })}
    </StatRows>
  );
}
