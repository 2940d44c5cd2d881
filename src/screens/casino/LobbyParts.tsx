// Pieces both casino lobbies share (issue 15): the header banner (by section: crash for the crash tab, casino
// otherwise) and the phone's provider picker ('SELECT PROVIDER', the games' ProviderSheet). The list body is the games area's
// (src/games/GamesArea.tsx).
import { useMemo } from 'react';
import type { LobbyProvider, LobbySelection } from '../../../domain/games-lobby.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { ProviderSheet } from '../../games/ProviderSheet.tsx';
import type { GameLaunch } from '../../games/use-game-launch.ts';
import { Banner, ProviderList } from './casino-style.ts';

/** What the route hands either lobby: the selection and search it keeps across a resize, and the launch. */
export interface LobbyProps {
  selection: LobbySelection;
  search: string;
  launch: GameLaunch;
  choose: (s: LobbySelection) => void;
  setSearch: (s: string) => void;
}

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
  const listed = useMemo(() => providers.map((p) => ({ id: p.id, label: p.display_name })), [providers]);
  return (
    <ProviderSheet
      providers={listed}
      current={selection.kind === 'provider' ? selection.id : null}
      onPick={onPick}
      onClose={onClose}
      testId="provider-picker"
      titleId="provider-title"
      List={ProviderList}
    />
  );
}
