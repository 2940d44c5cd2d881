// The frame every house game page shares (issue 15): reads the launch fragment and removes it from the address,
// talks to the house game server (real) or the local demo engine through one interface, shows the balance, the
// bet field (min/max from the session, ½ and 2×), refusals by code in the page's language, recent rounds, the
// provably-fair panel and the rules with the stated RTP. The game module draws its stage and controls and calls
// play/act; when its animation is over it calls settle, which tells the parent frame (birrbet:round) and marks
// <body data-round-status> for tests.
import '@fontsource/noto-sans-ethiopic/ethiopic-400.css';
import '@fontsource/noto-sans-ethiopic/ethiopic-700.css';
import './style.css';
import type { HouseRound } from '../../schema/house-game.ts';
import { type ActInput, type Answer, type HouseApi, type Played, realApi, type Session } from './api.ts';
import { demoApi } from './demo.ts';
import { $, esc, money } from './dom.ts';
import { type GameMaths, randomHex } from './fair.ts';
import { mountFair } from './fair-panel.ts';
import { type Lang, parseLaunch } from './fragment.ts';
import { type Dict, refusalKey, translator } from './texts.ts';

export type T = (key: string, values?: Record<string, string | number>) => string;

export interface Shell {
  t: T;
  lang: Lang;
  demo: boolean;
  stage: HTMLElement;
  controls: HTMLElement;
  actions: HTMLElement;
  /** The bet field's amount when it is within the limits, else null (and the refusal is shown). */
  bet(): number | null;
  play(params: Record<string, unknown>, free?: boolean): Promise<Played | null>;
  act(input: ActInput): Promise<Played | null>;
  /** The session again (a crash round's end is learnt this way); null on failure. */
  refresh(): Promise<Session | null>;
  /** A round is over and shown: balance, result, history, the parent frame and <body data-round-status>. */
  settle(played: Played): void;
  say(text: string, kind?: 'good' | 'bad' | ''): void;
  busy(on: boolean): void;
  /** Free spins granted by the operator (real mode), or null. */
  freeSpins(): Session['free_spins'];
  /** Re-reads the game's RTP line (after its settings change). */
  info(): void;
}

export interface GameView {
  /** A round still open from an earlier visit (mines, crash). */
  resume?(round: HouseRound): void;
  /** One line about an outcome, for recent rounds and the verify view. */
  describe(outcome: Record<string, unknown>): string;
  /** The stated RTP of the current settings, already formatted. */
  rtp(): string;
  /** The settings the verify view starts with. */
  params(): Record<string, unknown>;
  onSession?(session: Session): void;
}

export interface GameDef {
  id: string;
  maths: GameMaths;
  texts: Partial<Record<Lang, Dict>>;
  mount(shell: Shell): GameView;
}

