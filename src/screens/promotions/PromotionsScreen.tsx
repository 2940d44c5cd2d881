// Promotions (core §2, issue 14; route /promotions, ?id= for one promotion's detail): the list with the fixed
// points-betting card first (the server puts it there), each card opening its detail; loading skeletons; on failure
// 'Failed to load promotions' with a Go Back button. Data through the sync engine (use-promotions.ts).
import type { ReactNode } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, Skeleton } from '../../components/states.tsx';
import { PromotionCard } from './PromotionCard.tsx';
import { usePromotions } from './use-promotions.ts';
import { Button, Page } from './promotions-style.ts';

export function PromotionsScreen() {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  // ?id= (any string; one that names no promotion shows 'ended'). Read loosely: the route declares no search decoder,
  // which keeps the home route's bytes.
  const search: Record<string, unknown> = useSearch({ strict: false });
  const id = typeof search['id'] === 'string' && search['id'] !== '' ? search['id'] : undefined;
  const { state, items } = usePromotions();
  const back = (): void => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/' }));
  const loaded = state.status === 'ready' || state.status === 'stale';

  let body: ReactNode;
  if (items.length === 0 && state.status === 'error') {
    body = (
      <div className="failed" role="alert" data-testid="promotions-failed">
        <p>{t('promotions.failed')}</p>
        <Button type="button" data-primary="" onClick={back}>
          {t('promotions.goBack')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = loaded ? <EmptyState title={t('promotions.empty')} /> : <Skeleton rows={3} />;
  } else if (id !== undefined) {
    const p = items.find((item) => item.id === id);
    body = p ? <PromotionCard p={p} detail /> : <EmptyState title={t('promotions.notFound')} />;
  } else {
    body = (
      <ol data-testid="promotions-list">
        {items.map((p) => (
          <li key={p.id}>
            <PromotionCard p={p}>
              <Button
                type="button"
                data-testid="promotion-details"
                onClick={() => void navigate({ href: `/promotions?id=${encodeURIComponent(p.id)}` })}
              >
                {t('promotions.details')}
              </Button>
            </PromotionCard>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Page data-testid="promotions">
      <header>
        <button type="button" className="icon" aria-label={t('promotions.back')} onClick={back}>
          ←
        </button>
        <h1>{t('promotions.title')}</h1>
        <span />
      </header>
      {body}
    </Page>
  );
}
