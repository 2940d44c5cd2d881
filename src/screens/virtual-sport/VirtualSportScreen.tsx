// /virtual-sport (issue 15): the house virtual football league — the next round's fixtures and odds with the
// countdown to kick-off, the round in play (scores as the server's clock reveals them), recent results and the
// season's table — read through the sync engine (a short-TTL resource asked again every few seconds), and 'Play',
// which opens the vfootball game through the launch command (real money or demo) in the full-screen player.
import { type ReactNode, useEffect, useState } from 'react';
import type { VirtualRound, VirtualSchedule } from '../../../schema/virtual-sport.ts';
import { scheduleOf } from '../../../sync/read/virtual-sport.ts';
import { clockOffset, countdownText, matchMinute, msToKickOff, VIRTUAL_POLL_MS, virtualScheduleResource } from '../../../sync/virtual-sport.ts';
import { ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { useEngine, useResource, useRow } from '../../data/hooks.ts';
import { GamePlay, LaunchError } from '../../games/GamePlay.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { useGameLaunch } from '../../games/use-game-launch.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Card, Page } from './virtual-style.ts';
import { useFormatOdds } from '../../data/odds-format.ts';

const resource = virtualScheduleResource('football');

/** The league's game as the launch modal shows it (the catalogue's vfootball under Golden Race's stand-in). */
const GAME: GameView = {
  id: 'vfootball',
  name: 'Virtual Football League',
  thumbnail: '/games/thumbs/vfootball.svg',
  provider: '632',
  providerName: 'Golden Race',
  type: 'virtual sport',
  available: true,
  hasDemo: true,
  isNew: false,
  is_popular: true,
  isJackpot: false,
};

/** One price of a fixture in the player's odds format (issue 29), or a dash where the round has none. */
const odd = (format: (decimal: number) => string, round: VirtualRound['events'][number], market: string, sel: string): string => {
  const price = round.odds[market]?.[sel];
  return price === undefined ? '–' : format(price);
};

function Fixtures({ round, now }: { round: VirtualRound; now: number }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  return (
    <Card data-testid="virtual-next">
      <h2>
        <span>{t('virtualSport.matchday', { number: round.number })}</span>
        <span>
          {t('virtualSport.kickoffIn')} <b className="clock">{countdownText(msToKickOff(round.starts_at, now))}</b>
        </span>
      </h2>
      <table>
        <thead>
          <tr>
            <th className="name">{t('virtualSport.match')}</th>
            <th>1</th>
            <th>X</th>
            <th>2</th>
            <th className="ou">O 2.5</th>
            <th className="ou">U 2.5</th>
          </tr>
        </thead>
        <tbody>
          {round.events.map((e) => (
            <tr key={e.id}>
              <td className="name">
                {e.home} – {e.away}
              </td>
              <td className="odd">{odd(formatOdds, e, '1X2', '1')}</td>
              <td className="odd">{odd(formatOdds, e, '1X2', 'X')}</td>
              <td className="odd">{odd(formatOdds, e, '1X2', '2')}</td>
              <td className="odd ou">{odd(formatOdds, e, 'OU2.5', 'over')}</td>
              <td className="odd ou">{odd(formatOdds, e, 'OU2.5', 'under')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Scores({ round, now, testId }: { round: VirtualRound; now: number; testId: string }) {
  const t = useT();
  const over = round.status === 'finished' || now >= Date.parse(round.ends_at);
  return (
    <Card data-testid={testId}>
      <h2>
        <span>{t('virtualSport.matchday', { number: round.number })}</span>
        {over ? (
          <span>{t('virtualSport.fullTime')}</span>
        ) : (
          <span className="live">{`${t('virtualSport.live')} ${matchMinute(round.starts_at, round.ends_at, now)}'`}</span>
        )}
      </h2>
      <table>
        <tbody>
          {round.events.map((e) => (
            <tr key={e.id}>
              <td className="name">{e.home}</td>
              <td>
                <span className="score">{e.score === null ? '–' : `${e.score.home} - ${e.score.away}`}</span>
              </td>
              <td className="name away">{e.away}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Table({ schedule }: { schedule: VirtualSchedule }) {
  const t = useT();
  return (
    <Card data-testid="virtual-table">
      <h2>{t('virtualSport.table')}</h2>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th className="name">{t('virtualSport.club')}</th>
            <th>{t('virtualSport.played')}</th>
            <th>{t('virtualSport.goalDiff')}</th>
            <th>{t('virtualSport.points')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.standings.map((s, i) => (
            <tr key={s.club}>
              <td>{i + 1}</td>
              <td className="name">{s.club}</td>
              <td>{s.played}</td>
              <td>{s.goals_for - s.goals_against}</td>
              <td>
                <b>{s.points}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function VirtualSportScreen() {
  const t = useT();
  const engine = useEngine();
  const state = useResource(resource);
  const schedule = scheduleOf(useRow('virtualSchedules', 'football').data);
  const launch = useGameLaunch();
  const [chosen, setChosen] = useState<GameView | null>(null);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const clock = setInterval(() => setTick(Date.now()), 1000);
    const poll = setInterval(() => engine.request(resource), VIRTUAL_POLL_MS);
    return () => {
      clearInterval(clock);
      clearInterval(poll);
    };
  }, [engine]);
  const now = tick + (schedule === null ? 0 : clockOffset(schedule, state.fetchedAt || tick));

  let body: ReactNode;
  if (schedule === null) {
    body = state.status === 'error' ? <ErrorBox message={failureText(t, state.error)} onRetry={state.retry} /> : <Skeleton rows={6} />;
  } else {
    const last = schedule.results[0];
    body = (
      <>
        {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
        <div className="col">
          {schedule.open ? <Fixtures round={schedule.open} now={now} /> : null}
          {schedule.live ? <Scores round={schedule.live} now={now} testId="virtual-live" /> : null}
        </div>
        <div className="col">
          {last ? <Scores round={last} now={now} testId="virtual-results" /> : null}
          {schedule.standings.length > 0 ? <Table schedule={schedule} /> : null}
        </div>
      </>
    );
  }

  return (
    <Page data-testid="virtual-sport">
      <header>
        <h1>{t('virtualSport.title')}</h1>
        <button type="button" className="play" data-testid="virtual-play" onClick={() => setChosen(GAME)}>
          {t('virtualSport.play')}
        </button>
      </header>
      <div className="wide">
        <LaunchError list="virtual" launch={launch} />
      </div>
      {body}
      <GamePlay list="virtual" launch={launch} chosen={chosen} onChosenClose={() => setChosen(null)} showType variant="virtual" />
    </Page>
  );
}
