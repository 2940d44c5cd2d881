// The loaded ticket at the counter: reference and shop-side state, the selections, stake, potential win, what is
// to pay, and where and when it was accepted and paid. The actions are the counter's buttons, but for the cash-out
// of an accepted pending ticket (issue 32: CounterCashout, its offer and button, under the figures).
import type { ShopTicket } from '../../../schema/shop.ts';
import { useFormatOdds } from '../../data/odds-format.ts';
import { formatAmount as money } from '../../components/format.ts';
import { formatDay, formatTime } from '../../i18n/calendar.ts';
import { feedNames } from '../../i18n/feed-names.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { CounterCashout, type CashoutView } from './CounterCashout.tsx';

const when = (iso: string | null): number => (iso ? Date.parse(iso) || 0 : 0);

export function TicketPanel({ loaded, cashout }: { loaded: ShopTicket; cashout: CashoutView }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const lang = useLanguage();
  const feed = feedNames(t);
  const { ticket, shop } = loaded;
  const teams = new Map(ticket.market_status.map((m) => [m.MatchID, m]));
  const stamp = (iso: string | null): string => `${formatDay(when(iso), lang)} ${formatTime(when(iso))}`;
  return (
    <article className="card ticket" data-testid="shop-ticket">
      <header>
        <code>{ticket.reference_id}</code>
        <span className="state" data-state={shop.state} data-testid="shop-state">
          {t(`shop.state.${shop.state}`)}
        </span>
      </header>
      <ul>
        {ticket.selections.map((s) => {
          const m = teams.get(s.MatchID);
          return (
            <li key={`${s.MatchID}|${s.MarketID}|${s.OutcomeID}`}>
              <span>
                {m?.HomeTeam && m.AwayTeam ? `${m.HomeTeam.name} v ${m.AwayTeam.name}` : s.MatchID}
                <small>
                  {m?.MarketName ? `${feed.market(m.MarketName)}: ` : ''}
                  {feed.outcome(s.OutcomeName)}
                </small>
              </span>
              <span>{formatOdds(s.Odds)}</span>
            </li>
          );
        })}
      </ul>
      <dl>
        <dt>{t('shop.stake')}</dt>
        <dd className="big" data-testid="shop-stake">
          {money(ticket.total_stake)} ETB
        </dd>
        <dt>{t('shop.potentialWin')}</dt>
        <dd>{money(ticket.potential_win ?? ticket.net_potential_win ?? 0)} ETB</dd>
        {shop.payable > 0 ? (
          <>
            <dt>{t('shop.payable')}</dt>
            <dd className="big" data-testid="shop-payable">
              {money(shop.payable)} ETB
            </dd>
          </>
        ) : null}
        {shop.accepted_at ? (
          <>
            <dt>{t('shop.accepted')}</dt>
            <dd data-testid="shop-accepted">
              {shop.shop_name} · {stamp(shop.accepted_at)}
            </dd>
          </>
        ) : null}
        {shop.paid_at ? (
          <>
            <dt>{t('shop.paid')}</dt>
            <dd>
              {money(shop.paid_amount)} ETB · {stamp(shop.paid_at)}
            </dd>
          </>
        ) : null}
        {(shop.cashed_out ?? 0) > 0 ? (
          <>
            <dt>{t('shop.state.cashed_out')}</dt>
            <dd data-testid="shop-cashed-out">{money(shop.cashed_out ?? 0)} ETB</dd>
          </>
        ) : null}
      </dl>
      <CounterCashout reference={ticket.reference_id} view={cashout} />
    </article>
  );
}
