// The 'Provably fair' panel, in the genre's order (issue 28): the commitment the coming rounds are played under
// (SHA-256 of the server seed in use) and the one committed for the next pair (SHA-256 of the next server seed),
// both shown BEFORE the player chooses a client seed; the client seed (editable: a new one reveals the seed in use
// and activates the committed next one; a first pair takes the player's seed, pre-filled from the browser's
// random source, before any round); the next nonce; the seeds revealed so far with the chain checked (each hashes
// to the commitment shown before its client seed was chosen, and replays this page's rounds); and the VERIFY view
// where anyone can paste server seed, client seed, nonce and settings and see the round recomputed here ('Verify' on a
// recent round fills it with that round as played: its settings and the player's moves, issue 29).
import type { FairState, HouseRound } from '../../schema/house-game.ts';
import type { Answer, HouseApi } from './api.ts';
import { $, esc, h, times } from './dom.ts';
import { checkChain, type GameMaths, type RevealedSeed, randomHex, roundSettings, verifyRound } from './fair.ts';
import type { T } from './page.ts';

export interface FairDeps {
  t: T;
  api: HouseApi | null;
  maths: GameMaths;
  describe(outcome: Record<string, unknown>): string;
  params(): Record<string, unknown>;
  /** The rounds this page knows (session history and rounds played since), for the chain check. */
  rounds(): readonly HouseRound[];
  say(text: string, kind?: 'good' | 'bad' | ''): void;
  refusal(a: Answer<unknown>): null;
}

export interface FairPanel {
  update(fair: FairState): void;
  prefill(round: HouseRound): void;
  /** Before a round: a first pair gets the player's client seed (the field's); false when that was refused. */
  ensureClientSeed(): Promise<boolean>;
}

