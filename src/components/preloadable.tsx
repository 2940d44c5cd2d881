// A lazily loaded component whose code can be fetched before its first render. Hydrating a server-rendered page
// needs it: a lazy part React meets before its code is here stays a dehydrated boundary, and when the store
// changes meanwhile (the slips restored, a live price) React throws that markup away and draws it again — a flash
// and a mismatch. Preloaded, the part hydrates with the rest. Unloaded, it behaves as React.lazy does; code that could
// not be fetched (offline) fails as a ChunkLoadError, which the screen's error boundary shows as offline (issue 29).
import { lazy, type ComponentType } from 'react';
import { asChunkError } from './chunk-error.ts';

export interface Preloadable<P extends object> {
  (props: P): React.ReactElement;
  /** Fetches the code (once); resolves when the component renders without suspending. */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => Promise.reject(asChunkError(error)),
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  // Chosen at the first render and kept: switching from Lazy to the loaded type would remount the part.
  let direct: boolean | null = null;
  const Component = (props: P): React.ReactElement => {
    direct ??= loaded !== null;
    const Shown = direct && loaded !== null ? loaded : Lazy;
    return <Shown {...props} />;
  };
  return Object.assign(Component, { preload });
}
