// The 'Provably fair' panel: the commitment the coming rounds are played under (SHA-256 of the server seed), the
// client seed (editable: a new seed reveals the current server seed and commits to a fresh one), the next nonce,
// the seeds revealed so far, and the VERIFY view where anyone can paste server seed, client seed, nonce and
// settings and see the round recomputed here (HMAC-SHA256 + the game's maths) and the hash checked.
import type { FairState, HouseRound } from '../../schema/house-game.ts';
import type { Answer, HouseApi, Rotated } from './api.ts';
import { $, esc, h, times } from './dom.ts';
import { type GameMaths, verifyRound } from './fair.ts';
import type { T } from './page.ts';

export interface FairDeps {
  t: T;
  api: HouseApi | null;
  maths: GameMaths;
  describe(outcome: Record<string, unknown>): string;
  params(): Record<string, unknown>;
  say(text: string, kind?: 'good' | 'bad' | ''): void;
  refusal(a: Answer<unknown>): null;
}

export function mountFair(el: HTMLElement, d: FairDeps): { update(fair: FairState): void; prefill(round: HouseRound): void } {
  const { t } = d;
  const field = (id: string, key: string, tag = 'input'): string =>
    `<label for="${id}">${esc(t(key))}</label><${tag} id="${id}" autocomplete="off" spellcheck="false"${tag === 'input' ? '>' : ` rows="2"></${tag}>`}`;
  el.append(
    h(`<div class="fair"><p class="muted">${esc(t('fairHow'))}</p>
  <div class="kv"><span>${esc(t('hash'))}</span><code id="fhash">–</code><span>${esc(t('nonce'))}</span><code id="fnonce">–</code></div>
  ${field('fclient', 'client')}<button type="button" id="frotate" class="ghost">${esc(t('rotate'))}</button>
  <div id="frevealed"></div>
  <form id="fverify" class="verify"><h3>${esc(t('verify'))}</h3>${field('vserver', 'server')}${field('vclient', 'client')}${field('vnonce', 'nonce')}
  ${field('vparams', 'params', 'textarea')}${field('vhash', 'hash')}<button type="submit" class="ghost">${esc(t('verify'))}</button><div id="vout"></div></form></div>`),
  );
  const input = (id: string): HTMLInputElement => $<HTMLInputElement>(id);
  const revealed: Rotated['revealed'][] = [];
  let shownClient = '';

  $('frotate').onclick = async () => {
    if (d.api === null) {
      return;
    }
    const wanted = input('fclient').value.trim();
    const a = await d.api.seed(wanted !== '' && wanted !== shownClient ? wanted.slice(0, 64) : undefined);
    if (!a.ok) {
      d.refusal(a);
      return;
    }
    revealed.unshift(a.value.revealed);
    update(a.value.fair);
    $('frevealed').innerHTML = revealed
      .map(
        (r) => `<div class="kv revealed"><span>${esc(t('revealed'))}</span><code>${esc(r.server_seed)}</code>
  <span>${esc(t('hash'))}</span><code>${esc(r.server_seed_hash)}</code><span>${esc(t('client'))}</span><code>${esc(r.client_seed)}</code>
  <span>${esc(t('nonce'))}</span><code>0 – ${r.last_nonce}</code></div>`,
      )
      .join('');
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
    $('fhash').textContent = fair.server_seed_hash;
    $('fnonce').textContent = String(fair.nonce);
    if (document.activeElement !== input('fclient')) {
      input('fclient').value = fair.client_seed;
    }
    shownClient = fair.client_seed;
    if (input('vparams').value === '') {
      input('vparams').value = JSON.stringify(d.params());
    }
  }
  return {
    update,
    prefill(round) {
      const seed = revealed.find((r) => r.server_seed_hash === round.server_seed_hash);
      input('vserver').value = seed?.server_seed ?? '';
      input('vclient').value = round.client_seed;
      input('vnonce').value = String(round.nonce);
      input('vparams').value = JSON.stringify(round.params);
      input('vhash').value = round.server_seed_hash;
      const details = $<HTMLDetailsElement>('fair');
      details.open = true;
      input('vserver').focus();
    },
  };
}
