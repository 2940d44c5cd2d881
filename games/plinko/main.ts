// Plinko (issue 15): one-shot rounds. The server's answer carries the ball's path (1 = right at that row) and the
// slot; the page animates exactly that path peg by peg — no physics — and lights the slot, then settles.
import {
  PLINKO_RTP,
  PLINKO_TABLES,
  type PlinkoParams,
  type PlinkoRisk,
  type PlinkoRows,
  parsePlinkoParams,
  plinkoFloatsNeeded,
  plinkoOutcome,
} from '../../domain/games/plinko.ts';
import { $, chips, chipsHtml, esc, h, multColour, pct, sleep } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { PLINKO_TEXTS } from './texts.ts';

const STEP_MS = 120;

function mount(shell: Shell) {
  const { t } = shell;
  shell.stage.append(h('<div class="plinko"><canvas id="pegs"></canvas></div>'));
  shell.controls.append(
    h(`<div>${chipsHtml(
      'rows',
      t('rows'),
      [
        ['8', '8'],
        ['12', '12'],
        ['16', '16'],
      ],
      '12',
    )}
  ${chipsHtml(
    'risk',
    t('risk'),
    (['low', 'medium', 'high'] as const).map((r) => [r, t(r)]),
    'medium',
  )}</div>`),
  );
  shell.actions.append(h(`<div><button type="button" id="go" class="primary">${esc(t('bet'))}</button></div>`));
  const canvas = $<HTMLCanvasElement>('pegs');
  const settings = (): PlinkoParams => ({ rows: Number(rows()) as PlinkoRows, risk: risk() as PlinkoRisk });
  const changed = (): void => {
    shell.info();
    draw(null, -1);
  };
  const rows = chips('rows', changed);
  const risk = chips('risk', changed);

  /** Draws the board; `ball` in board units (x: slots from the centre, y: rows), `lit` the slot to light. */
  function draw(ball: { x: number; y: number } | null, lit: number): void {
    const { rows: n, risk: r } = settings();
    const table = PLINKO_TABLES[r][n];
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
    const s = Math.min(w / (n + 2), (ht - 40) / (n + 1));
    const top = 14;
    const cx = w / 2;
    const px = (x: number): number => cx + x * s;
    const py = (y: number): number => top + y * s;
    g.fillStyle = '#c7d2fe';
    for (let i = 0; i < n; i += 1) {
      for (let j = 0; j < i + 3; j += 1) {
        g.beginPath();
        g.arc(px(j - (i + 2) / 2), py(i), Math.max(2, s * 0.09), 0, Math.PI * 2);
        g.fill();
      }
    }
    const slotY = py(n - 0.35);
    g.font = `700 ${Math.max(8, Math.min(13, s * 0.36))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    table.forEach((m, k) => {
      const x = px(k - n / 2);
      g.globalAlpha = lit === -1 || lit === k ? 1 : 0.55;
      g.fillStyle = multColour(m);
      g.beginPath();
      g.roundRect(x - s * 0.46, slotY, s * 0.92, s * 0.8, 4);
      g.fill();
      g.fillStyle = '#fff';
      g.fillText(m >= 100 ? String(m) : `${m}`, x, slotY + s * 0.4);
    });
    g.globalAlpha = 1;
    if (ball !== null) {
      g.fillStyle = '#f472b6';
      g.beginPath();
      g.arc(px(ball.x), py(ball.y), Math.max(4, s * 0.22), 0, Math.PI * 2);
      g.fill();
    }
  }

  /** The ball along the server's path: after row i with k rights it sits at x = k − (i + 1)/2, between pegs. */
  async function drop(path: number[]): Promise<void> {
    let k = 0;
    for (let i = 0; i <= path.length; i += 1) {
      const from = { x: k - i / 2, y: i - 1 };
      const right = i < path.length ? (path[i] ?? 0) : 0;
      const to = i < path.length ? { x: k + right - (i + 1) / 2, y: i } : { x: from.x, y: path.length - 0.2 };
      const start = performance.now();
      for (;;) {
        const f = Math.min(1, (performance.now() - start) / STEP_MS);
        // A small hop over each peg: the ball rises a little, then falls to the next row.
        draw({ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f - Math.sin(Math.PI * f) * 0.25 }, -1);
        if (f === 1) {
          break;
        }
        await new Promise(requestAnimationFrame);
      }
      k += right;
    }
  }

  $<HTMLButtonElement>('go').onclick = async () => {
    if (shell.bet() === null) {
      return;
    }
    shell.busy(true);
    const p = await shell.play({ ...settings() });
    if (p !== null) {
      const path = (p.round.outcome['path'] as number[] | undefined) ?? [];
      await drop(path);
      draw(null, Number(p.round.outcome['slot']));
      await sleep(150);
      shell.settle(p);
    }
    shell.busy(false);
  };
  requestAnimationFrame(() => draw(null, -1));
  window.addEventListener('resize', () => draw(null, -1));
  return {
    describe: (o: Record<string, unknown>) => (o['slot'] === undefined ? '' : t('slot', { k: Number(o['slot']) })),
    rtp: () => pct(PLINKO_RTP(settings())),
    params: () => ({ ...settings() }),
  };
}

startPage({
  id: 'plinko',
  maths: gameMaths<PlinkoParams>({ parse: parsePlinkoParams, floatsNeeded: plinkoFloatsNeeded, outcome: plinkoOutcome, rtp: PLINKO_RTP }),
  texts: PLINKO_TEXTS,
  mount,
});
