// The provider picker every game list opens from its selector (issue 15, companion §2 'SELECT PROVIDER'): a bottom
// sheet (centred on a desktop) with the title, a close button, and one button a provider, the current one pressed.
// A tap on the backdrop closes it as the close button does. The list's own styled list sets its buttons' look.
import type { ComponentType, ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Sheet } from './games-style.ts';

export interface SheetProvider {
  id: string;
  label: string;
}

interface Props {
  providers: readonly SheetProvider[];
  /** The chosen provider's id (null: none, e.g. a curated tab). */
  current: string | null;
  onPick: (id: string) => void;
  onClose: () => void;
  testId: string;
  /** The heading's element id (the dialog's accessible name). */
  titleId: string;
  List: ComponentType<{ children: ReactNode }>;
}

export function ProviderSheet({ providers, current, onPick, onClose, testId, titleId, List }: Props) {
  const t = useT();
  return (
    <Sheet
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          onClose();
        }
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <header>
          <h2 id={titleId}>{t('games.selectProvider')}</h2>
          <button type="button" className="close" aria-label={t('games.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <List>
          {providers.map((p) => (
            <li key={p.id}>
              <button type="button" data-provider={p.id} aria-pressed={p.id === current} onClick={() => onPick(p.id)}>
                {p.label}
              </button>
            </li>
          ))}
        </List>
      </div>
    </Sheet>
  );
}
