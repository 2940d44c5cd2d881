// The spec's one-line load errors ('Error loading matches: {message}', 'Error loading markets: {message}')
// with Try Again. The message is the data layer's English failure text, shown translated when it is one of
// ours (error-text.ts) and as the server wrote it otherwise.
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { errorMessageId } from '../components/error-text.ts';

const Box = styled.div`
  margin: 12px;
  padding: 16px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  & p { margin: 0; font-weight: 700; }
  & button {
    margin-top: 12px;
    min-height: 40px;
    padding: 8px 18px;
    border-radius: 999px;
    border: 0;
    background: var(--accent);
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
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
    <Box role="alert" data-testid="error-box">
      <p>{t(id, { message: text(message) })}</p>
      {onRetry ? <button type="button" onClick={onRetry}>{t('state.tryAgain')}</button> : null}
    </Box>
  );
}
