// The app's provider tree around the router, one definition for the browser (src/main.tsx: rendered or
// hydrated) and the server (src/ssr/render.tsx), so the two render the same markup from the same store.
import type { ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { AppData } from '../sync/store.ts';
import type { SyncEngine } from '../sync/engine.ts';
import type { Account } from '../sync/account.ts';
import { AccountProvider, type Reconnectable } from './account/context.tsx';
import { Provider, EngineContext } from './data/hooks.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { LayoutContext, type Layout } from './layout/layout.ts';
import type { AppRouter } from './router.tsx';

export interface AppTreeProps {
  data: AppData;
  engine: SyncEngine;
  account: Account;
  socket: Reconnectable | null;
  router: AppRouter;
  layout: Layout;
  /** Rendered after the router (the browser's hydration signal); nothing on the server. */
  children?: ReactNode;
}

export function AppTree({ data, engine, account, socket, router, layout, children }: AppTreeProps) {
  return (
    <Provider store={data.store} indexes={data.indexes}>
      <EngineContext.Provider value={engine}>
        <LayoutContext.Provider value={layout}>
          <I18nProvider>
            <AccountProvider account={account} socket={socket}>
              <RouterProvider router={router} />
              {children}
            </AccountProvider>
          </I18nProvider>
        </LayoutContext.Provider>
      </EngineContext.Provider>
    </Provider>
  );
}
