// Shown instead of a screen that threw while rendering (a bug or data we did not expect): the shell
// stays, the player gets the spec's error box with Try Again, and the error is logged, not swallowed.
// A screen whose code could not be fetched (offline, issue 29: chunk-error.ts) says the player is offline instead.
// Back online, Try Again (or the connection coming back by itself) loads the page again: a reload, because the
// browser keeps a module that failed to fetch as failed for the page's life, so importing it again fails at once
// even online. Offline, Try Again changes nothing: the text already says what it waits for.
import { useEffect } from 'react';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { isChunkLoadError } from './chunk-error.ts';
import { ErrorBox, RetryButton, StateBox } from './states.tsx';

const Title = styled.div`
  font-weight: 700;
  margin-bottom: 4px;
`;
const Text = styled.div`
  color: var(--muted);
  font-size: 13px;
`;

export function ScreenError({ error, reset }: { error: unknown; reset: () => void }) {
  useEffect(() => {
    console.error('[screen]', error);
  }, [error]);
  return isChunkLoadError(error) ? <OfflineScreen /> : <ErrorBox message={error instanceof Error ? error.message : String(error)} onRetry={reset} />;
}

const reloadWhenOnline = (): void => {
  if (navigator.onLine) {
    window.location.reload();
  }
};

function OfflineScreen() {
  const t = useT();
  useEffect(() => {
    window.addEventListener('online', reloadWhenOnline);
    return () => window.removeEventListener('online', reloadWhenOnline);
  }, []);
  return (
    <StateBox role="alert" data-testid="offline-screen">
      <Title>{t('state.offlineTitle')}</Title>
      <Text>{t('state.offlineText')}</Text>
      <RetryButton type="button" onClick={reloadWhenOnline}>
        {t('state.tryAgain')}
      </RetryButton>
    </StateBox>
  );
}
