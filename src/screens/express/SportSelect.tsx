// The express sport dropdown: a native <select> (light, and the phone's own picker) whose placeholder
// 'Select Sport' stands for every sport; options are the sport groups of the last answer, in the server's
// order, named in the player's language when the name is a known sport, with their match counts.
import { useTable } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useSportName } from '../home/sport-label.ts';

/** The dropdown's sports as [id, row], in the server's order. */
export function useExpressSports() {
  const table = useTable('expressSports');
  return Object.entries(table).sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0));
}

export type ExpressSports = ReturnType<typeof useExpressSports>;

export function SportSelect({ sports, value, onChange }: { sports: ExpressSports; value: string; onChange: (sportId: string) => void }) {
  const t = useT();
  const sportName = useSportName();
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('express.selectSport')} data-testid="express-sport">
      <option value="">{t('express.selectSport')}</option>
      {sports.map(([id, s]) => {
        return <option key={id} value={id}>{`${sportName(s.name ?? '') || id} (${s.match_count ?? 0})`}</option>;
      })}
    </select>
  );
}
