// Fewer matches per home list in low-data mode (issue 17): the first LOW_DATA_ROWS of a list, and a 'Show N
// more' button under them that reveals the rest (already in the store: nothing is fetched). Off, or once
// asked, the whole list shows and no button is drawn. Server-rendered in the same mode, so hydration matches.
import { useState, type ReactNode } from 'react';
import { styled } from '@linaria/react';
import { useSaveData } from '../../data/save-data.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

/** Rows a home list shows in low-data mode until the player asks for more. */
export const LOW_DATA_ROWS = 8;

const More = styled.button`
  display: block;
  width: calc(100% - 24px);
  margin: 8px 12px 0;
  padding: 10px;
  border-radius: var(--radius);
  border: 1px dashed var(--border);
  background: transparent;
  font-weight: 600;
  color: var(--accent-text);
  cursor: pointer;
`;

/** The ids to show and, when some are held back, the button that shows them (else null). */
export function useFewer(ids: string[]): { ids: string[]; more: ReactNode } {
  const t = useT();
  const saving = useSaveData();
  const [all, setAll] = useState(false);
  if (!saving || all || ids.length <= LOW_DATA_ROWS) {
    return { ids, more: null };
  }
  const more = (
    <More type="button" data-testid="show-more-rows" onClick={() => setAll(true)}>
      {t('home.showMoreCount', { count: ids.length - LOW_DATA_ROWS })}
    </More>
  );
  return { ids: ids.slice(0, LOW_DATA_ROWS), more };
}
