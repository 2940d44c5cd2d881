// The spec's one-line load errors ('Error loading matches: {message}', 'Error loading markets: {message}')
// with Try Again. The message is the data layer's English failure text, shown translated when it is one of
// ours (error-text.ts) and as the server wrote it otherwise.
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { errorMessageId } from '../components/error-text.ts';
import { RetryButton, StateBox } from '../components/states.tsx';

const Line = styled.p`
  margin: 0;
  font-weight: 700;
`;

export function useErrorText(): (message: string) => string {
  const t = useT();
  return (message) => {
    const id = errorMessageId(message);
    return id ? t(id) : message;
  };
}

export function LoadError({ id, message, onRetry }: { id: MessageId; message: string; onRetry?: () => void }) {
  const t = useT();
  const text = useErrorText();
  return (
    <StateBox role="alert" data-testid="error-box">
      <Line>{t(id, { message: text(message) })}</Line>
      {onRetry ? <RetryButton type="button" onClick={onRetry}>{t('state.tryAgain')}</RetryButton> : null}
    </StateBox>
  );
}
