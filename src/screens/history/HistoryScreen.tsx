// Bet History (companion §2, route history): title, back, a filter toggle with the status filters ALL,
// WON, LOST, PENDING, VOID and the time filters all time, today, this week, this month; the player's
// tickets newest first in pages of 20; a row opens the ticket's detail. Visitors are asked to log in.
import { useMemo, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { HISTORY_PERIODS, HISTORY_STATUSES, type HistoryPeriod, type HistoryStatus } from '../../../domain/history.ts';
import { useCell, useStore } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { TicketModal } from '../../tickets/TicketModal.tsx';
import { HistoryRow } from './HistoryRow.tsx';
import { useHistory } from './use-history.ts';
import { Page } from './history-style.ts';

function Chips<T extends string>({
  values,
  value,
  label,
  onPick,
  name,
}: {
  values: readonly T[];
  value: T;
  label: (v: T) => string;
  onPick: (v: T) => void;
  name: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields for a <fieldset>
    <div className="chips" role="group" aria-label={name}>
      {values.map((v) => (
        <button key={v} type="button" aria-pressed={v === value} data-testid={`filter-${v}`} onClick={() => onPick(v)}>
          {label(v)}
        </button>
      ))}
    </div>
  );
}

function parsed(json: string | undefined): TicketDetail | null {
  try {
    return json ? (JSON.parse(json) as TicketDetail) : null;
  } catch {
    return null;
  }
}

export function HistoryScreen() {
  const t = useT();
  const router = useRouter();
  const store = useStore();
  const [status, setStatus] = useState<HistoryStatus>('ALL');
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [showFilters, setShowFilters] = useState(true);
  // The ticket open in the modal, by id: the modal follows its row (a cash-out rewrites it), and keeps the last
  // detail seen when a refreshed list no longer holds it (a cashed-out ticket leaves the PENDING list).
  const [open, setOpen] = useState<TicketDetail | null>(null);
  const openDetail = useCell('tickets', open?.id || open?.reference_id || '', 'detail');
  const shownTicket = useMemo(() => (openDetail ? parsed(openDetail) : null) ?? open, [openDetail, open]);
  const h = useHistory(status, period);
  const back = (): void => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));

  let body: ReactNode;
  if (!h.signedIn) {
    body = (
      <div className="login" data-testid="history-login">
        <p>{t('history.loginPrompt')}</p>
        <button type="button" className="more" onClick={() => window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'login' }))}>
          {t('history.login')}
        </button>
      </div>
    );
  } else if (h.ids.length === 0) {
    body =
      h.state.status === 'error' ? (
        <ErrorBox message={h.state.error} onRetry={h.state.retry} />
      ) : h.state.status === 'ready' || h.state.status === 'stale' ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <Skeleton rows={4} />
      );
  } else {
    body = (
      <>
        {h.state.status === 'stale' ? <StaleNote fetchedAt={h.state.fetchedAt} /> : null}
        <ol data-testid="history-list">
          {h.ids.map((id) => (
            <HistoryRow key={id} id={id} onOpen={(ticketId) => setOpen(parsed(store?.getCell('tickets', ticketId, 'detail')))} />
          ))}
        </ol>
        <p className="count">{t('history.count', { shown: h.ids.length, total: Math.max(h.total, h.ids.length) })}</p>
        {h.moreError ? (
          <p className="count" role="alert">
            {failureText(t, h.moreError)}
          </p>
        ) : null}
        {h.ids.length < h.total ? (
          <button type="button" className="more" data-testid="history-more" disabled={h.moreLoading} onClick={h.loadMore}>
            {h.moreLoading ? t('state.loading') : t('history.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <Page data-testid="history">
      <header>
        <button type="button" className="icon" aria-label={t('history.back')} onClick={back}>
          ←
        </button>
        <h1>{t('screen.history')}</h1>
        {h.signedIn ? (
          <button
            type="button"
            className="icon"
            aria-pressed={showFilters}
            aria-expanded={showFilters}
            data-testid="history-filter-toggle"
            onClick={() => setShowFilters(!showFilters)}
          >
            {t('history.filters')}
          </button>
        ) : (
          <span />
        )}
      </header>
      {h.signedIn && showFilters ? (
        <div className="filters">
          <Chips
            name={t('history.statusFilter')}
            values={HISTORY_STATUSES}
            value={status}
            onPick={setStatus}
            label={(v) => (v === 'ALL' ? t('history.all') : t(`check.status.${v}`))}
          />
          <Chips name={t('history.timeFilter')} values={HISTORY_PERIODS} value={period} onPick={setPeriod} label={(v) => t(`history.period.${v}`)} />
        </div>
      ) : null}
      {body}
      {shownTicket ? <TicketModal ticket={shownTicket} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
