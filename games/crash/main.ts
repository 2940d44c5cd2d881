// Rocket Crash (issue 15): a bet starts a round on the server's clock; the page draws m(t) = e^(0.00006·t ms) from
// the round's elapsed time, and the player cashes out (act cashout) before the crash point, or the auto cash-out
// does it. The page never knows the crash point in advance: it asks the session again every few hundred ms (the
// server closes a round whose time is up) and shows the bust when the round comes back closed.
import type { HouseRound } from '../../schema/house-game.ts';
import { CRASH_RTP, type CrashParams, crashFloatsNeeded, crashMultiplierAt, crashOutcome, parseCrashParams } from '../../domain/games/crash.ts';
import type { Played, Session } from '../shell/api.ts';
import { $, esc, h, pct, times } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { CRASH_TEXTS } from './texts.ts';

interface Flight {
  round: HouseRound;
  /** performance.now() at the round's start on the server's clock. */
  t0: number;
  auto: number;
  ending: boolean;
}

function mount(shell: Shell) {
  const { t } = shell;
  shell.stage.append(
    h(`<div><div class="crash-recent" id="recent"></div><div class="crash-sky"><canvas id="sky"></canvas>
  <div class="crash-m" id="m"><div><b id="mx">1.00×</b><small id="msub"></small></div></div></div></div>`),
  );
  shell.controls.append(
    h(
      `<div><label for="auto">${esc(t('auto'))}</label><input id="auto" type="number" inputmode="decimal" step="0.01" min="1.01" max="1000" value="2.00"></div>`,
    ),
  );
  shell.actions.append(
    h(`<div><button type="button" id="go" class="primary">${esc(t('bet'))}</button>
  <button type="button" id="cash" class="primary cash" data-live="1" hidden>${esc(t('cashOut'))}</button></div>`),
  );
  const canvas = $<HTMLCanvasElement>('sky');
  const auto = $<HTMLInputElement>('auto');
  const go = $<HTMLButtonElement>('go');
  const cash = $<HTMLButtonElement>('cash');
  const pollMs = shell.demo ? 100 : 300;
  let flight: Flight | null = null;
  let recents: number[] = [];
  const drawRecent = (): void => {
    $('recent').innerHTML = recents
      .slice(0, 12)
      .map((x) => `<span class="${x >= 2 ? 'hi' : 'lo'}">${times(x)}</span>`)
      .join('');
  };

  const params = (): CrashParams | string => parseCrashParams({ autoCashout: Number(auto.value) });
  auto.onchange = () => shell.info();

  function draw(elapsed: number, m: number, colour: string): void {
    const ratio = window.devicePixelRatio || 1;
    const w = canvas.clientWidth;
    const ht = canvas.clientHeight;
    canvas.width = w * ratio;
    canvas.height = ht * ratio;
    const g = canvas.getContext('2d');
    if (g === null) {
      return;
    }
    g.scale(ratio, ratio);
    const tMax = Math.max(8000, elapsed * 1.15);
    const mMax = Math.max(2, m * 1.15);
    const x = (ms: number): number => 10 + ((w - 30) * ms) / tMax;
    const y = (v: number): number => ht - 14 - ((ht - 34) * (v - 1)) / (mMax - 1);
    g.strokeStyle = 'rgba(142,162,201,0.18)';
    for (let i = 1; i < 4; i += 1) {
      g.beginPath();
      g.moveTo(0, (ht * i) / 4);
      g.lineTo(w, (ht * i) / 4);
      g.stroke();
    }
    g.beginPath();
    g.moveTo(x(0), y(1));
    for (let ms = 0; ms <= elapsed; ms += Math.max(16, elapsed / 120)) {
      g.lineTo(x(ms), y(Math.min(m, Math.exp(0.00006 * ms))));
    }
    g.lineTo(x(elapsed), y(m));
    g.lineWidth = 4;
    g.strokeStyle = colour;
    g.stroke();
    g.lineTo(x(elapsed), y(1));
    g.closePath();
    g.fillStyle = 'rgba(139,92,246,0.16)';
    g.fill();
    g.beginPath();
    g.arc(x(elapsed), y(m), 7, 0, Math.PI * 2);
    g.fillStyle = colour;
    g.fill();
  }

  function show(text: string, sub: string, kind: '' | 'bust' | 'cashed'): void {
    $('mx').textContent = text;
    $('msub').textContent = sub;
    $('m').className = `crash-m ${kind}`;
  }

  function frame(): void {
    if (flight === null) {
      return;
    }
    const elapsed = performance.now() - flight.t0;
    const m = Math.min(crashMultiplierAt(elapsed), flight.auto);
    draw(elapsed, m, '#8b5cf6');
    show(times(m), '', '');
    requestAnimationFrame(frame);
  }

  function land(p: Played): void {
    const f = flight;
    flight = null;
    const o = p.round.outcome;
    const crashPoint = Number(o['crashPoint']);
    if (p.round.status === 'won') {
      show(times(p.round.multiplier), t('crashed', { x: times(crashPoint) }), 'cashed');
    } else {
      show(times(crashPoint), t('crashed', { x: times(crashPoint) }), 'bust');
      if (f !== null) {
        draw(performance.now() - f.t0, crashPoint, '#f87171');
      }
    }
    recents = [crashPoint, ...recents];
    drawRecent();
    go.hidden = false;
    cash.hidden = true;
    shell.busy(false);
    shell.settle(p);
  }

  /** The round is over when the session no longer has it open: its result is then in the history. */
  async function poll(): Promise<void> {
    const f = flight;
    if (f === null || f.ending) {
      return;
    }
    const s = await shell.refresh();
    if (flight !== f || f.ending) {
      return;
    }
    const done = s?.open_round?.id === f.round.id ? undefined : s?.history.find((r) => r.id === f.round.id);
    if (s && done) {
      land({ success: true, round: done, balance: s.balance, fair: s.fair });
    } else {
      setTimeout(() => void poll(), pollMs);
    }
  }

  function launch(round: HouseRound): void {
    const elapsed = Number(round.outcome['elapsed_ms'] ?? 0);
    flight = { round, t0: performance.now() - elapsed, auto: Number(round.params['autoCashout']), ending: false };
    go.hidden = true;
    cash.hidden = false;
    cash.disabled = false;
    shell.busy(true);
    requestAnimationFrame(frame);
    setTimeout(() => void poll(), pollMs);
  }

  go.onclick = async () => {
    const p = params();
    if (typeof p === 'string') {
      shell.say(t('autoRange'), 'bad');
      return;
    }
    if (shell.bet() === null) {
      return;
    }
    shell.busy(true);
    const played = await shell.play({ autoCashout: p.autoCashout });
    if (played === null) {
      shell.busy(false);
      return;
    }
    launch(played.round);
  };

  cash.onclick = async () => {
    const f = flight;
    if (f === null || f.ending) {
      return;
    }
    f.ending = true;
    cash.disabled = true;
    const p = await shell.act({ round_id: f.round.id, action: 'cashout' });
    if (p !== null && p.round.status !== 'open') {
      land(p);
      return;
    }
    // Refused (too early, or the round already ended on the server): keep flying until the session says more.
    f.ending = false;
    cash.disabled = false;
    setTimeout(() => void poll(), 0);
  };

  draw(0, 1, '#8b5cf6');
  return {
    resume: (round: HouseRound) => launch(round),
    describe: (o: Record<string, unknown>) => (o['crashPoint'] === undefined ? '' : t('crashed', { x: times(Number(o['crashPoint'])) })),
    rtp: () => {
      const p = params();
      return pct(CRASH_RTP(typeof p === 'string' ? { autoCashout: 2 } : p));
    },
    params: () => ({ autoCashout: Number(auto.value) || 2 }),
    onSession(s: Session) {
      recents = s.history.filter((r) => r.outcome['crashPoint'] !== undefined).map((r) => Number(r.outcome['crashPoint']));
      drawRecent();
    },
  };
}

startPage({
  id: 'crash',
  maths: gameMaths<CrashParams>({ parse: parseCrashParams, floatsNeeded: crashFloatsNeeded, outcome: crashOutcome, rtp: CRASH_RTP }),
  texts: CRASH_TEXTS,
  mount,
});
