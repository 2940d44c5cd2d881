// The desktop sports view (spec §2): the sport icon strip (strip order of spec §9, a match-count badge on
// each icon), the chosen sport's header, and its categories accordion. The categories are keyed by sport,
// so choosing another sport starts again from the first four categories expanded.
import { useEffect, useRef } from 'react';
import { styled } from '@linaria/react';
import { useResource } from '../../data/hooks.ts';
import { sportsResource } from '../../../sync/resources.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { ErrorBox } from '../../components/states.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { Categories } from './Categories.tsx';
import type { SportsInfo } from './use-sports.ts';
import { Count, Panel } from './style.ts';

const Strip = styled.div`
  position: relative;
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding: 10px;
  scrollbar-width: thin;
`;
const StripButton = styled.button`
  position: relative;
  flex: 0 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 84px;
  max-width: 132px;
  padding: 10px 8px 8px;
  border-radius: 8px;
  border: 1px solid transparent;
  background: transparent;
  cursor: pointer;
  font-size: 11px;
  font-weight: 600;
  color: var(--muted);
  &:hover {
    background: var(--surface-2);
  }
  &[aria-pressed='true'] {
    color: #fff;
    border-color: var(--accent);
    background: var(--accent-soft);
  }
`;
const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 6px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: var(--accent);
  color: #fff;
  font-size: 10px;
  line-height: 16px;
  text-align: center;
`;
const Root = styled.div`
  padding: 0 12px;
  @media (min-width: 768px) {
    padding: 0;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 14px 12px;
  border-top: 1px solid var(--border);
  & h1 {
    flex: 1;
    margin: 0;
    font-size: 18px;
  }
`;

const sports = sportsResource();

export function SportsView({
  sportsInfo,
  sportId,
  onChooseSport,
  onOpenTournament,
}: {
  sportsInfo: SportsInfo;
  sportId: string;
  onChooseSport: (sportId: string) => void;
  onOpenTournament: (tournamentId: string) => void;
}) {
  const t = useT();
  const state = useResource(sports);
  const { ids } = sportsInfo;
  // a narrow strip scrolls sideways: bring the chosen sport into sight (horizontally only, never the page)
  const strip = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the DOM; a new choice or a new strip is what moves it
  useEffect(() => {
    const box = strip.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (box && chosen) {
      box.scrollLeft = chosen.offsetLeft - (box.clientWidth - chosen.clientWidth) / 2;
    }
  }, [sportId, ids.length]);
  return (
    <Root data-testid="sports-view">
      <Panel>
        {ids.length === 0 && state.status === 'error' ? <ErrorBox message={state.error} onRetry={state.retry} /> : null}
        <Strip ref={strip} role="toolbar" aria-label={t('desktopSports.sports')} data-testid="sport-icon-strip">
          {ids.map((id) => (
            <StripButton
              key={id}
              type="button"
              data-testid="sport-icon"
              aria-pressed={id === sportId}
              aria-label={t('desktopSports.sportWithCount', { sport: sportsInfo.label(id), count: sportsInfo.count(id) })}
              onClick={() => onChooseSport(id)}
            >
              <SportIcon name={sportsInfo.serverName(id)} size={28} />
              <Label>{sportsInfo.label(id)}</Label>
              <Badge aria-hidden="true" data-testid="sport-badge">
                {sportsInfo.count(id)}
              </Badge>
            </StripButton>
          ))}
        </Strip>
        {sportId ? (
          <Header data-testid="sport-header">
            <SportIcon name={sportsInfo.serverName(sportId)} size={30} />
            <h1>{sportsInfo.label(sportId)}</h1>
            <Count>{t('desktopSports.matchCount', { count: sportsInfo.count(sportId) })}</Count>
          </Header>
        ) : null}
      </Panel>
      <Categories key={sportId} sportId={sportId} onOpenTournament={onOpenTournament} />
    </Root>
  );
}
