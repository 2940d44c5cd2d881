// @vitest-environment jsdom
// The 'Provably fair' panel of the house game pages in a live DOM (issue 28, item 7): before the player chooses a
// client seed it shows the server seed's hash and the committed next seed's hash; a first pair's client seed is
// the field's (pre-filled from the browser's random source) and is sent before the first round; a rotation's
// revealed seed is checked against the commitment the panel showed before that choice, and its rounds replayed.
import { describe, expect, it } from 'vitest';
import { floatsNeededFor, type HouseGameId, outcomeFromFloats, parseHouseParams, statedRtp } from '../../domain/games/index.ts';
import type { HouseApi, Rotated } from '../../games/shell/api.ts';
import { type GameMaths, sha256Hex } from '../../games/shell/fair.ts';
import { mountFair } from '../../games/shell/fair-panel.ts';
import { translator } from '../../games/shell/texts.ts';
import { minesMultiplier } from '../../domain/games/mines.ts';
import { drawOutcome } from '../../server/modules/games/house/rounds.ts';
import type { FairState, HouseRound } from '../../schema/house-game.ts';

const maths = (game: HouseGameId): GameMaths => ({
  parse: (raw) => parseHouseParams(game, raw),
  floatsNeeded: (params) => floatsNeededFor(game, params),
  outcome: (floats, params) => outcomeFromFloats(game, params, floats) as { multiplier: number },
  rtp: (params) => Number(statedRtp(game, params)),
});

const S0 = 'a'.repeat(64);
const S1 = 'b'.repeat(64);
const S2 = 'c'.repeat(64);
const SWAPPED = 'd'.repeat(64);
const PARAMS = { risk: 'low', segments: 10 };

/** A server in miniature: S0 in use, S1 committed next, S2 after it; `swap` activates another seed than the committed one. */
function fakeServer(swap = false) {
  const sent: (string | undefined)[] = [];
  let active = S0;
  let next = S1;
  let fair: FairState = { server_seed_hash: sha256Hex(S0), client_seed: null, nonce: 0, next_server_seed_hash: sha256Hex(S1) };
  const api = {
    seed: async (clientSeed?: string) => {
      sent.push(clientSeed);
      if (fair.client_seed === null) {
        fair = { ...fair, client_seed: clientSeed ?? null };
        return { ok: true as const, value: { success: true as const, revealed: null, fair } };
      }
      const revealed: Rotated['revealed'] = {
        server_seed: active,
        server_seed_hash: sha256Hex(active),
        client_seed: fair.client_seed,
        last_nonce: 0,
      };
      active = swap ? SWAPPED : next;
      next = S2;
      fair = { server_seed_hash: sha256Hex(active), client_seed: clientSeed ?? fair.client_seed, nonce: 0, next_server_seed_hash: sha256Hex(next) };
      return { ok: true as const, value: { success: true as const, revealed, fair } };
    },
  } as unknown as HouseApi;
  return { api, sent, fair: () => fair };
}

function mount(server: ReturnType<typeof fakeServer>, rounds: HouseRound[] = [], game: HouseGameId = 'wheel') {
  document.body.innerHTML = '<details id="fair"></details>';
  return mountFair(document.getElementById('fair') as HTMLElement, {
    t: translator('en', {}),
    api: server.api,
    maths: maths(game),
    describe: () => '',
    params: () => PARAMS,
    rounds: () => rounds,
    say: () => undefined,
    refusal: () => null,
  });
}

const text = (id: string): string => document.getElementById(id)?.textContent ?? '';
const field = (): HTMLInputElement => document.getElementById('fclient') as HTMLInputElement;

