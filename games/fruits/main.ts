// Fruit Fiesta (issue 15): a one-shot round is the paid spin plus every free spin its scatters won (the server
// plays them all at once from the committed seed). The page spins the reels to each spin's stops in turn, lights
// the winning lines, counts the free spins, then settles the round. Operator-granted free spins (real mode) are
// played with free: true while the session has some left.
import {
  FRUITS_CHERRY_PAYS,
  FRUITS_FREE_SPINS,
  FRUITS_LINES,
  FRUITS_PAYS,
  FRUITS_RTP,
  FRUITS_STRIPS,
  type FruitsParams,
  type FruitsSpin,
  fruitsFloatsNeeded,
  fruitsOutcome,
  parseFruitsParams,
} from '../../domain/games/fruits.ts';
import { $, esc, h, pct, sleep } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { SYMBOLS } from './symbols.ts';
import { FRUITS_TEXTS } from './texts.ts';

const line = (n: number): string => `×${(n / FRUITS_LINES.length).toFixed(2).replace(/\.?0+$/, '')}`;

function mount(shell: Shell) {
  const { t } = shell;
  const reels = FRUITS_STRIPS.map(
    (strip, r) =>
      `<div class="reel" id="reel${r}">${[0, 1, 2].map((row) => `<div class="cell">${SYMBOLS[strip[row] ?? 'cherry']}</div>`).join('')}</div>`,
  );
  shell.stage.append(h(`<div><div class="reels">${reels.join('')}</div><div class="feature" id="feature" aria-live="polite"></div></div>`));
  const pays = Object.entries(FRUITS_PAYS)
    .reverse()
    .map(
      ([s, n]) =>
        `<div>${SYMBOLS[s as keyof typeof SYMBOLS]}${SYMBOLS[s as keyof typeof SYMBOLS]}${SYMBOLS[s as keyof typeof SYMBOLS]} ${line(n)}</div>`,
    );
  pays.push(
    `<div>${SYMBOLS.cherry}${SYMBOLS.cherry} ${line(FRUITS_CHERRY_PAYS[2] ?? 0)}</div><div>${SYMBOLS.cherry} ${line(FRUITS_CHERRY_PAYS[1] ?? 0)}</div>`,
  );
  pays.push(`<div>${SYMBOLS.scatter}${SYMBOLS.scatter}${SYMBOLS.scatter} ${esc(t('free', { n: FRUITS_FREE_SPINS }))}</div>`);
  shell.controls.append(h(`<div><h2>${esc(t('paytable'))}</h2><div class="paytable">${pays.join('')}</div></div>`));
  shell.actions.append(
    h(
      `<div><button type="button" id="go" class="primary">${esc(t('spin'))}</button><button type="button" id="freego" class="ghost" hidden></button></div>`,
    ),
  );
  const cells = (r: number): HTMLElement[] => [...$(`reel${r}`).querySelectorAll<HTMLElement>('.cell')];

  async function roll(spin: FruitsSpin, fast: boolean): Promise<void> {
    const start = performance.now();
    const stopAt = (r: number): number => (fast ? 250 : 450) + r * (fast ? 150 : 260);
    let tick = 0;
    FRUITS_STRIPS.forEach((_, r) => {
      $(`reel${r}`).classList.add('rolling');
      for (const c of cells(r)) {
        c.classList.remove('win');
      }
    });
    while (performance.now() - start < stopAt(2)) {
      tick += 1;
      FRUITS_STRIPS.forEach((strip, r) => {
        if (performance.now() - start < stopAt(r)) {
          cells(r).forEach((c, row) => {
            c.innerHTML = SYMBOLS[strip[(tick + row + r * 7) % strip.length] ?? 'cherry'];
          });
        } else if ($(`reel${r}`).classList.contains('rolling')) {
          $(`reel${r}`).classList.remove('rolling');
          cells(r).forEach((c, row) => {
            c.innerHTML = SYMBOLS[spin.window[r]?.[row] ?? 'cherry'];
          });
        }
      });
      await sleep(60);
    }
    FRUITS_STRIPS.forEach((_, r) => {
      $(`reel${r}`).classList.remove('rolling');
      cells(r).forEach((c, row) => {
        c.innerHTML = SYMBOLS[spin.window[r]?.[row] ?? 'cherry'];
      });
    });
    const lit = (r: number, row: number): void => {
      cells(r)[row]?.classList.add('win');
    };
    for (const win of spin.lineWins) {
      (FRUITS_LINES[win.line] ?? []).slice(0, win.count).forEach((row, r) => {
        lit(r, row);
      });
    }
    spin.window.forEach((rows, r) => {
      rows.forEach((s, row) => {
        if (s === 'scatter' && spin.freeSpinsWon > 0) {
          lit(r, row);
        }
      });
    });
    await sleep(spin.lineWins.length > 0 || spin.freeSpinsWon > 0 ? 700 : 250);
  }

  function grants(): void {
    const free = shell.freeSpins();
    const button = $<HTMLButtonElement>('freego');
    button.hidden = free === null;
    button.textContent = free === null ? '' : `${t('playFree')} (${free.remaining})`;
  }

  async function play(isFree: boolean): Promise<void> {
    if (!isFree && shell.bet() === null) {
      return;
    }
    shell.busy(true);
    $('feature').textContent = '';
    const p = await shell.play({}, isFree);
    if (p !== null) {
      const spins = (p.round.outcome['spins'] as FruitsSpin[] | undefined) ?? [];
      for (const [i, spin] of spins.entries()) {
        if (i > 0) {
          $('feature').textContent = t('feature', { k: i, n: spins.length - 1 });
        }
        await roll(spin, i > 0);
      }
      shell.settle(p);
    }
    shell.busy(false);
    grants();
  }
  $('go').onclick = () => void play(false);
  $('freego').onclick = () => void play(true);
  return {
    describe: (o: Record<string, unknown>) =>
      Array.isArray(o['spins']) ? t('spins', { n: (o['spins'] as unknown[]).length, f: Number(o['freeSpinsAwarded'] ?? 0) }) : '',
    rtp: () => pct(FRUITS_RTP()),
    params: () => ({}),
    onSession: grants,
  };
}

startPage({
  id: 'fruits',
  maths: gameMaths<FruitsParams>({ parse: parseFruitsParams, floatsNeeded: fruitsFloatsNeeded, outcome: fruitsOutcome, rtp: FRUITS_RTP }),
  texts: FRUITS_TEXTS,
  mount,
});