export function startPage(def: GameDef): void {
  const launch = parseLaunch(location.hash);
  history.replaceState(null, '', location.pathname + location.search);
  const { lang } = launch;
  document.documentElement.lang = lang === 'or' ? 'om' : lang;
  const t = translator(lang, def.texts);
  document.title = t('title');
  document.body.dataset['roundStatus'] = 'idle';
  // In the lobby's player frame the lobby's close button sits over the top right corner.
  document.body.classList.toggle('framed', window.parent !== window);
  const demo = launch.mode === 'demo';
  const api: HouseApi | null =
    launch.mode === 'real'
      ? realApi(launch.token)
      : demo
        ? demoApi({ game: def.id, maths: def.maths, storage: sessionStorage, now: () => Date.now(), randomHex })
        : null;
  document.body.innerHTML = `<div id="app">
  <header><h1>${esc(t('title'))}</h1><div class="bal">${demo ? `<span class="demo">${esc(t('demo'))}</span>` : ''}${esc(t('balance'))}: <b id="bal">–</b> ETB</div></header>
  <div id="status" role="status" aria-live="polite"></div>
  <div class="layout"><div class="main"><section id="stage" class="card stage"></section>
  <details id="info" class="card"><summary>${esc(t('info'))}</summary><p>${esc(t('rules'))}</p><p>${esc(t('rtp'))}: <b id="rtp"></b></p></details>
  <details id="fair" class="card"><summary>${esc(t('fair'))}</summary></details></div>
  <aside><section id="panel" class="card"><div id="gctl"></div>
  <label class="betlbl" for="bet">${esc(t('betAmount'))}</label>
  <div class="betrow"><input id="bet" type="number" inputmode="decimal" step="0.01" value="10"><button type="button" id="half" aria-label="½">½</button><button type="button" id="dbl" aria-label="2×">2×</button></div>
  <div id="actions"></div></section>
  <section id="histc" class="card"><h2>${esc(t('history'))}</h2><ul id="hist" class="hist"></ul></section></aside></div></div>`;
  const betInput = $<HTMLInputElement>('bet');
  let limits = { min: 1, max: 5000 };
  let balance = 0;
  let free: Session['free_spins'] = null;
  let rounds: HouseRound[] = [];
  const showBalance = (n: number): void => {
    balance = n;
    $('bal').textContent = money(n);
  };
  const say: Shell['say'] = (text, kind = '') => {
    const el = $('status');
    el.textContent = text;
    el.className = kind;
  };
  const refusal = (a: Answer<unknown>): null => {
    if (!a.ok) {
      say(t(refusalKey(a.code), { min: money(limits.min), max: money(limits.max) }), 'bad');
    }
    return null;
  };
  const clampBet = (n: number): number => Math.min(limits.max, Math.max(limits.min, Math.round(n * 100) / 100));
  $('half').onclick = () => {
    betInput.value = clampBet(Number(betInput.value) / 2).toFixed(2);
  };
  $('dbl').onclick = () => {
    betInput.value = clampBet(Math.min(Number(betInput.value) * 2, balance || limits.max)).toFixed(2);
  };

  let view: GameView | undefined;
  const fair = mountFair($('fair'), {
    t,
    api,
    maths: def.maths,
    describe: (o) => view?.describe(o) ?? '',
    params: () => view?.params() ?? {},
    rounds: () => rounds,
    say,
    refusal,
  });
  function drawHistory(): void {
    $('hist').innerHTML =
      rounds.length === 0
        ? `<li class="muted">${esc(t('none'))}</li>`
        : rounds
            .slice(0, 12)
            .map(
              (r) => `<li><span>#${r.nonce} · ${money(r.bet)}<br><small class="muted">${esc(view?.describe(r.outcome) ?? '')}</small></span>
  <span class="right"><b class="${r.status}">${r.multiplier.toFixed(2)}×</b><br><button type="button" class="link" data-verify="${esc(r.id)}">${esc(t('verify'))}</button></span></li>`,
            )
            .join('');
  }
  $('hist').addEventListener('click', (e) => {
    const id = (e.target as HTMLElement).dataset['verify'];
    const round = rounds.find((r) => r.id === id);
    if (round) {
      fair.prefill(round);
    }
  });

  const shell: Shell = {
    t,
    lang,
    demo,
    stage: $('stage'),
    controls: $('gctl'),
    actions: $('actions'),
    bet() {
      const n = Number(betInput.value);
      if (!Number.isFinite(n) || n < limits.min || n > limits.max || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
        return refusal({ ok: false, code: 'BET_OUT_OF_RANGE' });
      }
      return n;
    },
    async play(params, isFree = false) {
      if (api === null) {
        return null;
      }
      say('');
      // No round before the player's client seed is set (a first pair takes the panel's, issue 28).
      if (!(await fair.ensureClientSeed())) {
        return null;
      }
      const a = await api.play({ bet: isFree ? (free?.bet ?? 0) : Number(betInput.value), params, free: isFree });
      if (!a.ok) {
        return refusal(a);
      }
      // The stake is gone now; a win shows when the game has played its animation (settle).
      showBalance(a.value.balance - a.value.round.payout);
      fair.update(a.value.fair);
      if (isFree && free !== null) {
        free = free.remaining > 1 ? { ...free, remaining: free.remaining - 1 } : null;
      }
      document.body.dataset['roundStatus'] = 'open';
      return a.value;
    },
    async act(input) {
      const a = api === null ? null : await api.act(input);
      return a === null ? null : a.ok ? a.value : refusal(a);
    },
    async refresh() {
      const a = api === null ? null : await api.session();
      if (a === null || !a.ok) {
        return a === null ? null : refusal(a);
      }
      const s = a.value;
      limits = { min: s.min_bet, max: s.max_bet };
      betInput.min = String(s.min_bet);
      betInput.max = String(s.max_bet);
      free = s.free_spins;
      rounds = s.history;
      showBalance(s.balance);
      fair.update(s.fair);
      drawHistory();
      view?.onSession?.(s);
      return s;
    },
    settle(p) {
      showBalance(p.balance);
      fair.update(p.fair);
      const r = p.round;
      rounds = [r, ...rounds.filter((x) => x.id !== r.id)];
      drawHistory();
      say(r.payout > 0 ? t('won', { a: money(r.payout) }) : t('lost'), r.payout > 0 ? 'good' : '');
      document.body.dataset['roundStatus'] = r.status;
      if (window.parent !== window) {
        const message = {
          type: 'birrbet:round',
          game: def.id,
          demo,
          round_id: r.id,
          status: r.status,
          bet: r.bet,
          payout: r.payout,
          multiplier: r.multiplier,
          balance: p.balance,
        };
        window.parent.postMessage(message, location.origin);
      }
    },
    say,
    busy(on) {
      for (const el of document.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(
        'aside button, aside input, aside select',
      )) {
        if (!el.dataset['live']) {
          el.disabled = on;
        }
      }
    },
    freeSpins: () => free,
    info() {
      $('rtp').textContent = view?.rtp() ?? '';
    },
  };
  const mounted = def.mount(shell);
  view = mounted;
  shell.info();
  if (api === null) {
    say(t('e.NO_LAUNCH'), 'bad');
    shell.busy(true);
    return;
  }
  say(t('loading'));
  void shell.refresh().then((s) => {
    if (s === null) {
      shell.busy(true);
      return;
    }
    say('');
    if (s.open_round !== null) {
      mounted.resume?.(s.open_round);
    }
  });
}
