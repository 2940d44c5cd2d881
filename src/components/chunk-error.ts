// A lazy chunk that could not be fetched (issue 29): offline, or the connection dropped, before the player ever opened
// that screen, so neither the browser's cache nor the service worker has its code. Told apart from a screen's own bug
// so the shell says the player is offline and offers a retry (ScreenError), instead of the loader's raw words
// ('Unable to preload CSS for http://…'). Each import's failure is recast as a ChunkLoadError (withMessages wraps
// every lazy chunk): the router reloads the whole page on the browser's own 'Failed to fetch dynamically imported
// module', which offline brings back the cached home page under the tapped address — the home tab lit, then an
// error. Our service worker keeps the previous build's chunks, so a deploy never needs that reload.

/** What the browsers and Vite's preload helper say when a chunk or its stylesheet could not be fetched. */
const FETCH_FAILED = [
  'Unable to preload CSS',
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** The failure of a chunk's import as it is rethrown: a fetch failure becomes a ChunkLoadError (the original as its
 *  cause, for the console); anything else (a module that threw while it ran) stays what it was. */
export function asChunkError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  // Not the browser's words as they were: the router's check for them (isModuleNotFoundError) must not match.
  return FETCH_FAILED.some((words) => message.startsWith(words)) ? new ChunkLoadError(`Chunk not loaded: ${message}`, { cause: error }) : error;
}
