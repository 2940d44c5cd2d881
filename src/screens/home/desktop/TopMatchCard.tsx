// One TOP MATCHES card, 336×198 (spec §2): tournament with its flag, kick-off day and time, both teams
// with their badges, and the 1 X 2 odds. The upper part is a link to the match's tournament in the
// desktop sports view with the match selected; the odds stay separate buttons (no control inside a link).
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useRow } from '../../../data/hooks.ts';
import { useLanguage, useT } from '../../../i18n/I18nProvider.tsx';
import { daysFromToday, formatTime } from '../../../i18n/calendar.ts';
import { Flag } from '../../../reference/Flag.tsx';
import { TeamBadge } from '../../../reference/TeamBadge.tsx';
import { CARD_HEIGHT, CARD_WIDTH } from './carousel.ts';
import { tableDate } from './home-rules.ts';
import { OddsTriple } from './OddsTriple.tsx';

export const CardFrame = styled.article`
  flex: 0 0 ${CARD_WIDTH}px;
  width: ${CARD_WIDTH}px;
  height: ${CARD_HEIGHT}px;
  display: flex;
  flex-direction: column;
  padding: 12px;
  border-radius: 12px;
  border: 1px solid var(--border);
  background: linear-gradient(160deg, var(--surface-2) 0%, var(--surface) 70%);
`;
const Open = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-height: 0;
  border-radius: 8px;
  &:focus-visible {
    outline: 2px solid var(--accent);
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: var(--muted);
  & span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: var(--text);
    font-weight: 600;
  }
  & time {
    flex-shrink: 0;
    font-variant-numeric: tabular-nums;
  }
`;
const Team = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  font-size: 14px;
  font-weight: 700;
  & span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
const Odds = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
`;

export const TopMatchCard = memo(function TopMatchCard({ matchId }: { matchId: string }) {
  const t = useT();
  const lang = useLanguage();
  const m = useRow('matches', matchId);
  if (!m.main_market) {
    return null;
  }
  const start = m.start_time ?? 0;
  const days = daysFromToday(start, Date.now());
  const day = days === 0 ? t('date.today') : days === 1 ? t('date.tomorrow') : tableDate(start, lang);
  return (
    <CardFrame data-testid="top-match-card" data-match-id={matchId} data-tournament-id={m.tournament_id}>
      <Open to="/desktop-sports" search={{ tournament: m.tournament_id, match: matchId }} data-testid="top-match-open">
        <Top>
          <Flag code={m.country_code || null} country={m.category_name} size={12} />
          <span>{m.tournament_name}</span>
          <time dateTime={new Date(start).toISOString()}>
            {day} {formatTime(start)}
          </time>
        </Top>
        <Team>
          <TeamBadge name={m.home_name ?? ''} size={28} />
          <span>{m.home_name}</span>
        </Team>
        <Team>
          <TeamBadge name={m.away_name ?? ''} size={28} />
          <span>{m.away_name}</span>
        </Team>
      </Open>
      <Odds>
        <OddsTriple marketRow={m.main_market} />
      </Odds>
    </CardFrame>
  );
});