describe('the provably fair panel', () => {
  it("shows both commitments before the player's choice, and sends the field's client seed before the first round", async () => {
    const server = fakeServer();
    const panel = mount(server);
    panel.update(server.fair());
    expect(text('fhash')).toBe(sha256Hex(S0));
    expect(text('fnext')).toBe(sha256Hex(S1));
    expect(text('frotate')).toBe('Use this client seed');
    expect(field().value).toMatch(/^[0-9a-f]{16}$/);
    field().value = 'my-choice';
    expect(await panel.ensureClientSeed()).toBe(true);
    expect(server.sent).toEqual(['my-choice']);
    expect(text('frotate')).toBe('New seed (reveal this one)');
    // Once chosen, a round needs nothing more.
    expect(await panel.ensureClientSeed()).toBe(true);
    expect(server.sent).toEqual(['my-choice']);
  });

  it('checks a revealed seed against the commitment shown before the choice and replays its rounds', async () => {
    const server = fakeServer();
    const outcome = drawOutcome('wheel', PARAMS, S0, 'my-choice', 0) as unknown as Record<string, unknown>;
    const round = {
      server_seed_hash: sha256Hex(S0),
      client_seed: 'my-choice',
      nonce: 0,
      status: 'won',
      params: PARAMS,
      outcome,
    } as unknown as HouseRound;
    const panel = mount(server, [round]);
    panel.update(server.fair());
    field().value = 'my-choice';
    await panel.ensureClientSeed();
    field().value = 'second';
    (document.getElementById('frotate') as HTMLButtonElement).click();
    await expect.poll(() => text('frevealed')).toContain(S0);
    expect(server.sent).toEqual(['my-choice', 'second']);
    expect(text('fhash')).toBe(sha256Hex(S1));
    expect(text('frevealed')).toContain('Matches the hash shown before the client seed was chosen');
    expect(text('frevealed')).toContain('1 of 1 rounds reproduce');
  });

  it('flags a seed that is not the one committed before the choice', async () => {
    const server = fakeServer(true);
    const panel = mount(server);
    panel.update(server.fair());
    await panel.ensureClientSeed();
    const rotateButton = document.getElementById('frotate') as HTMLButtonElement;
    rotateButton.click();
    await expect.poll(() => text('frevealed')).toContain(S0);
    expect(text('frevealed')).not.toContain('Does NOT match');
    // The server activated a seed it never committed: revealed later, it misses the hash shown before the choice.
    rotateButton.click();
    await expect.poll(() => text('frevealed')).toContain(SWAPPED);
    expect(text('frevealed')).toContain('Does NOT match the hash shown before the client seed was chosen');
  });

  it("'Verify' on a won Mines round fills its settings and picks, and the round replays to the multiplier it paid (issue 29)", async () => {
    const server = fakeServer();
    // A round as the server stores and shows it: the bet's settings (no picks yet), the board drawn at the bet, the
    // tiles revealed and cashed out after it.
    const bet = { mines: 3, picks: [] };
    const drawn = drawOutcome('mines', bet, S0, 'my-choice', 0) as unknown as { mines: number[] };
    const picks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((tile) => !drawn.mines.includes(tile)).slice(0, 4);
    const paid = minesMultiplier(3, 4);
    const round = {
      id: 'r1',
      server_seed_hash: sha256Hex(S0),
      client_seed: 'my-choice',
      nonce: 0,
      status: 'won',
      params: bet,
      outcome: { ...drawn, picks, hit: null },
      multiplier: paid,
    } as unknown as HouseRound;
    const panel = mount(server, [round], 'mines');
    panel.update(server.fair());
    field().value = 'my-choice';
    await panel.ensureClientSeed();
    (document.getElementById('frotate') as HTMLButtonElement).click();
    await expect.poll(() => text('frevealed')).toContain(S0);
    panel.prefill(round);
    expect(JSON.parse((document.getElementById('vparams') as HTMLTextAreaElement).value)).toEqual({ mines: 3, picks });
    expect((document.getElementById('vserver') as HTMLInputElement).value).toBe(S0);
    (document.getElementById('fverify') as HTMLFormElement).requestSubmit();
    expect(paid).toBeGreaterThan(1);
    expect(text('vout')).toContain('SHA-256 of the server seed matches the published hash');
    expect(text('vout')).toContain(`${paid.toFixed(2)}×`);
    expect(text('vout')).not.toContain('0.00×');
  });
});
