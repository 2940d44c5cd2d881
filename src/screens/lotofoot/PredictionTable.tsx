// The prediction table (core §2/§4): one row per match of the week in the server's order, numbered, with both teams,
// the kick-off (day and time in the player's language) and the three picks 1, X and 2. A tap on a pick sets it; a tap
// on the chosen one removes it. While a ticket is being sent the picks are frozen.
import { memo } from 'react';
import { LOTOFOOT_PICKS, type LotofootPick } from '../../../domain/lotofoot.ts';
import { togglePick } from '../../../sync/lotofoot.ts';
import { useEngine } from '../../data/hooks.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { formatDay, formatTime } from '../../i18n/calendar.ts';
import { Table } from './lotofoot-style.ts';
import type { WeekMatch } from './use-lotofoot.ts';

interface Props {
  weekId: string;
  matches: WeekMatch[];
  picks: Record<string, string>;
  frozen: boolean;
}

export const PredictionTable = memo(function PredictionTable({ weekId, matches, picks, frozen }: Props) {
  const engine = useEngine();
  const t = useT();
  const lang = useLanguage();
  const tap = (matchId: string, pick: LotofootPick): void => togglePick(engine, weekId, matchId, pick);
  return (
    <Table data-testid="lotofoot-table" aria-label={t('lotofoot.table')}>
      {matches.map((m, i) => {
        const chosen = picks[m.id] ?? '';
        const name = t('lotofoot.vs', { home: m.home, away: m.away });
        return (
          <li key={m.id} data-testid="lotofoot-match" data-picked={chosen !== ''}>
            <span className="n">{i + 1}</span>
            <span className="teams">
              <span>{m.home}</span>
              <span>{m.away}</span>
              <small>{m.startTime ? `${formatDay(m.startTime, lang)} · ${formatTime(m.startTime)}` : ''}</small>
            </span>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields */}
            <span className="picks" role="group" aria-label={name}>
              {LOTOFOOT_PICKS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={chosen === p}
                  aria-label={t('lotofoot.pickAria', { match: name, pick: p })}
                  data-testid={`pick-${p}`}
                  disabled={frozen}
                  onClick={() => tap(m.id, p)}
                >
                  {p}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </Table>
  );
});
