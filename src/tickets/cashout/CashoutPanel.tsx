// Cash-out of one of the player's pending money tickets (issue 32), in Bet History's rows, the ticket modal and Check
// Ticket: the offer now (it moves with the legs' prices: use-cashout.ts), a slider for the part of the open stake
// (the amount shown is domain/cashout.ts partialAmount of the offer, what the server pays for that part), a 'Cash
// out' button and a confirmation step showing the amount; then 'cashing out' (in play a countdown of the delay), and
// the outcome: paid ('Cashed out X ETB'), the offer changed (the new one, to accept again) or refused (its text). A
// row shows only the offer and 'Cash out', which opens the rest under it. A ticket cashed out in part says how much
// of the stake is still open and what this visit cashed out of it. Opened, it also sets the automatic cash-out value
// (AutoCashout.tsx), for as long as the potential win is above the offer.
import { useState } from 'react';
import { partialAmount } from '../../../domain/cashout.ts';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatCentsAmount as money } from '../../components/format.ts';
import { useCountdown } from '../../components/use-countdown.ts';
import { AutoCashout } from './AutoCashout.tsx';
import { cashoutRefusalText, noOfferText } from './cashout-text.ts';
import { Panel } from './cashout-style.ts';
import { useCashout } from './use-cashout.ts';

const cents = (etb: number | undefined): number => Math.round((etb ?? 0) * 100);

/** The slider's step: the coarsest of 1 ETB, 0.50, 0.10, 0.05, 0.01 that divides the open stake into 20 parts or more. */
function sliderStep(openCents: number): number {
  return [100, 50, 10, 5].find((s) => openCents % s === 0 && openCents / s >= 20) ?? 1;
}

function Outcome({ c, onAgain }: { c: ReturnType<typeof useCashout>; onAgain: (offerEtb: number) => void }) {
  const t = useT();
  const s = c.state;
  const left = useCountdown(s.status === 'submitting' ? (s.held_until ?? 0) : 0);
  if (s.status === 'submitting') {
    return (
      <p className="co-note" role="status" data-testid="cashout-busy">
        {left > 0 ? t('check.cashout.held', { seconds: left }) : t('check.cashout.busy')}
      </p>
    );
  }
  const changed = s.status === 'refused' && s.code === 'CASHOUT_OFFER_CHANGED' && (s.new_offer ?? 0) > 0;
  return (
    <div className={s.status === 'taken' ? 'co-done' : 'co-error'} role={s.status === 'taken' ? 'status' : 'alert'} data-testid="cashout-result">
      <p data-testid={s.status === 'taken' ? 'cashout-taken' : 'cashout-refused'} data-code={s.code || undefined}>
        {s.status === 'taken'
          ? t('check.cashout.taken', { amount: money(cents(s.amount)) })
          : changed
            ? t('check.cashout.changed', { amount: money(cents(s.new_offer)) })
            : cashoutRefusalText(t, s)}
      </p>
      <div className="co-actions">
        {changed ? (
          <button type="button" className="co-take" data-testid="cashout-accept" onClick={() => onAgain(s.new_offer ?? 0)}>
            {t('check.cashout.take', { amount: money(cents(s.new_offer)) })}
          </button>
        ) : null}
        <button type="button" data-testid="cashout-ok" onClick={c.dismiss}>
          {changed ? t('check.cashout.cancel') : t('check.cashout.ok')}
        </button>
      </div>
    </div>
  );
}

export default function CashoutPanel({ ticket, compact = false }: { ticket: TicketDetail; compact?: boolean }) {
  const t = useT();
  const c = useCashout(ticket);
  const [open, setOpen] = useState(!compact);
  const [pick, setPick] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const o = c.offer;
  const status = c.state.status ?? '';
  if (!c.signedIn || (!o && status === '')) {
    return null;
  }
  const openCents = cents(o?.open_stake);
  const offerCents = cents(o?.offer);
  const available = Boolean(o?.available) && openCents > 0 && offerCents > 0;
  const partCents = Math.min(pick ?? openCents, openCents);
  const amountCents = available && partCents > 0 ? partialAmount(offerCents, openCents, partCents) : 0;
  const whole = partCents === openCents;
  const stakeCents = cents(ticket.total_stake);
  const cashed = cents(c.state.cashed);
  // The part asked again after a changed offer: the same part (0: the whole).
  const again = (offerEtb: number): void => {
    const part = c.state.part ?? 0;
    c.take(offerEtb, o?.open_stake ?? 0, part > 0 ? part : undefined);
  };
  const take = (): void => {
    setConfirming(false);
    c.take(amountCents / 100, openCents / 100, whole ? undefined : partCents / 100);
  };
  if (status !== '') {
    return (
      <Panel data-testid="cashout" data-ticket={ticket.id} data-compact={compact || undefined}>
        <Outcome c={c} onAgain={again} />
      </Panel>
    );
  }
  if (!available) {
    const why = compact ? '' : noOfferText(t, o?.reason ?? '');
    return why ? (
      <Panel data-testid="cashout" data-ticket={ticket.id}>
        <p className="co-note" data-testid="cashout-unavailable">
          {why}
        </p>
      </Panel>
    ) : null;
  }
  return (
    <Panel data-testid="cashout" data-ticket={ticket.id} data-compact={compact || undefined}>
      <div className="co-head">
        <span>{t('check.cashout.offer')}</span>
        <b data-testid="cashout-offer">{money(offerCents)} ETB</b>
        {compact && !open ? (
          <button type="button" className="co-open" data-testid="cashout-open" onClick={() => setOpen(true)}>
            {t('check.cashout.button')}
          </button>
        ) : null}
      </div>
      {openCents < stakeCents || cashed > 0 ? (
        <p className="co-meta" data-testid="cashout-open-stake">
          {t('check.cashout.openStake')} <b>{money(openCents)} ETB</b>
          {cashed > 0 ? (
            <>
              {' · '}
              {t('check.cashout.cashed')} <b data-testid="cashout-cashed">{money(cashed)} ETB</b>
            </>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <>
          <label className="co-part">
            <span>
              {t('check.cashout.part')}{' '}
              <b data-testid="cashout-part">{t('check.cashout.partValue', { part: money(partCents), open: money(openCents) })}</b>
            </span>
            <input
              type="range"
              data-testid="cashout-slider"
              min={sliderStep(openCents)}
              max={openCents}
              step={sliderStep(openCents)}
              value={partCents}
              aria-valuetext={`${money(partCents)} ETB`}
              onChange={(e) => {
                setPick(Number(e.target.value));
                setConfirming(false);
              }}
            />
          </label>
          {confirming ? (
            // biome-ignore lint/a11y/useSemanticElements: an inline confirmation, not a modal <dialog> over the ticket
            <div className="co-confirm" role="group" aria-label={t('check.cashout.button')}>
              <p data-testid="cashout-confirm-text">{t('check.cashout.confirm', { amount: money(amountCents), part: money(partCents) })}</p>
              <div className="co-actions">
                <button type="button" className="co-take" data-testid="cashout-confirm" onClick={take}>
                  {t('check.cashout.confirmButton')}
                </button>
                <button type="button" data-testid="cashout-cancel" onClick={() => setConfirming(false)}>
                  {t('check.cashout.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="co-take" data-testid="cashout-take" disabled={amountCents <= 0} onClick={() => setConfirming(true)}>
              {t('check.cashout.take', { amount: money(amountCents) })}
            </button>
          )}
          {cents(o?.potential_win) > offerCents ? <AutoCashout c={c} offerCents={offerCents} maxCents={cents(o?.potential_win)} /> : null}
        </>
      ) : null}
    </Panel>
  );
}
