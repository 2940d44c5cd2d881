// The virtual game page's frame, shared by vfootball and vhorses: reads the launch fragment (#token=…&lang=… for
// real money, #demo=1 for demo) and removes it from the address, polls the public schedule every 2 s (the clock
// is the server's: server_time gives the offset), keeps the countdown, the bet slip (single bets), my bets and
// the balance; the sport's own module draws the odds board, the live event and the results.
import type { VirtualBet, VirtualEvent, VirtualLeague, VirtualRound, VirtualSchedule } from '../../../schema/virtual-sport.ts';
// Ethiopic glyphs for am and ti: the font files load only when such text is on the page (unicode-range).
import '@fontsource/noto-sans-ethiopic/ethiopic-400.css';
import '@fontsource/noto-sans-ethiopic/ethiopic-700.css';
import { getBets, getSchedule, postBet } from './api.ts';
import { DemoWallet } from './demo.ts';
import { $, esc, fill } from './dom.ts';
import { betsHtml, slipHtml } from './panels.ts';
import { errorKey, langOf, textsFor, type Lang, type TextKey } from './texts.ts';

export interface Pick {
  event: VirtualEvent;
  startsAt: string;
  market: string;
  selection: string;
  odds: number;
  /** 'Home v Away' / 'Race 12' and the selection's label, as the slip shows them. */
  name: string;
  label: string;
}

export interface SportView {
  league: VirtualLeague;
  game: string;
  title: TextKey;
  /** The open round's board; `pick` adds a selection to the slip. */
  board: (round: VirtualRound, ctx: Ctx) => string;
  /** The live (or just finished) round, drawn at `nowMs` (called 4 times a second). */
  live: (round: VirtualRound, nowMs: number, ctx: Ctx) => string;
  results: (rounds: VirtualRound[], ctx: Ctx) => string;
  extra?: (s: VirtualSchedule, ctx: Ctx) => string;
  /** A pick from a board button's data attributes. */
  pickOf: (round: VirtualRound, eventId: string, market: string, selection: string, ctx: Ctx) => Pick | null;
}

export interface Ctx {
  t: (key: TextKey) => string;
  lang: Lang;
  money: (n: number) => string;
  esc: (s: string) => string;
}