export function mountFair(el: HTMLElement, d: FairDeps): FairPanel {
  const { t } = d;
  const field = (id: string, key: string, tag = 'input'): string =>
    `<label for="${id}">${esc(t(key))}</label><${tag} id="${id}" autocomplete="off" spellcheck="false"${tag === 'input' ? '>' : ` rows="2"></${tag}>`}`;
  el.append(
    h(`<div class="fair"><p class="muted">${esc(t('fairHow'))}</p>
  <div class="kv"><span>${esc(t('hash'))}</span><code id="fhash">–</code><span>${esc(t('nextHash'))}</span><code id="fnext">–</code>
  <span>${esc(t('nonce'))}</span><code id="fnonce">–</code></div>
  ${field('fclient', 'client')}<button type="button" id="frotate" class="ghost">${esc(t('rotate'))}</button>
  <div id="frevealed"></div>
  <form id="fverify" class="verify"><h3>${esc(t('verify'))}</h3>${field('vserver', 'server')}${field('vclient', 'client')}${field('vnonce', 'nonce')}
  ${field('vparams', 'params', 'textarea')}${field('vhash', 'hash')}<button type="submit" class="ghost">${esc(t('verify'))}</button><div id="vout"></div></form></div>`),
  );
  const input = (id: string): HTMLInputElement => $<HTMLInputElement>(id);
  const revealed: RevealedSeed[] = [];
  /** Active server seed hash → the hash this page showed before the client seed paired with it was chosen. */
  const committedBefore = new Map<string, string>();
  let current: FairState | null = null;

  const check = (ok: boolean | null, good: string, bad: string): string =>
    ok === null ? '' : `<p class="${ok ? 'good' : 'bad'}">${esc(t(ok ? good : bad))}</p>`;
  function drawRevealed(): void {
    $('frevealed').innerHTML = checkChain(d.maths, revealed, committedBefore, d.rounds())
      .map(
        (l) => `<div class="kv revealed"><span>${esc(t('revealed'))}</span><code>${esc(l.seed.server_seed)}</code>
  <span>${esc(t('hash'))}</span><code>${esc(l.seed.server_seed_hash)}</code><span>${esc(t('client'))}</span><code>${esc(l.seed.client_seed)}</code>
  <span>${esc(t('nonce'))}</span><code>0 – ${l.seed.last_nonce}</code></div>${check(l.hashOk, 'hashOk', 'hashBad')}${check(l.committedOk, 'chainOk', 'chainBad')}
  ${l.rounds > 0 ? `<p class="${l.reproduced === l.rounds ? 'good' : 'bad'}">${esc(t('reproduced', { n: l.reproduced, m: l.rounds }))}</p>` : ''}`,
      )
      .join('');
  }

  /** The player's client seed: the commitment shown now is what it pairs with (recorded for the chain check). */
  async function choose(clientSeed: string | undefined): Promise<boolean> {
    if (d.api === null || current === null) {
      return false;
    }
    const shown = current.client_seed === null ? current.server_seed_hash : current.next_server_seed_hash;
    const a = await d.api.seed(clientSeed);
    if (!a.ok) {
      d.refusal(a);
      return false;
    }
    committedBefore.set(a.value.fair.server_seed_hash, shown);
    if (a.value.revealed !== null) {
      revealed.unshift(a.value.revealed);
    }
    update(a.value.fair);
    drawRevealed();
    return true;
  }

  $('frotate').onclick = () => {
    const wanted = input('fclient').value.trim().slice(0, 64);
    const changed = wanted !== '' && wanted !== current?.client_seed;
    void choose(changed ? wanted : current?.client_seed === null ? randomHex(8) : undefined);
  };

  $('fverify').onsubmit = (e) => {
    e.preventDefault();
    let params: unknown;
    try {
      params = JSON.parse(input('vparams').value || '{}');
    } catch {
      params = null;
    }
    const result = verifyRound(d.maths, {
      serverSeed: input('vserver').value.trim(),
      clientSeed: input('vclient').value.trim(),
      nonce: Math.max(0, Math.floor(Number(input('vnonce').value) || 0)),
      params,
      publishedHash: input('vhash').value,
    });
    const check = result.hashMatches === null ? `SHA-256: ${result.hash}` : t(result.hashMatches ? 'hashOk' : 'hashBad');
    const outcome = result.outcome as Record<string, unknown>;
    const line = typeof result.outcome === 'string' ? result.outcome : `${d.describe(outcome)} · ${times(Number(outcome['multiplier']))}`;
    $('vout').innerHTML = `<p class="${result.hashMatches === false ? 'bad' : result.hashMatches ? 'good' : ''}">${esc(check)}</p>
  <p><b>${esc(t('result'))}:</b> ${esc(line)}</p><pre>${esc(JSON.stringify(result.outcome))}</pre>`;
  };

  function update(fair: FairState): void {
    const first = current === null || current.client_seed !== fair.client_seed;
    current = fair;
    $('fhash').textContent = fair.server_seed_hash;
    $('fnext').textContent = fair.next_server_seed_hash;
    $('fnonce').textContent = String(fair.nonce);
    $('frotate').textContent = t(fair.client_seed === null ? 'setSeed' : 'rotate');
    if (document.activeElement !== input('fclient') && first) {
      // A first pair: a seed from the browser's random source, which the player may replace before the first round.
      input('fclient').value = fair.client_seed ?? randomHex(8);
    }
    if (input('vparams').value === '') {
      input('vparams').value = JSON.stringify(d.params());
    }
  }
  return {
    update,
    async ensureClientSeed() {
      if (current === null || current.client_seed !== null) {
        return current !== null;
      }
      const wanted = input('fclient').value.trim().slice(0, 64);
      return choose(wanted === '' ? randomHex(8) : wanted);
    },
    prefill(round) {
      const seed = revealed.find((r) => r.server_seed_hash === round.server_seed_hash);
      input('vserver').value = seed?.server_seed ?? '';
      input('vclient').value = round.client_seed;
      input('vnonce').value = String(round.nonce);
      // The round as played: its settings and the player's moves (a Mines round's picks), so it replays to its multiplier.
      input('vparams').value = JSON.stringify(roundSettings(round));
      input('vhash').value = round.server_seed_hash;
      const details = $<HTMLDetailsElement>('fair');
      details.open = true;
      input('vserver').focus();
    },
  };
}
