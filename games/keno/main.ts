// Keno 40 (issue 15): the player picks 1–10 numbers; a one-shot round draws 10 of 40 (from the committed seed) and
// pays the pick count's paytable by hits. The page shows the server's draw one number at a time, then settles.
import {
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  KENO_RTP,
  type KenoParams,
  kenoFloatsNeeded,
  kenoOutcome,
  parseKenoParams,
} from '../../domain/games/keno.ts';
import { $, esc, h, pct, randomInt, sleep } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { KENO_TEXTS } from './texts.ts';

function mount(shell: Shell) {
  const { t } = shell;
  const nums = Array.from(
    { length: KENO_NUMBERS },
    (_, i) => `<button type="button" class="num" data-n="${i + 1}" aria-pressed="false">${i + 1}</button>`,
  );
  shell.stage.append(h(`<div><div class="keno-board" id="board">${nums.join('')}</div><div class="keno-count" id="count"></div></div>`));
  shell.controls.append(
    h(`<div><div class="keno-row"><button type="button" id="quick" class="chip">${esc(t('quick'))}</button><button type="button" id="clear" class="chip">${esc(t('clear'))}</button></div>
  <table class="table" id="pay"></table></div>`),
  );
  shell.actions.append(h(`<div><button type="button" id="go" class="primary">${esc(t('bet'))}</button></div>`));
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.num')];
  let picks: number[] = [3, 7, 12, 21, 33];
  let drawing = false;

  function paint(drawn: number[] = []): void {
    buttons.forEach((b, i) => {
      const n = i + 1;
      const picked = picks.includes(n);
      b.className = `num${picked ? ' pick' : ''}${drawn.includes(n) ? (picked ? ' hit' : ' drawn') : ''}`;
      b.setAttribute('aria-pressed', String(picked));
    });
    $('count').textContent = t('picked', { n: picks.length });
    const table = KENO_PAYTABLE[picks.length] ?? [];
    $('pay').innerHTML = `<tr><th>${esc(t('hits'))}</th><th>${esc(t('pays'))}</th></tr>${table
      .map((m, hits) => (m > 0 ? `<tr><td>${hits}</td><td>${m}×</td></tr>` : ''))
      .join('')}`;
    shell.info();
  }
  $('board').addEventListener('click', (e) => {
    const n = Number((e.target as HTMLElement).dataset['n']);
    if (!n || drawing) {
      return;
    }
    if (picks.includes(n)) {
      picks = picks.filter((x) => x !== n);
    } else if (picks.length < KENO_MAX_PICKS) {
      picks = [...picks, n];
    }
    paint();
  });
  $('quick').onclick = () => {
    const count = picks.length || 5;
    const chosen = new Set<number>();
    while (chosen.size < count) {
      chosen.add(randomInt(KENO_NUMBERS) + 1);
    }
    picks = [...chosen];
    paint();
  };
  $('clear').onclick = () => {
    picks = [];
    paint();
  };
  $<HTMLButtonElement>('go').onclick = async () => {
    if (picks.length === 0) {
      shell.say(t('pickSome'), 'bad');
      return;
    }
    if (shell.bet() === null) {
      return;
    }
    shell.busy(true);
    drawing = true;
    const p = await shell.play({ picks: [...picks] });
    if (p !== null) {
      const drawn = (p.round.outcome['drawn'] as number[] | undefined) ?? [];
      paint();
      for (let i = 1; i <= drawn.length; i += 1) {
        await sleep(160);
        paint(drawn.slice(0, i));
      }
      shell.settle(p);
    }
    drawing = false;
    shell.busy(false);
  };
  paint();
  return {
    describe: (o: Record<string, unknown>) => (Array.isArray(o['drawn']) ? t('drawn', { n: (o['drawn'] as number[]).join(' ') }) : ''),
    rtp: () => (picks.length === 0 ? '≈ 96 %' : pct(KENO_RTP({ picks }))),
    params: () => ({ picks: [...picks] }),
    onSession() {
      paint();
    },
  };
}

startPage({
  id: 'keno',
  maths: gameMaths<KenoParams>({ parse: parseKenoParams, floatsNeeded: kenoFloatsNeeded, outcome: kenoOutcome, rtp: KENO_RTP }),
  texts: KENO_TEXTS,
  mount,
});
