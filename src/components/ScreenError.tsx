// Shown instead of a screen that threw while rendering (a bug or data we did not expect): the shell
// stays, the player gets the spec's error box with Try Again, and the error is logged, not swallowed.
import { useEffect } from 'react';
import { ErrorBox } from './states.tsx';

export function ScreenError({ error, reset }: { error: unknown; reset: () => void }) {
  useEffect(() => {
    console.error('[screen]', error);
  }, [error]);
  return <ErrorBox message={error instanceof Error ? error.message : String(error)} onRetry={reset} />;
}
