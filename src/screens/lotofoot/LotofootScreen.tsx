// Route /lotofoot (core §2/§4, issue 14): the variant choice (7, 12 or 15 matches), the login notice for a visitor,
// the 7-match promotion (core §9), the deadline banner with its countdown, the prediction table and the summary and
// price panel; Submit (until the deadline) opens the confirm dialog, then the success dialog with the reference or
// the failure dialog with Retry. A failed week read shows its error for 10 s (core §4), then the empty state with Try Again; no open week:
// 'No Loto Foot matches available'. The same layout serves phones and desktops (two columns from 900 px).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  checkPrice,
  isComplete,
  LOTOFOOT_DEFAULT_PRICE,
  LOTOFOOT_MATCHES as MATCHES,
  LOTOFOOT_VARIANT_LIST,
  type LotofootVariantName,
} from '../../../domain/lotofoot.ts';
import { dismissSubmit, submitLotofoot } from '../../../sync/lotofoot.ts';
import { useEngine, useStore } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useAccountUi } from '../../account/context.tsx';
import { EmptyState, ErrorBox, RetryButton, Skeleton, StaleNote } from '../../components/states.tsx';
import { PATHS } from '../../routes.ts';
import { DeadlineBanner } from './DeadlineBanner.tsx';
import { ConfirmDialog, FailureDialog, SuccessDialog } from './Dialogs.tsx';
import { PredictionTable } from './PredictionTable.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { refusalText } from './lotofoot-text.ts';
import { Page } from './lotofoot-style.ts';
import { useNow, usePicks, useSignedIn, useSubmitState, useWeek } from './use-lotofoot.ts';

/** Core §4: how long a failed week read shows its error. */
const ERROR_SHOWN_MS = 10_000;

export function LotofootScreen() {
  const t = useT();
  const engine = useEngine();
  const store = useStore();
  const { openSection } = useAccountUi();
  const [variant, setVariant] = useState<LotofootVariantName>('LOTOFOOT_7');
  const [price, setPrice] = useState(LOTOFOOT_DEFAULT_PRICE);
  const [confirming, setConfirming] = useState(false);
  const week = useWeek(variant);
  const picks = usePicks(week.weekId);
  const submit = useSubmitState();
  const signedIn = useSignedIn();
  const now = useNow();

  const failed = week.state.status === 'error' && week.code !== 'LOTOFOOT_WEEK_NOT_FOUND';
  const [errorShown, setErrorShown] = useState(false);
  useEffect(() => {
    setErrorShown(failed);
    if (!failed) {
      return undefined;
    }
    const timer = setTimeout(() => setErrorShown(false), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const ids = week.matches.map((m) => m.id);
  const done = ids.filter((id) => picks[id]).length;
  const busy = submit.status === 'submitting';
  const priceCheck = checkPrice(price);
  const open = week.deadline > now;
  const canSubmit = signedIn && open && !busy && isComplete(ids, picks) && priceCheck.ok;
  const send = (): void => {
    setConfirming(false);
    if (store) {
      void submitLotofoot(engine, store, week.weekId, price);
    }
  };
  const { retry } = week.state;
  const onClosed = useCallback(() => retry(), [retry]);

  let body: ReactNode;
  if (week.matches.length > 0) {
    body = (
      <>
        {week.state.status === 'stale' ? <StaleNote fetchedAt={week.state.fetchedAt} /> : null}
        <DeadlineBanner deadline={week.deadline} now={now} onClosed={onClosed} />
        <div className="layout">
          <PredictionTable weekId={week.weekId} matches={week.matches} picks={picks} frozen={busy} />
          <SummaryPanel
            total={ids.length}
            done={done}
            price={price}
            onPrice={setPrice}
            tiers={week.tiers}
            pool={week.pool}
            canSubmit={canSubmit}
            busy={busy}
            onSubmit={() => setConfirming(true)}
          />
        </div>
      </>
    );
  } else if (failed && errorShown) {
    body = <ErrorBox message={week.state.error} onRetry={week.state.retry} />;
  } else if (week.state.status === 'loading' || week.state.status === 'idle') {
    body = <Skeleton rows={MATCHES[variant]} />;
  } else {
    body = (
      <>
        <EmptyState title={t('lotofoot.empty')} />
        <RetryButton type="button" className="again" onClick={week.state.retry}>
          {t('state.tryAgain')}
        </RetryButton>
      </>
    );
  }

  return (
    <Page data-testid="lotofoot">
      <header>
        <h1>{t('screen.lotofoot')}</h1>
        {signedIn ? (
          <Link className="link" to={PATHS.lotofootHistory} data-testid="lotofoot-my-tickets">
            {t('lotofoot.myTickets')}
          </Link>
        ) : null}
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields */}
      <div className="tabs" role="group" aria-label={t('lotofoot.variants')}>
        {LOTOFOOT_VARIANT_LIST.map((v) => (
          <button key={v} type="button" aria-pressed={v === variant} data-testid={`variant-${v}`} onClick={() => setVariant(v)}>
            {t('lotofoot.variantTab', { count: MATCHES[v] })}
          </button>
        ))}
      </div>
      {signedIn ? null : (
        <div className="notice" data-testid="lotofoot-login-notice">
          <span>{t('lotofoot.loginNotice')}</span>
          <button type="button" onClick={() => openSection('login')}>
            {t('lotofoot.login')}
          </button>
        </div>
      )}
      {variant === 'LOTOFOOT_7' ? (
        <p className="promo" data-testid="lotofoot-promo">
          {t('lotofoot.promo')}
        </p>
      ) : null}
      {body}
      {confirming ? (
        <ConfirmDialog count={done} price={priceCheck.ok ? priceCheck.cents / 100 : 0} onConfirm={send} onCancel={() => setConfirming(false)} />
      ) : null}
      {submit.status === 'submitted' ? <SuccessDialog reference={submit.reference} onClose={() => dismissSubmit(engine)} /> : null}
      {submit.status === 'refused' ? (
        <FailureDialog text={refusalText(t, submit.code, submit.message)} onRetry={send} onClose={() => dismissSubmit(engine)} />
      ) : null}
    </Page>
  );
}
