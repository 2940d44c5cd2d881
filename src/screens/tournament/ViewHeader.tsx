// The tournament view's header (back arrow, sport icon, flag, the tournament's name, or 'Selected Tournaments
// (n)' when several are open) and the column heads TIME, EVENT, 1, X, 2 (1, 2 when the list's matches are
// two-way). Names come from the tournament row when the browser loaded it, else from the first match, so a
// shared link shows the name as soon as the matches are in.
import { useCell, useRow, useSliceRowIds } from '../../data/hooks.ts';
import { INDEX } from '../../../sync/store.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { Icon } from '../../components/icons.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { Header, Heads } from './style.ts';

interface Props {
  tournamentIds: readonly string[];
  firstMatchId: string;
  onBack: () => void;
}

export function ViewHeader({ tournamentIds, firstMatchId, onBack }: Props) {
  const t = useT();
  const country = useCountryName();
  const tournament = useRow('tournaments', tournamentIds[0] ?? '');
  const match = useRow('matches', firstMatchId);
  const several = tournamentIds.length > 1;
  const sport = tournament.sport_name || match.sport_name || '';
  const category = tournament.category_name || match.category_name || '';
  const code = tournament.country_code || match.country_code || null;
  const name = several ? t('tournament.selected', { n: tournamentIds.length }) : tournament.name || match.tournament_name || '';
  return (
    <Header data-testid="tournament-header-bar">
      <button type="button" className="back" aria-label={t('tournament.back')} data-testid="tournament-back" onClick={onBack}>
        <Icon name="back" />
      </button>
      {sport ? <SportIcon name={sport} size={20} /> : null}
      {!several && (code || category) ? <Flag code={code} country={category} size={14} /> : null}
      <h1 data-testid="tournament-title">
        {name}
        {!several && category ? <small>{country(category)}</small> : null}
      </h1>
    </Header>
  );
}

/** Heads of the odds columns: 1 X 2, or 1 2 when the one open tournament is two-way (each button keeps its own label). */
export function ColumnHeads({ firstMatchId, desktop, several }: { firstMatchId: string; desktop: boolean; several: boolean }) {
  const t = useT();
  const main = useCell('matches', firstMatchId, 'main_market') ?? '';
  const outcomes = useSliceRowIds(INDEX.outcomesByMarket, main).length;
  const twoWay = !several && outcomes === 2;
  const labels = twoWay ? [t('odds.home'), t('odds.away')] : [t('odds.home'), t('odds.draw'), t('odds.away')];
  const odds = (
    <span className="odds">
      {labels.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </span>
  );
  return (
    <Heads data-testid="column-heads" data-layout={desktop ? 'desktop' : 'phone'} aria-hidden="true">
      {desktop ? (
        <>
          <span>{t('tournament.event')}</span>
          <span className="time">{t('tournament.time')}</span>
          <span className="more" />
          {odds}
        </>
      ) : (
        <>
          <span>{t('tournament.time')}</span>
          <span>{t('tournament.event')}</span>
          {odds}
        </>
      )}
    </Heads>
  );
}
