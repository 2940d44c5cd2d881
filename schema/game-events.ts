// Client events of the casino (issue 15): a page of a games list as the catalogue answered it (the lobby's per
// provider/category/search lists), the providers, and the launch command: v1.GameLaunchRequested → v1.GameLaunched
// {url} | v1.GameLaunchRefused {code, status} (status 0: refused by the client's own checks, no answer, or an answer
// without a URL). One command serves every list (lobby, supplier, frozen, InBet, virtual): `list` picks the call.
// These structs load with the casino chunks, not the home route: schema/event.ts knows their types and takes them at
// run time through addEventPayloads (sync/materializers/games.ts).
import { array, enums, number, optional, string, type } from 'superstruct';
import { CasinoGame, GameMode, GameProvider } from './game.ts';

/** The lists a game can be launched from; each has its own launch call (sync/games-command.ts). */
export const LAUNCH_LISTS = ['lobby', 'supplier', 'frozen', 'inbet', 'virtual'] as const;
const LaunchList = enums(LAUNCH_LISTS);
const LaunchDevice = enums(['desktop', 'mobile']);

export const GameEventPayloads = {
  /** A page of one list (list = the query it answers); offset 0 replaces the list, a later page extends it. Every
   *  list answer carries the providers too, which replace the provider list. */
  'v1.GamesLoaded': type({
    key: string(),
    list: string(),
    offset: number(),
    total: number(),
    games: array(CasinoGame),
    providers: array(GameProvider),
  }),
  /** GET /api/v1/games/providers: the casino providers in the server's order. */
  'v1.GameProvidersLoaded': type({ key: string(), providers: array(GameProvider) }),
  /** A tap on Play for Real Money, Try Demo, Play Now (or Try Again): one launch at a time. */
  'v1.GameLaunchRequested': type({
    requestId: string(),
    list: LaunchList,
    gameId: string(),
    mode: GameMode,
    device: LaunchDevice,
    language: string(),
  }),
  /** The game's address to open (the player overlay, or the pop-up launcher for another origin on a desktop). */
  'v1.GameLaunched': type({ requestId: string(), url: string(), mode: GameMode, gameId: string() }),
  'v1.GameLaunchRefused': type({ requestId: string(), code: string(), status: number(), message: optional(string()) }),
  /** The player closed the player, the dialog or the error banner: the launch goes back to idle. */
  'v1.GameLaunchReset': type({}),
} as const;
