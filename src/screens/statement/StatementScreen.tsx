// Statement (issue 13, route /statement, from the account menu and the profile panel): every deposit,
// withdrawal, bet, win and bonus movement of the signed-in player, newest first, in pages of 20 with 'Load more'.
// Loading, error (with Try Again), stale and empty states as the bet history shows them; visitors are asked to log in.
import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { StatementRow } from './StatementRow.tsx';
import { useStatement } from './use-statement.ts';
import { Page } from './statement-style.ts';

export function StatementScreen() {
  const t = useT();
  const router = useRouter();
  const s = useStatement();
  const back = (): void => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));

  let body: ReactNode;
  if (!s.signedIn) {
    body = (
      <div className="login" data-testid="statement-login">
        <p>{t('statement.loginPrompt')}</p>
        <button type="button" className="more" onClick={() => window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'login' }))}>
          {t('statement.login')}
        </button>
      </div>
    );
  } else if (s.ids.length === 0) {
    body =
      s.state.status === 'error' ? (
        <ErrorBox message={s.state.error} onRetry={s.state.retry} />
      ) : s.state.status === 'ready' || s.state.status === 'stale' ? (
        <EmptyState title={t('statement.empty')} />
      ) : (
        <Skeleton rows={4} />
      );
  } else {
    body = (
      <>
        {s.state.status === 'stale' ? <StaleNote fetchedAt={s.state.fetchedAt} /> : null}
        <ol data-testid="statement-list">
          {s.ids.map((id) => (
            <StatementRow key={id} id={id} />
          ))}
        </ol>
        <p className="count">{t('statement.count', { shown: s.ids.length, total: Math.max(s.total, s.ids.length) })}</p>
        {s.moreError ? (
          <p className="count" role="alert">
            {failureText(t, s.moreError)}
          </p>
        ) : null}
        {s.ids.length < s.total ? (
          <button type="button" className="more" data-testid="statement-more" disabled={s.moreLoading} onClick={s.loadMore}>
            {s.moreLoading ? t('state.loading') : t('statement.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <Page data-testid="statement">
      <header>
        <button type="button" className="icon" aria-label={t('statement.back')} onClick={back}>
          ←
        </button>
        <h1>{t('statement.title')}</h1>
        <span />
      </header>
      {body}
    </Page>
  );
}
