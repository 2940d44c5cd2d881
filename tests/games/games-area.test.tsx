// @vitest-environment jsdom
// The games area every game list shares (src/games/GamesArea.tsx) in a live DOM: the spec's skeleton by layout (12 on
// a desktop, 6 on a phone) unless the list names its own; the error panel only while there is nothing to show, with
// the list's own buttons where it has them; the empty text going by the searched games while the skeleton and the
// error go by the whole list; the stale note over a kept copy; a list's own sections in place of the grid; and the
// refused launch's banner only for its own list.
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { createAppData } from '../../sync/store.ts';
import type { ResourceState } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { GamesArea } from '../../src/games/GamesArea.tsx';
import type { GameView } from '../../src/games/GameTile.tsx';
import type { GameLaunch, LaunchState } from '../../src/games/use-game-launch.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function render(node: ReactNode, desktop = false): Promise<HTMLElement> {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as never;
  await loadAllMessages('en');
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <Provider store={createAppData().store as never}>
        <I18nProvider>{node}</I18nProvider>
      </Provider>,
    ),
  );
  return host;
}

const game = (id: string): GameView => ({
  id,
  name: id,
  thumbnail: '',
  provider: 'house',
  providerName: 'House',
  type: 'crash',
  available: true,
  hasDemo: true,
  isNew: false,
  is_popular: false,
  isJackpot: false,
});
const state = (status: ResourceState['status'], fetchedAt = 0): ResourceState => ({ status, fetchedAt, error: '', retry: () => undefined });
const idle: LaunchState = { status: 'idle', list: '', gameId: '', mode: '', url: '', code: '', message: '', realOff: false };
const launch = (s: Partial<LaunchState> = {}): GameLaunch => ({ state: { ...idle, ...s }, launch: () => undefined, reset: () => undefined });
const q = (host: ParentNode, id: string) => host.querySelector(`[data-testid="${id}"]`);

describe('games area', () => {
  it('shows the skeleton by layout, or the count the list names', async () => {
    const read = { state: state('loading'), games: [], loaded: false };
    let host = await render(
      <GamesArea list="lobby" launch={launch()} read={read} columns={6} failed={{ title: 'x' }} onPick={() => undefined} />,
      true,
    );
    expect(q(host, 'games-skeleton')?.children).toHaveLength(12);
    act(() => root?.unmount());
    host = await render(<GamesArea list="lobby" launch={launch()} read={read} columns={2} failed={{ title: 'x' }} onPick={() => undefined} />);
    expect(q(host, 'games-skeleton')?.children).toHaveLength(6);
    act(() => root?.unmount());
    host = await render(
      <GamesArea list="virtual" launch={launch()} read={read} columns={4} skeleton={3} failed={{ title: 'x' }} onPick={() => undefined} />,
      true,
    );
    expect(q(host, 'games-skeleton')?.children).toHaveLength(3);
  });

  it('shows the error panel with nothing to show, with the list own buttons where given', async () => {
    const read = { state: state('error'), games: [], loaded: false };
    const host = await render(
      <>
        <GamesArea list="lobby" launch={launch()} read={read} columns={2} failed={{ title: 'Went wrong' }} onPick={() => undefined} />
        <GamesArea
          list="virtual"
          launch={launch()}
          read={read}
          columns={2}
          failed={{ title: 'Failed', testId: 'virtuals-failed', actions: <button type="button">Back</button> }}
          onPick={() => undefined}
        />
      </>,
    );
    expect(q(host, 'games-failed')?.textContent).toBe('Went wrongTry Again');
    expect(q(host, 'virtuals-failed')?.textContent).toBe('FailedBack');
  });

  it('goes by the whole list for the skeleton and error, by the shown games for the empty text', async () => {
    const read = { state: state('error'), games: [], loaded: false, total: 2 };
    const host = await render(
      <GamesArea list="virtual" launch={launch()} read={read} columns={2} failed={{ title: 'x' }} empty={<p>none</p>} onPick={() => undefined} />,
    );
    expect(q(host, 'games-failed')).toBeNull();
    expect(q(host, 'games-skeleton')).toBeNull();
    expect(host.textContent).toBe('none');
  });

  it('shows the default empty text once a list landed empty', async () => {
    const read = { state: state('ready', 1), games: [], loaded: true };
    const host = await render(<GamesArea list="lobby" launch={launch()} read={read} columns={2} failed={{ title: 'x' }} onPick={() => undefined} />);
    expect(host.textContent).toContain('No games available');
  });

  it("shows the stale note over a kept copy, the list's sections in place of the grid, and only its own refused launch", async () => {
    const read = { state: state('stale', 1), games: [game('crash')], loaded: true };
    const refused = launch({ status: 'refused', list: 'frozen', code: 'GAME_UNAVAILABLE' });
    const host = await render(
      <>
        <GamesArea list="frozen" launch={refused} read={read} columns={2} failed={{ title: 'x' }} onPick={() => undefined}>
          <section data-testid="provider-section" />
        </GamesArea>
        <GamesArea list="lobby" launch={refused} read={read} columns={2} failed={{ title: 'x' }} onPick={() => undefined} />
      </>,
    );
    expect(host.querySelectorAll('[data-testid="launch-error"]')).toHaveLength(1);
    expect(q(host, 'provider-section')).not.toBeNull();
    expect(host.querySelectorAll('[data-testid="games-grid"]')).toHaveLength(1);
    expect(host.querySelectorAll('[data-testid="stale-note"]')).toHaveLength(2);
  });
});
