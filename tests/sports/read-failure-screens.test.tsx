// @vitest-environment jsdom
// The screens show a failed read by its code, translated (issue 12): tests/streams/read-failures.jsonl replayed into
// a fresh store, the sports browser's category and tournament lists rendered in Amharic from it. No fetch runs (the
// engine here sends nothing), so what shows is what the replayed store holds: the read's own text in the player's
// language for NETWORK and BAD_ANSWER, and for a server code we have no text for, the spec's text as the title over
// the server's own words.
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EMPTY } from 'rxjs';
import { createAppData, type AppData } from '../../sync/store.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { CategoryList } from '../../src/screens/sports/CategoryList.tsx';
import { TournamentList } from '../../src/screens/sports/TournamentList.tsx';
import am from '../../src/i18n/messages/am.json';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An engine that sends nothing: the screen shows the replayed store as it is. */
const idle: SyncEngine = {
  events$: EMPTY,
  emit: () => undefined,
  request: () => undefined,
  watch: () => () => undefined,
  online: () => undefined,
  dispose: () => undefined,
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function renderAmharic(data: AppData, node: ReactNode): Promise<HTMLElement> {
  await loadAllMessages('am');
  data.store.setValue('language', 'am');
  const host = document.createElement('div');
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={idle}>
          <I18nProvider>{node}</I18nProvider>
        </EngineContext.Provider>
      </Provider>,
    ),
  );
  return host;
}

// jsdom's import.meta.url is not a file URL: the stream is found by path.
const stream = readFileSync(resolve(import.meta.dirname, '../streams/read-failures.jsonl'), 'utf8');

function replayed(): AppData {
  const data = createAppData();
  expect(replayJsonl(data, stream, () => undefined)).toEqual({ applied: 6, dropped: 0 });
  return data;
}

const box = (host: HTMLElement): string => host.querySelector('[data-testid="error-box"]')?.textContent ?? '';

describe('a failed read on screen', () => {
  it("no answer (NETWORK): the categories' own text, in Amharic", async () => {
    const host = await renderAmharic(replayed(), <CategoryList sportId="1" noteShown={false} onOpen={() => undefined} />);
    expect(box(host)).toContain(am['error.failedCategories']);
    expect(box(host)).toContain(am['state.errorLoading']);
    expect(box(host)).not.toMatch(/Failed|NETWORK/);
  });

  it("a malformed answer (BAD_ANSWER): the tournaments' own text, in Amharic", async () => {
    const noop = () => undefined;
    const host = await renderAmharic(replayed(), <TournamentList categoryId="c7" ticked={[]} noteShown={false} onTick={noop} onOpen={noop} />);
    expect(box(host)).toContain(am['error.failedTournaments']);
    expect(box(host)).not.toMatch(/Failed|BAD_ANSWER/);
  });

  it("a server code without a text of ours: the spec's text as the title, over the server's own words", async () => {
    const noop = () => undefined;
    const host = await renderAmharic(replayed(), <TournamentList categoryId="c9" ticked={[]} noteShown={false} onTick={noop} onOpen={noop} />);
    expect(box(host)).toContain(am['error.failedTournaments']);
    expect(box(host)).toContain('Feed maintenance, back soon');
    expect(box(host)).not.toContain('UNAVAILABLE');
  });
});
