// Booking codes in the open slip (issue 18; a lazy part of the panel, never of the home bar): "Save as booking code"
// sends the shown slot's picks at the prices shown and then shows the code, its expiry, a copy button and plain share
// links (SMS, WhatsApp, Telegram: no SDKs); "Load booking code" loads a code into a slip and reports which picks
// changed price (old → new) or closed (not added, and why). Both are commands through the sync engine
// (sync/booking-codes.ts); their state is read from table booking; refusals are worded by code (booking-text.ts).
import { useEffect, useState, type FormEvent } from 'react';
import { styled } from '@linaria/react';
import type { SlipSelection } from '../../schema/betslip.ts';
import { useFormatOdds } from '../data/odds-format.ts';
import { dismissBooking, requestBookingLoad, requestBookingSave } from '../../sync/booking-codes.ts';
import { LOAD_ROW, picksKey, reportOf, SAVE_ROW } from '../../sync/read/booking.ts';
import { useEngine, useRow } from '../data/hooks.ts';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { formatDay, formatTime } from '../i18n/calendar.ts';
import { bookingErrorText, shareLinks } from './booking-text.ts';

const Section = styled.section`
  display: grid;
  flex-shrink: 0;
  gap: 8px;
  padding: 10px;
  border-radius: 10px;
  border: 1px solid var(--border);
  background: var(--bg);
  & h3 { margin: 0; font-size: 13px; color: var(--muted); font-weight: 800; }
  & .save, & form button, & .share a, & .share button, & .dismiss {
    min-height: 40px; padding: 0 12px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface-2);
    color: var(--text); font-weight: 700; font-size: 13px; cursor: pointer; text-decoration: none;
    display: inline-flex; align-items: center; justify-content: center;
  }
  & .saved { display: grid; gap: 6px; justify-items: start; }
  & .saved code { font-size: 24px; font-weight: 800; letter-spacing: 3px; color: var(--text); }
  & .saved small, &.report small { color: var(--muted); font-size: 12px; }
  /* Stretched, so the buttons wrap within the card (a start-aligned grid item would take their one-line width). */
  & .share { display: flex; flex-wrap: wrap; gap: 6px; justify-self: stretch; }
  & form { display: grid; grid-template-columns: 1fr auto; gap: 6px; align-items: end; }
  & form label { display: grid; gap: 4px; font-size: 12px; color: var(--muted); min-width: 0; }
  & form input {
    width: 100%; min-width: 0; box-sizing: border-box;
    height: 40px; padding: 0 10px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface);
    color: var(--text); font-size: 16px; letter-spacing: 2px; text-transform: uppercase;
  }
  & form input::placeholder { text-transform: none; letter-spacing: 0; }
  &.report p { margin: 0; font-size: 13px; color: var(--text); }
  &.report .dismiss { justify-self: start; }
  &.report li[data-state='closed'] { box-shadow: inset 3px 0 0 var(--danger); }
  & .report li[data-state='changed'] { box-shadow: inset 3px 0 0 var(--warn); }
  &.report .state { font-size: 11px; font-weight: 800; color: var(--warn); }
  &.report li[data-state='closed'] .state { color: var(--danger); }
`;

