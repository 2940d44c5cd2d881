// The express match detail (companion §4: list view → match detail → back): a bar with the one back action,
// the match's sport and its LIVE tag (what the express list adds), then the shared MarketsPanel, whose own
// header shows tournament, flag, date and time and both teams, and which loads the match's markets itself.
// The bar owns the back action, so MarketsPanel gets no onBack (two back arrows would read as two places).
import { useRow } from '../../data/hooks.ts';
import { MarketsPanel } from '../../markets/MarketsPanel.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useSportName } from '../home/sport-label.ts';
import { useLive } from './ExpressRow.tsx';
import { DetailBar, Live } from './express-style.ts';

export function ExpressDetail({ list, matchId, onBack }: { list: string; matchId: string; onBack: () => void }) {
  const t = useT();
  const sport = useRow('matches', matchId).sport_name ?? '';
  const sportName = useSportName();
  const live = useLive(list, matchId);
  return (
    <div data-testid="express-detail" data-match-id={matchId}>
      <DetailBar>
        <button type="button" onClick={onBack} data-testid="express-back">
          ← {t('express.back')}
        </button>
        {sport ? (
          <span className="sport">
            <SportIcon name={sport} size={16} />
            <span>{sportName(sport)}</span>
          </span>
        ) : null}
        {live ? <Live data-testid="live-tag">{t('express.live')}</Live> : null}
      </DetailBar>
      <MarketsPanel matchId={matchId} />
    </div>
  );
}
