// The shared loading, error, empty and stale states of every list (texts from spec §2/§8).
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { formatTime } from '../i18n/calendar.ts';
import { failureText } from './error-text.ts';

/** The box every state shares (error, empty, load error). */
export const StateBox = styled.div`
  margin: 12px;
  padding: 16px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
`;
const Title = styled.div`
  font-weight: 700;
  margin-bottom: 4px;
`;
const Muted = styled.div`
  color: var(--muted);
  font-size: 13px;
`;
export const RetryButton = styled.button`
  margin-top: 12px;
  padding: 8px 18px;
  border-radius: 999px;
  border: 0;
  background: var(--accent);
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`;

/** A failed read's box: `message` is the failure as shown (ResourceState.error: a code, translated, or the server's words). */
export function ErrorBox({ message, onRetry, title }: { message: string; onRetry?: () => void; title?: string }) {
  const t = useT();
  return (
    <StateBox role="alert" data-testid="error-box">
      <Title>{title ?? t('state.errorLoading')}</Title>
      <Muted>{failureText(t, message)}</Muted>
      {onRetry ? (
        <RetryButton type="button" onClick={onRetry}>
          {t('state.tryAgain')}
        </RetryButton>
      ) : null}
    </StateBox>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <StateBox data-testid="empty-state">
      <Title>{title}</Title>
      {hint ? <Muted>{hint}</Muted> : null}
    </StateBox>
  );
}

const Note = styled.div`
  margin: 6px 12px 0;
  font-size: 12px;
  color: var(--muted);
`;

/** The quiet note shown over a stale copy kept on screen after a failed refresh. */
export function StaleNote({ fetchedAt }: { fetchedAt: number }) {
  const t = useT();
  return (
    <Note role="status" data-testid="stale-note">
      {t('state.offline', { time: formatTime(fetchedAt) })}
    </Note>
  );
}

const Bone = styled.div`
  height: 52px;
  margin: 6px 12px;
  border-radius: 8px;
  background: linear-gradient(90deg, var(--surface) 0%, var(--surface-2) 50%, var(--surface) 100%);
  background-size: 200% 100%;
  animation: shimmer 1.2s ease-in-out infinite;
  @keyframes shimmer {
    from { background-position: 200% 0; }
    to { background-position: -200% 0; }
  }
`;

export function Skeleton({ rows = 5 }: { rows?: number }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('state.loading')} data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bones have no identity but their place
        <Bone key={i} />
      ))}
    </div>
  );
}
