// Route /casino (companion §2, issue 15): the phone lobby below the app's 768 px breakpoint, the desktop lobby from it
// (they differ in structure, so the window's width picks one, following resizes). The selection (a curated tab or a
// provider; topmatches by default) and the search survive the switch; choosing a tab or provider clears the search
// and any launch error (spec §4). Data and the launch go through the sync engine, never a transport.
import { useState } from 'react';
import { DEFAULT_SELECTION, type LobbySelection } from '../../../domain/games-lobby.ts';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { DesktopLobby } from './DesktopLobby.tsx';
import { MobileLobby } from './MobileLobby.tsx';

export function CasinoScreen() {
  const desktop = useDesktop();
  const launch = useGameLaunch();
  const [selection, setSelection] = useState<LobbySelection>(DEFAULT_SELECTION);
  const [search, setSearch] = useState('');
  const choose = (s: LobbySelection): void => {
    setSelection(s);
    setSearch('');
    if (launch.state.status === 'refused') {
      launch.reset();
    }
  };
  const props = { selection, search, launch, choose, setSearch };
  return desktop ? <DesktopLobby {...props} /> : <MobileLobby {...props} />;
}
