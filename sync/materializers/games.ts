// Materializers of the casino (issue 15): games lists and providers as the catalogue answered them, and the launch
// command's state. Invariants: a list's page replaces that list from its offset on (a game gone from the catalogue
// disappears); one launch at a time — a request while one is
// under way changes nothing, and an outcome lands only when it answers the launch in flight (a launch the player
// closed meanwhile is forgotten, its late answer too); once the server said real-money play is off, the store keeps
// it (real_off) so every later choice explains why. Loaded with the casino chunks (sync/families/games.ts).
import type { PayloadOf } from '../../schema/event.ts';
import type { GameProvider } from '../../schema/game.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';
import { LAUNCH_ROW } from '../read/games.ts';

const IDLE = { status: '', request_id: '', list: '', game_id: '', mode: '', url: '', code: '', message: '' } as const;

export const gameItemId = (list: string, position: number): string => `${list}|${position}`;

function providersLoaded({ store }: AppData, providers: readonly GameProvider[]): void {
  store.delTable('gameProviders');
  providers.forEach((p, position) => {
    store.setRow('gameProviders', p.id, { name: p.display_name, position });
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
    store.setRow('gameListItems', gameItemId(p.list, position), { list: p.list, position, data: JSON.stringify(g) });
  });
  // The virtual games' lists carry no providers (sync/virtual-games.ts): they leave the casino's list alone.
  if (p.providers.length > 0) {
    providersLoaded(data, p.providers);
  }
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
    message: p.message ?? '',
    ...(p.code === 'REAL_MONEY_OFF' ? { real_off: 1 } : {}),
  });
}

function launchReset({ store }: AppData): void {
  if (store.hasRow('gameLaunch', LAUNCH_ROW)) {
    store.setPartialRow('gameLaunch', LAUNCH_ROW, IDLE);
  }
}

export const GAME_MATERIALIZERS: FamilyDeclaration<'games'>['materializers'] = {
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
