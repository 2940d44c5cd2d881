// Pieces both casino lobbies share (issue 15): the header banner (by section: crash for the crash tab, casino
// otherwise) and the provider picker modal of the phone ('SELECT PROVIDER'). The list body is the games area's
// (src/games/GamesArea.tsx).
import type { LobbyProvider, LobbySelection } from '../../../domain/games-lobby.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Sheet } from '../../games/games-style.ts';
import { Banner, ProviderList } from './casino-style.ts';

export function LobbyBanner({ selection }: { selection: LobbySelection }) {
  const t = useT();
  const crash = selection.kind === 'tab' && selection.tab === 'crash';
  return (
    <Banner data-section={crash ? 'crash' : 'casino'} data-testid="casino-banner">
      <h1>{t(crash ? 'games.banner.crash' : 'games.banner.casino')}</h1>
      <p>{t('games.banner.tagline')}</p>
    </Banner>
  );
}

interface PickerProps {
  providers: LobbyProvider[];
  selection: LobbySelection;
  onPick: (id: string) => void;
  onClose: () => void;
}

export function ProviderPicker({ providers, selection, onPick, onClose }: PickerProps) {
  const t = useT();
  return (
    <Sheet
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          onClose();
        }
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="provider-title" data-testid="provider-picker">
        <header>
          <h2 id="provider-title">{t('games.selectProvider')}</h2>
          <button type="button" className="close" aria-label={t('games.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <ProviderList>
          {providers.map((p) => (
            <li key={p.id}>
              <button type="button" aria-pressed={selection.kind === 'provider' && selection.id === p.id} onClick={() => onPick(p.id)}>
                {p.display_name}
              </button>
            </li>
          ))}
        </ProviderList>
      </div>
    </Sheet>
  );
}