export function startGame(view: SportView): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get('token');
  const demo = token === null;
  const lang = langOf(params.get('lang'));
  history.replaceState(null, '', location.pathname + location.search);
  document.documentElement.lang = lang === 'or' ? 'om' : lang;
  const t = textsFor(lang);
  const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const ctx: Ctx = { t, lang, money, esc };
  const wallet = demo ? new DemoWallet(`birrbet:vdemo:${view.game}`) : null;
  let schedule: VirtualSchedule | null = null;
  let offset = 0;
  let pick: Pick | null = null;
  let bets: VirtualBet[] = wallet?.bets ?? [];
  let balance: number | null = wallet?.balance ?? null;
  let boardKey = '';
  const now = (): number => Date.now() + offset;

  document.title = t(view.title);
  // In the app's player frame its close button sits over the top right corner: the header keeps clear of it
  // (style.css '.framed'); the sport's class lets the race keep its slip out of the runners' way (issue 29).
  document.body.classList.toggle('framed', window.parent !== window);
  document.body.classList.add(view.league);
  $('app').innerHTML = `
    <header><h1>${esc(t(view.title))}</h1><div class="bal">${demo ? `<span class="demo">${t('demo')}</span>` : ''}
      <span>${t('balance')}</span> <b id="balance">–</b> ETB</div></header>
    <div id="status" role="status"></div>
    <section id="countdown" class="countdown"></section>
    <div class="main">
      <section id="live" class="card"></section>
      <section id="board" class="card"><p class="muted">${t('loading')}</p></section>
      <section id="results" class="card"></section>
    </div>
    <aside>
      <section id="slip" class="card"></section>
      <section id="mybets" class="card"></section>
      <section id="extra" class="card"></section>
    </aside>`;

  let quiet: ReturnType<typeof setTimeout> | undefined;
  /** A status line; a good news one goes after 5 s, a refusal stays until the next action. */
  const say = (text: string, bad = false): void => {
    clearTimeout(quiet);
    $('status').textContent = text;
    $('status').className = bad ? 'bad' : 'good';
    if (!bad && text !== '') {
      quiet = setTimeout(() => say(''), 5000);
    }
  };

  function renderBalance(): void {
    $('balance').textContent = balance === null ? '–' : money(balance);
    document.body.dataset['balance'] = balance === null ? '' : balance.toFixed(2);
  }

  function renderSlip(): void {
    const stakeInput = document.getElementById('stake') as HTMLInputElement | null;
    const stake = stakeInput?.value ?? '10';
    $('slip').classList.toggle('has-pick', pick !== null);
    $('slip').innerHTML = slipHtml(pick, stake, ctx);
    updateToWin();
  }

  function updateToWin(): void {
    const input = document.getElementById('stake') as HTMLInputElement | null;
    const out = document.getElementById('towin');
    if (input !== null && out !== null && pick !== null) {
      const stake = Number(input.value);
      out.textContent = Number.isFinite(stake) ? money(Math.round(stake * pick.odds * 100) / 100) : '–';
    }
  }

  function renderBets(): void {
    $('mybets').innerHTML = betsHtml(bets, ctx);
  }

  function renderTick(): void {
    if (schedule === null) {
      return;
    }
    const open = schedule.open;
    const left = open === null ? 0 : Math.max(0, Date.parse(open.starts_at) - now());
    const mmss = `${Math.floor(left / 60000)}:${String(Math.floor((left % 60000) / 1000)).padStart(2, '0')}`;
    $('countdown').innerHTML = open === null ? '' : `${t(view.league === 'football' ? 'kickoffIn' : 'startIn')} <b id="clock">${mmss}</b>`;
    const live = schedule.live;
    fill($('live'), live === null ? '' : view.live(live, now(), ctx));
    $('live').hidden = live === null;
  }

  function renderSchedule(s: VirtualSchedule): void {
    const key = `${s.open?.id ?? ''}`;
    if (key !== boardKey) {
      boardKey = key;
      fill($('board'), s.open === null ? '' : view.board(s.open, ctx));
      if (pick !== null && pick.event.id.startsWith(s.open?.id ?? '-') === false) {
        pick = null;
        renderSlip();
      }
    }
    fill($('results'), s.results.length === 0 ? '' : `<h2>${t('results')}</h2>${view.results(s.results, ctx)}`);
    $('results').hidden = s.results.length === 0;
    $('extra').innerHTML = view.extra?.(s, ctx) ?? '';
    $('extra').hidden = $('extra').innerHTML === '';
    renderTick();
  }

  async function refreshBets(): Promise<void> {
    if (token === null) {
      return;
    }
    const res = await getBets(token);
    if (res.ok) {
      const settled = res.value.bets.filter((b) => b.settled_at !== null).length;
      if (settled !== bets.filter((b) => b.settled_at !== null).length) {
        parent.postMessage({ type: 'birrbet:round', game: view.game, balance: res.value.balance }, location.origin);
      }
      bets = res.value.bets;
      balance = res.value.balance;
      renderBets();
      renderBalance();
    } else if (res.code === 'INVALID_TOKEN') {
      say(t('err.INVALID_TOKEN'), true);
    }
  }

  async function poll(): Promise<void> {
    const res = await getSchedule(view.league);
    if (!res.ok) {
      say(t('offline'), true);
      return;
    }
    if ($('status').className === 'bad' && $('status').textContent === t('offline')) {
      say('');
    }
    schedule = res.value;
    offset = Date.parse(res.value.server_time) - Date.now();
    renderSchedule(res.value);
    if (wallet !== null && wallet.settle(res.value) > 0) {
      bets = wallet.bets;
      balance = wallet.balance;
      renderBets();
      renderBalance();
      parent.postMessage({ type: 'birrbet:round', game: view.game, demo: true }, location.origin);
    }
  }

  async function place(): Promise<void> {
    const input = document.getElementById('stake') as HTMLInputElement | null;
    if (pick === null || input === null) {
      return;
    }
    const stake = Number(input.value.replace(',', '.'));
    const bet = { event_id: pick.event.id, market: pick.market, selection: pick.selection, stake, odds: pick.odds };
    ($('place') as HTMLButtonElement).disabled = true;
    if (wallet !== null) {
      const refused = wallet.place(bet, pick.event, pick.startsAt, pick.name, now());
      if (refused === null) {
        bets = wallet.bets;
        balance = wallet.balance;
        say(t('placed'));
      } else {
        say(t(errorKey(refused)), true);
      }
    } else if (token !== null) {
      const res = await postBet(token, bet);
      if (res.ok) {
        balance = res.value.balance;
        bets = [res.value.bet, ...bets.filter((b) => b.id !== res.value.bet.id)];
        say(t('placed'));
      } else {
        say(t(errorKey(res.code)), true);
      }
    }
    renderBets();
    renderBalance();
    const button = document.getElementById('place') as HTMLButtonElement | null;
    if (button !== null) {
      button.disabled = false;
    }
  }

  document.addEventListener('click', (ev) => {
    const target = (ev.target as HTMLElement).closest('button');
    if (target === null) {
      return;
    }
    if (target.id === 'place') {
      void place();
      return;
    }
    const { event, market, sel } = target.dataset;
    if (event !== undefined && market !== undefined && sel !== undefined && schedule?.open != null) {
      pick = view.pickOf(schedule.open, event, market, sel, ctx);
      for (const b of document.querySelectorAll('button.odd.on')) {
        b.classList.remove('on');
      }
      target.classList.add('on');
      renderSlip();
      // A slip in the page's flow (the race's, on a phone) may be below the fold: bring it into view, never over the board.
      const slip = $('slip');
      if (getComputedStyle(slip).position !== 'sticky') {
        slip.scrollIntoView?.({ block: 'nearest' });
      }
    }
  });
  document.addEventListener('input', (ev) => {
    if ((ev.target as HTMLElement).id === 'stake') {
      updateToWin();
    }
  });

  renderSlip();
  renderBets();
  renderBalance();
  void poll();
  void refreshBets();
  setInterval(() => void poll(), 2000);
  setInterval(() => void refreshBets(), 4000);
  setInterval(renderTick, 250);
}
