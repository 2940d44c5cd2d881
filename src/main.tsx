// Client entry: builds the store, the signed API client and the sync engine, restores the stored
// language (loading its messages before the first paint), then renders the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { persistLanguage } from '../sync/persistence.ts';
import { CONFIG } from './config.ts';
import { Provider, EngineContext } from './data/hooks.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { storedLanguage } from './i18n/languages.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { globals } from './styles/theme.ts';
import { router } from './router.tsx';

const data = createAppData();
const api = createApiClient({ baseUrl: CONFIG.apiBase, merchantId: CONFIG.merchantId, apiKey: CONFIG.merchantApiKey });
const engine = createSyncEngine(data, api);
const language = storedLanguage(window.localStorage, CONFIG.languageStorageKey);
persistLanguage(engine, window.localStorage, CONFIG.languageStorageKey);
engine.emit({ type: 'v1.LanguageSelected', at: Date.now(), source: 'system', payload: { language } });
document.body.classList.add(globals);

loadMessages(language).catch(() => undefined).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={data.store} indexes={data.indexes} relationships={data.relationships}>
        <EngineContext.Provider value={engine}>
          <I18nProvider>
            <RouterProvider router={router} />
          </I18nProvider>
        </EngineContext.Provider>
      </Provider>
    </StrictMode>,
  );
});
