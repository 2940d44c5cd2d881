// Renders a component on the real store, sync engine and English texts with a scripted server (fakeApi), signed in
// as the recorded player of tests/streams/account-session.jsonl: the harness of the cash-out panel's and the
// automatic cash-out's tests. The caller's afterEach calls unmountRendered().
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { createRoot, type Root } from 'react-dom/client';
import type { AppEvent } from '../../schema/event.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAppData } from '../../sync/store.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { fakeApi } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom's import.meta.url is not a file URL: the stream is read from the repository root vitest runs in.
const signedIn = readFileSync('tests/streams/account-session.jsonl', 'utf8').split('\n')[0] ?? '';
let mounted: Root | null = null;

export function unmountRendered(): void {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
}

/** Mounts `node` with the server answering `answers` (path → answer, as fakeApi takes them). */
export async function renderWithEngine(node: React.ReactNode, answers: Record<string, unknown>) {
  await loadAllMessages('en');
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: 'birrbet-demo', retryDelaysMs: [] });
  engine.emit(JSON.parse(signedIn) as AppEvent);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted = root;
  const rerender = (next: React.ReactNode) =>
    act(async () =>
      root.render(
        <Provider store={data.store} indexes={data.indexes}>
          <EngineContext.Provider value={engine}>
            <I18nProvider>{next}</I18nProvider>
          </EngineContext.Provider>
        </Provider>,
      ),
    );
  await rerender(node);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  const q = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const click = (id: string) => act(async () => q(id)?.click());
  return { data, api, q, click, rerender };
}
