// The bet slip and the 'My bets' list as HTML, from the page's state (pure: the page puts them in place).
import type { VirtualBet } from '../../../schema/virtual-sport.ts';
import type { Ctx, Pick } from './core.ts';

export function slipHtml(pick: Pick | null, stake: string, { t, esc }: Ctx): string {
  if (pick === null) {
    return `<h2>${t('slip')}</h2><p class="muted">${t('pick')}</p>`;
  }
  return `<h2>${t('slip')}</h2><div class="pick"><span>${esc(pick.name)}<br><b>${esc(pick.label)}</b></span><b>${pick.odds.toFixed(2)}</b></div>
    <label>${t('stake')} <input id="stake" inputmode="decimal" value="${esc(stake)}" aria-label="${t('stake')}"></label>
    <p class="muted">${t('win')}: <b id="towin"></b> ETB</p>
    <button id="place" class="primary">${t('place')}</button>`;
}

export function betsHtml(bets: readonly VirtualBet[], { t, esc, money }: Ctx): string {
  const rows = bets
    .map(
      (
        b,
      ) => `<li data-status="${b.status}"><span>${esc(b.event_name)}<br><small>${esc(b.market)} · ${esc(b.selection)} @ ${b.odds.toFixed(2)}</small></span>
      <span class="right">${money(b.stake)}<br><b class="st ${b.status}">${t(b.status)}${b.status === 'won' ? ` +${money(b.payout)}` : ''}</b></span></li>`,
    )
    .join('');
  return `<h2>${t('myBets')}</h2>${rows === '' ? `<p class="muted">${t('noBets')}</p>` : `<ul class="bets">${rows}</ul>`}`;
}
