// Route /casino (companion §2, issue 15): the phone lobby below the app's 768 px breakpoint, the desktop lobby from it
// (they differ in structure, so the window's width picks one, following resizes). The selection (a curated tab or a
// provider; topmatches by default) and the search survive the switch; choosing a tab or provider clears the search
// and any launch error (spec §4). Data and the launch go through the sync engine, never a transport.
import { DEFAULT_SELECTION, type LobbySelection } from '../../../domain/games-lobby.ts';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { useListChoice } from '../../games/use-list-choice.ts';
import { DesktopLobby } from './DesktopLobby.tsx';
import { MobileLobby } from './MobileLobby.tsx';

export function CasinoScreen() {
  const desktop = useDesktop();
  const launch = useGameLaunch();
  const { value: selection, choose, search, setSearch } = useListChoice<LobbySelection>(DEFAULT_SELECTION, launch);
  const props = { selection, search, launch, choose, setSearch };
  return desktop ? <DesktopLobby {...props} /> : <MobileLobby {...props} />;
}
