// The spec's one-line load errors ('Error loading matches: {message}', 'Error loading markets: {message}')
// with Try Again. The message is the failure as the data layer shows it (ResourceState.error): a read failure
// code, translated (error-text.ts), or the server's own words, shown as they came.
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { failureText } from '../components/error-text.ts';
import { RetryButton, StateBox } from '../components/states.tsx';

const Line = styled.p`
  margin: 0;
  font-weight: 700;
`;

export function useErrorText(): (message: string) => string {
  const t = useT();
  return (message) => failureText(t, message);
}

export function LoadError({ id, message, onRetry }: { id: MessageId; message: string; onRetry?: () => void }) {
  const t = useT();
  const text = useErrorText();
  return (
    <StateBox role="alert" data-testid="error-box">
      <Line>{t(id, { message: text(message) })}</Line>
      {onRetry ? (
        <RetryButton type="button" onClick={onRetry}>
          {t('state.tryAgain')}
        </RetryButton>
      ) : null}
    </StateBox>
  );
}
