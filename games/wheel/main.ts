// Lucky Wheel (issue 15): one-shot rounds. The server's answer names the segment; the page turns the wheel several
// times and stops it with that segment under the pointer (segment 0 starts at the top, clockwise), then settles.
import {
  parseWheelParams,
  WHEEL_RTP,
  WHEEL_TABLES,
  type WheelParams,
  type WheelRisk,
  type WheelSegments,
  wheelFloatsNeeded,
  wheelOutcome,
} from '../../domain/games/wheel.ts';
import { $, chips, chipsHtml, esc, h, multColour, pct, sleep, times } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { WHEEL_TEXTS } from './texts.ts';

function mount(shell: Shell) {
  const { t } = shell;
  shell.stage.append(
    h(
      '<div><div class="wheel"><canvas id="wheel" width="680" height="680"></canvas><div class="pointer"></div><div class="hub" id="hub">–</div></div><div class="legend" id="legend"></div></div>',
    ),
  );
  shell.controls.append(
    h(`<div>${chipsHtml(
      'risk',
      t('risk'),
      (['low', 'medium', 'high'] as const).map((r) => [r, t(r)]),
      'medium',
    )}
  ${chipsHtml(
    'segs',
    t('segments'),
    ['10', '20', '30', '40', '50'].map((n) => [n, n]),
    '20',
  )}</div>`),
  );
  shell.actions.append(h(`<div><button type="button" id="go" class="primary">${esc(t('bet'))}</button></div>`));
  const canvas = $<HTMLCanvasElement>('wheel');
  let turned = 0;
  const settings = (): WheelParams => ({ risk: risk() as WheelRisk, segments: Number(segs()) as WheelSegments });
  const changed = (): void => {
    shell.info();
    draw();
  };
  const risk = chips('risk', changed);
  const segs = chips('segs', changed);

  function draw(): void {
    const table = WHEEL_TABLES[settings().risk][settings().segments];
    const g = canvas.getContext('2d');
    if (g === null) {
      return;
    }
    const r = canvas.width / 2;
    const a = (Math.PI * 2) / table.length;
    g.clearRect(0, 0, canvas.width, canvas.height);
    table.forEach((m, i) => {
      // Segment i spans clockwise from the top: canvas angles start at 3 o'clock, hence the −90°.
      const from = -Math.PI / 2 + i * a;
      g.beginPath();
      g.moveTo(r, r);
      g.arc(r, r, r - 4, from, from + a);
      g.closePath();
      g.fillStyle = m === 0 ? (i % 2 ? '#1d2b4d' : '#24365e') : multColour(m);
      g.fill();
      g.strokeStyle = '#0a1224';
      g.lineWidth = 3;
      g.stroke();
    });
    const seen = new Map<number, number>();
    for (const m of table) {
      seen.set(m, (seen.get(m) ?? 0) + 1);
    }
    $('legend').innerHTML = [...seen.entries()]
      .sort(([x], [y]) => x - y)
      .map(([m, n]) => `<span data-bg="${multColour(m)}">${times(m)} · ${n}/${table.length}</span>`)
      .join('');
    for (const el of document.querySelectorAll<HTMLElement>('#legend [data-bg]')) {
      el.style.background = el.dataset['bg'] ?? '';
    }
  }

  async function spin(segment: number, count: number): Promise<void> {
    const a = 360 / count;
    // The segment's centre must end at the top: rotation ≡ −(segment + ½)·a (mod 360), after 5 whole turns.
    const want = (((-(segment + 0.5) * a) % 360) + 360) % 360;
    turned += 5 * 360 + ((want - (turned % 360) + 360) % 360);
    canvas.classList.add('spin');
    canvas.style.transform = `rotate(${turned}deg)`;
    await sleep(3300);
  }

  $<HTMLButtonElement>('go').onclick = async () => {
    if (shell.bet() === null) {
      return;
    }
    shell.busy(true);
    $('hub').textContent = '…';
    const p = await shell.play({ ...settings() });
    if (p !== null) {
      await spin(Number(p.round.outcome['segment']), Number(p.round.params['segments']));
      $('hub').textContent = times(p.round.multiplier);
      shell.settle(p);
    } else {
      $('hub').textContent = '–';
    }
    shell.busy(false);
  };
  draw();
  return {
    describe: (o: Record<string, unknown>) => (o['segment'] === undefined ? '' : t('segment', { k: Number(o['segment']) })),
    rtp: () => pct(WHEEL_RTP(settings())),
    params: () => ({ ...settings() }),
  };
}

startPage({
  id: 'wheel',
  maths: gameMaths<WheelParams>({ parse: parseWheelParams, floatsNeeded: wheelFloatsNeeded, outcome: wheelOutcome, rtp: WHEEL_RTP }),
  texts: WHEEL_TEXTS,
  mount,
});