/** The report of a load, shown at the top of the slip (a shared link opens the slip on it). */
export function BookingReport() {
  const t = useT();
  const formatOdds = useFormatOdds();
  const engine = useEngine();
  const load = useRow('booking', LOAD_ROW);
  if (load.status !== 'loaded') {
    return null;
  }
  const report = reportOf(load.report);
  const added = report.filter((r) => r.state !== 'closed').length;
  const lines = report.filter((r) => r.state !== 'open');
  return (
    <Section className="report" role="status" data-testid="booking-report">
      <p>{t('booking.loaded', { code: load.code ?? '', n: added, slot: (load.slot ?? 0) + 1 })}</p>
      {lines.length > 0 ? (
        <ul>
          {lines.map((r) => (
            <li key={`${r.match}|${r.market}|${r.outcome}`} data-state={r.state} data-testid="booking-line">
              <span>
                <b>{r.match}</b>
                <small>
                  {r.market}: {r.outcome}
                </small>
              </span>
              <span className="odds">
                <s>{formatOdds(r.savedOdds)}</s>
                {r.state === 'changed' && r.odds !== null ? <span className="now">→ {formatOdds(r.odds)}</span> : null}
              </span>
              <span className="state">{r.state === 'closed' ? t('booking.closed') : t('booking.changed')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="dismiss" onClick={() => dismissBooking(engine, 'load')}>
        {t('booking.close')}
      </button>
    </Section>
  );
}

/** Save as booking code (with the saved code and its share links) and the load field, below PLACE BET. */
export default function BookingCodes({ slot, picks }: { slot: number; picks: () => SlipSelection[] }) {
  const t = useT();
  const lang = useLanguage();
  const engine = useEngine();
  const save = useRow('booking', SAVE_ROW);
  const load = useRow('booking', LOAD_ROW);
  const [typed, setTyped] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const key = picksKey(picks());
  const saving = save.status === 'submitting';
  // The code stands for the slot as it was saved: a pick added, removed or repriced since hides it.
  const shown = save.status === 'saved' && save.slot === slot && save.picks_key === key && save.code ? save.code : '';
  const when = (ms: number): string => `${formatDay(ms, lang)} ${formatTime(ms, lang)}`;
  const links = shown ? shareLinks(window.location.origin, shown, t('booking.shareText', { code: shown })) : null;
  const copy = (): void => {
    void navigator.clipboard?.writeText(shown).then(
      () => setCopied(true),
      () => setCopied(true),
    );
  };
  const submitLoad = (e: FormEvent): void => {
    e.preventDefault();
    void requestBookingLoad(engine, typed, 'field');
  };

  return (
    <Section data-testid="booking" aria-label={t('booking.title')}>
      <h3>{t('booking.title')}</h3>
      {links ? (
        <div className="saved" data-testid="booking-saved">
          <small>{t('booking.code')}</small>
          <code data-testid="booking-code">{shown}</code>
          <small data-testid="booking-expiry">{t('booking.validUntil', { date: when(save.expires_at ?? 0) })}</small>
          <div className="share">
            <button type="button" data-testid="booking-copy" onClick={copy}>
              {copied ? t('booking.copied') : t('booking.copy')}
            </button>
            <a data-testid="share-sms" href={links.sms}>
              {t('booking.sms')}
            </a>
            <a data-testid="share-whatsapp" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('booking.whatsapp')}
            </a>
            <a data-testid="share-telegram" href={links.telegram} target="_blank" rel="noopener noreferrer">
              {t('booking.telegram')}
            </a>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="save"
          data-testid="booking-save"
          disabled={saving}
          onClick={() => void requestBookingSave(engine, slot, picks())}
        >
          {saving ? t('booking.saving') : t('booking.save')}
        </button>
      )}
      {save.status === 'refused' ? (
        <p className="error" role="alert" data-testid="booking-save-error">
          {bookingErrorText(t, 'save', save.error ?? '', save.http_status ?? 0)}
        </p>
      ) : null}
      <form onSubmit={submitLoad}>
        <label>
          {t('booking.loadLabel')}
          <input
            data-testid="booking-input"
            value={typed}
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('booking.loadPlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="booking-load" disabled={load.status === 'submitting'}>
          {load.status === 'submitting' ? t('booking.loading') : t('booking.load')}
        </button>
      </form>
      {load.status === 'refused' ? (
        <p className="error" role="alert" data-testid="booking-load-error">
          {bookingErrorText(t, 'load', load.error ?? '', load.http_status ?? 0)}
        </p>
      ) : null}
    </Section>
  );
}
