// Mines (issue 15): a bet opens a round with 1–24 mines hidden on a 5×5 board (placed by the server from the
// committed seed); each tile is one act reveal, the server answers safe (round still open, with the next
// multiplier) or mine (round lost, board shown); cash out pays the current multiplier. The board is only known to
// the page once the round is over.
import type { HouseRound } from '../../schema/house-game.ts';
import {
  MINES_RTP,
  MINES_TILES,
  type MinesParams,
  minesFloatsNeeded,
  minesMultiplier,
  minesOutcome,
  minesRtp,
  parseMinesParams,
} from '../../domain/games/mines.ts';
import type { Played } from '../shell/api.ts';
import { $, esc, h, pct, times } from '../shell/dom.ts';
import { gameMaths } from '../shell/fair.ts';
import { type Shell, startPage } from '../shell/page.ts';
import './style.css';
import { MINES_TEXTS } from './texts.ts';

function mount(shell: Shell) {
  const { t } = shell;
  const tiles = Array.from(
    { length: MINES_TILES },
    (_, i) => `<button type="button" class="tile" data-tile="${i}" aria-label="${i + 1}" disabled></button>`,
  );
  shell.stage.append(
    h(
      `<div><div class="mines-board" id="board">${tiles.join('')}</div><div class="mines-info"><span id="now"></span><span id="next"></span></div></div>`,
    ),
  );
  const options = Array.from({ length: 24 }, (_, i) => `<option value="${i + 1}"${i === 2 ? ' selected' : ''}>${i + 1}</option>`).join('');
  shell.controls.append(h(`<div><label for="count">${esc(t('mines'))}</label><select id="count">${options}</select></div>`));
  shell.actions.append(
    h(`<div><button type="button" id="go" class="primary">${esc(t('bet'))}</button>
  <button type="button" id="cash" class="primary cash" data-live="1" hidden>${esc(t('cashOut'))}</button></div>`),
  );
  const count = $<HTMLSelectElement>('count');
  const go = $<HTMLButtonElement>('go');
  const cash = $<HTMLButtonElement>('cash');
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.tile')];
  let round: HouseRound | null = null;
  let picks: number[] = [];
  let acting = false;

  const mines = (): number => Number(round?.params['mines'] ?? count.value);
  function odds(): void {
    const m = mines();
    $('now').textContent = picks.length > 0 && round ? t('now', { x: times(minesMultiplier(m, picks.length)) }) : '';
    // After a round the board stays shown; the next multiplier is for a round in play or the one to come.
    const coming = round !== null || picks.length === 0;
    $('next').textContent = coming && picks.length < MINES_TILES - m ? t('next', { x: times(minesMultiplier(m, picks.length + 1)) }) : '';
  }
  function paint(board: number[] = [], hit: number | null = null): void {
    buttons.forEach((b, i) => {
      const safe = picks.includes(i) && i !== hit;
      b.className = `tile${safe ? ' safe' : ''}${board.includes(i) ? ' mine' : board.length > 0 && !safe ? ' gem' : ''}${i === hit ? ' hit' : ''}`;
      b.disabled = round === null || picks.includes(i);
    });
    cash.hidden = round === null;
    cash.disabled = picks.length === 0;
    go.hidden = round !== null;
    odds();
  }
  function start(r: HouseRound): void {
    round = r;
    picks = (r.outcome['picks'] as number[] | undefined) ?? [];
    shell.busy(true);
    count.value = String(r.params['mines']);
    paint();
  }
  function end(p: Played): void {
    const o = p.round.outcome;
    picks = (o['picks'] as number[] | undefined) ?? picks;
    round = null;
    paint((o['mines'] as number[] | undefined) ?? [], (o['hit'] as number | null | undefined) ?? null);
    shell.busy(false);
    shell.settle(p);
  }
  async function move(tile?: number): Promise<void> {
    if (round === null || acting) {
      return;
    }
    acting = true;
    const p = await shell.act(tile === undefined ? { round_id: round.id, action: 'cashout' } : { round_id: round.id, action: 'reveal', tile });
    acting = false;
    if (p === null) {
      return;
    }
    if (p.round.status === 'open') {
      start(p.round);
    } else {
      end(p);
    }
  }

  $('board').addEventListener('click', (e) => {
    const tile = (e.target as HTMLElement).dataset['tile'];
    if (tile !== undefined) {
      void move(Number(tile));
    }
  });
  cash.onclick = () => void move();
  count.onchange = () => {
    picks = [];
    paint();
    shell.info();
    odds();
  };
  go.onclick = async () => {
    if (shell.bet() === null) {
      return;
    }
    shell.busy(true);
    const p = await shell.play({ mines: Number(count.value) });
    if (p === null) {
      shell.busy(false);
      return;
    }
    start(p.round);
  };
  paint();
  return {
    resume: start,
    describe: (o: Record<string, unknown>) => (Array.isArray(o['mines']) ? t('minesAt', { tiles: (o['mines'] as number[]).join(' ') }) : ''),
    rtp: () => {
      const m = Number(count.value);
      return `≤ 97.00 % (${pct(minesRtp(m, 1))} … ${pct(minesRtp(m, MINES_TILES - m))})`;
    },
    params: () => ({ mines: Number(count.value), picks: [] }),
  };
}

startPage({
  id: 'mines',
  maths: gameMaths<MinesParams>({ parse: parseMinesParams, floatsNeeded: minesFloatsNeeded, outcome: minesOutcome, rtp: MINES_RTP }),
  texts: MINES_TEXTS,
  mount,
});
