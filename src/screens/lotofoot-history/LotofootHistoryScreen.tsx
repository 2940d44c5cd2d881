// LotoFoot History (companion §2, route /lotofoot-history): back, title, the status filters ALL, WON, LOST, PENDING,
// the player's tickets newest first in pages of 20 ('Load More'), a card opening 'Ticket Details'. Visitors read
// 'Please login to continue' with Login, as the other player screens say.
import { useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { LotofootTicket } from '../../../schema/lotofoot.ts';
import { LOTOFOOT_FILTERS } from '../../../sync/lotofoot.ts';
import type { LotofootStatusFilter } from '../../../sync/lotofoot.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useAccountUi } from '../../account/context.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { Page } from '../history/history-style.ts';
import { TicketCard } from './TicketCard.tsx';
import { TicketDetails } from './TicketDetails.tsx';
import { useLotofootHistory } from './use-lotofoot-history.ts';

export function LotofootHistoryScreen() {
  const t = useT();
  const router = useRouter();
  const { openSection } = useAccountUi();
  const [status, setStatus] = useState<LotofootStatusFilter>('ALL');
  const [open, setOpen] = useState<LotofootTicket | null>(null);
  const h = useLotofootHistory(status);
  const back = (): void => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));

  let body: ReactNode;
  if (!h.signedIn) {
    body = (
      <div className="login" data-testid="lotofoot-history-login">
        <p>{t('lotofoot.history.login')}</p>
        <button type="button" className="more" onClick={() => openSection('login')}>
          {t('lotofoot.login')}
        </button>
      </div>
    );
  } else if (h.tickets.length === 0) {
    body =
      h.state.status === 'error' ? (
        <ErrorBox message={h.state.error} onRetry={h.state.retry} />
      ) : h.state.status === 'ready' || h.state.status === 'stale' ? (
        <EmptyState title={t('lotofoot.history.empty')} />
      ) : (
        <Skeleton rows={4} />
      );
  } else {
    body = (
      <>
        {h.state.status === 'stale' ? <StaleNote fetchedAt={h.state.fetchedAt} /> : null}
        <ol data-testid="lotofoot-history-list">
          {h.tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} onOpen={setOpen} />
          ))}
        </ol>
        <p className="count">{t('history.count', { shown: h.tickets.length, total: Math.max(h.total, h.tickets.length) })}</p>
        {h.moreError ? (
          <p className="count" role="alert">
            {failureText(t, h.moreError)}
          </p>
        ) : null}
        {h.tickets.length < h.total ? (
          <button type="button" className="more" disabled={h.moreLoading} onClick={h.loadMore}>
            {h.moreLoading ? t('state.loading') : t('history.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <Page data-testid="lotofoot-history">
      <header>
        <button type="button" className="icon" aria-label={t('history.back')} onClick={back}>
          ←
        </button>
        <h1>{t('screen.lotofootHistory')}</h1>
        <span />
      </header>
      {h.signedIn ? (
        <div className="filters">
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields */}
          <div className="chips" role="group" aria-label={t('history.statusFilter')}>
            {LOTOFOOT_FILTERS.map((v) => (
              <button key={v} type="button" aria-pressed={v === status} data-testid={`lotofoot-filter-${v}`} onClick={() => setStatus(v)}>
                {v === 'ALL' ? t('history.all') : t(`check.status.${v}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {body}
      {open ? <TicketDetails ticket={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
