// Materializers of the casino (issue 15): games lists and providers as the catalogue answered them, and the launch
// command's state. Invariants: a list's page replaces that list from its offset on (a game gone from the catalogue
// disappears), the game rows themselves are shared by every list; one launch at a time — a request while one is
// under way changes nothing, and an outcome lands only when it answers the launch in flight (a launch the player
// closed meanwhile is forgotten, its late answer too); once the server said real-money play is off, the store keeps
// it (real_off) so every later choice explains why. Loaded with the casino chunks (addGameMaterializers).
import { addEventPayloads, type PayloadOf } from '../../schema/event.ts';
import { GameEventPayloads } from '../../schema/game-events.ts';
import type { CasinoGame, GameProvider } from '../../schema/game.ts';
import { registerMaterializers, type GameMaterializers } from '../apply.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';
import { LAUNCH_ROW } from './games-keys.ts';

export { LAUNCH_ROW };

const IDLE = { status: '', request_id: '', list: '', game_id: '', mode: '', url: '', code: '', http_status: 0, message: '' } as const;

export const gameItemId = (list: string, position: number): string => `${list}|${position}`;

function gameRow(g: CasinoGame) {
  return {
    name: g.name,
    thumbnail: g.thumbnail ?? '',
    provider: g.provider,
    provider_name: g.provider_name,
    category: g.category,
    type: g.type,
    is_available: g.is_available,
    has_demo: g.has_demo,
    is_new: g.is_new,
    is_popular: g.is_popular,
    is_jackpot: g.is_jackpot,
    rtp: g.rtp ?? -1,
  };
}

function providersLoaded({ store }: AppData, providers: readonly GameProvider[]): void {
  store.delTable('gameProviders');
  providers.forEach((p, position) => {
    store.setRow('gameProviders', p.id, { display_name: p.display_name, is_active: p.is_active, game_count: p.game_count, position });
  });
}

function gamesLoaded(data: AppData, p: PayloadOf<'v1.GamesLoaded'>): void {
  const { store } = data;
  for (const id of store.getRowIds('gameListItems')) {
    if (store.getCell('gameListItems', id, 'list') === p.list && (store.getCell('gameListItems', id, 'position') ?? 0) >= p.offset) {
      store.delRow('gameListItems', id);
    }
  }
  p.games.forEach((g, i) => {
    const position = p.offset + i;
    store.setRow('games', g.id, gameRow(g));
    store.setRow('gameListItems', gameItemId(p.list, position), { list: p.list, position, game_id: g.id });
  });
  store.setRow('gameLists', p.list, { total: p.total });
  providersLoaded(data, p.providers);
}

function launchRequested({ store }: AppData, p: PayloadOf<'v1.GameLaunchRequested'>): void {
  if (store.getCell('gameLaunch', LAUNCH_ROW, 'status') === 'launching') {
    return;
  }
  store.setPartialRow('gameLaunch', LAUNCH_ROW, {
    ...IDLE,
    status: 'launching',
    request_id: p.requestId,
    list: p.list,
    game_id: p.gameId,
    mode: p.mode,
  });
}

const answers = ({ store }: AppData, requestId: string): boolean =>
  store.getCell('gameLaunch', LAUNCH_ROW, 'status') === 'launching' && store.getCell('gameLaunch', LAUNCH_ROW, 'request_id') === requestId;

function launched(data: AppData, p: PayloadOf<'v1.GameLaunched'>): void {
  if (answers(data, p.requestId)) {
    data.store.setPartialRow('gameLaunch', LAUNCH_ROW, { status: 'launched', url: p.url, mode: p.mode, game_id: p.gameId });
  }
}

function refused(data: AppData, p: PayloadOf<'v1.GameLaunchRefused'>): void {
  if (!answers(data, p.requestId)) {
    return;
  }
  data.store.setPartialRow('gameLaunch', LAUNCH_ROW, {
    status: 'refused',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    ...(p.code === 'REAL_MONEY_OFF' ? { real_off: 1 } : {}),
  });
}

function launchReset({ store }: AppData): void {
  if (store.hasRow('gameLaunch', LAUNCH_ROW)) {
    store.setPartialRow('gameLaunch', LAUNCH_ROW, IDLE);
  }
}

const GAME_MATERIALIZERS: GameMaterializers = {
  'v1.GamesLoaded': (data, p, at) => {
    gamesLoaded(data, p);
    resourceLoaded(data, p.key, at);
  },
  'v1.GameProvidersLoaded': (data, p, at) => {
    providersLoaded(data, p.providers);
    resourceLoaded(data, p.key, at);
  },
  'v1.GameLaunchRequested': launchRequested,
  'v1.GameLaunched': launched,
  'v1.GameLaunchRefused': refused,
  'v1.GameLaunchReset': launchReset,
};

/** Every module that brings casino events (the reads, the launch, replays) calls this first. */
export function addGameMaterializers(): void {
  addEventPayloads(GameEventPayloads);
  registerMaterializers(GAME_MATERIALIZERS);
}
