// The back office's entry (issue 33; /backoffice, its own bundle — players' pages never load it): builds the store,
// the cookie-carrying client and the sync engine (the only holder of the client), asks who is signed in, and renders
// the router inside the store's and the engine's providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import * as Ui from 'tinybase/ui-react';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { browserDashboardFeed } from '../../sync/backoffice/dashboard-live.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import { createBackofficeData } from '../../sync/backoffice/store.ts';
import { EngineContext } from './data.tsx';
import { BoI18nProvider } from './i18n.tsx';
import { createBackofficeRouter } from './router.tsx';
import { globals } from './styles.ts';

const data = createBackofficeData();
// The dashboard's live figures: a same-origin WebSocket the engine opens while the dashboard shows.
const feeds = { dashboard: () => browserDashboardFeed(window.location.origin) };
const engine = createBackofficeEngine(createBackofficeClient(), data, Date.now, feeds);
const router = createBackofficeRouter();
document.documentElement.classList.add(globals);
engine.dispatch({ type: 'LoadMe' });

const root = document.getElementById('backoffice');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <Ui.Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={engine}>
          <BoI18nProvider>
            <RouterProvider router={router} />
          </BoI18nProvider>
        </EngineContext.Provider>
      </Ui.Provider>
    </StrictMode>,
  );
}
