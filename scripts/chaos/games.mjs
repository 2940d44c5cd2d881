// The chaos run's casino load (issue 15): three players play the house games through their real-money launch tokens
// (plinko, wheel, keno and fruits one-shot, fruits also on granted free spins; mines: play, reveal a few tiles, cash
// out; crash: play with a low auto cash-out, sometimes cashed out by hand), stakes within and sometimes beyond the
// balance, each play with its own request_id (the house server's idempotency key: a retry answers the first round);
// a third bets on the virtual football (short rounds, VIRTUAL_ROUND_EVERY_MS in server.mjs). What was acknowledged,
// refused or left unanswered goes into the book (games-book.mjs); the checks are games-checks.mjs.
import { MERCHANT_ID, newPlayer } from './client.mjs';
import { balanceOf } from './payments.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const HOUSE = ['plinko', 'wheel', 'keno', 'fruits', 'mines', 'crash'];
/** Mostly small stakes (some with cents), so a few hundred ETB last the run. */
const STAKES_ETB = [1, 1, 2, 2.5, 5, 1.37, 10];
const FREE_SPINS = 400;

/** Settings per game: the defaults' shapes with some variety; crash cashes out low, so a round ends within ~1.6 s. */
function paramsFor(game, rng) {
  switch (game) {
    case 'plinko':
      return { rows: rng.pick([8, 12, 16]), risk: rng.pick(['low', 'medium', 'high']) };
    case 'wheel':
      return { risk: rng.pick(['low', 'medium', 'high']), segments: rng.pick([10, 20, 30]) };
    case 'keno': {
      const picks = new Set();
      const n = rng.int(1, 6);
      while (picks.size < n) {
        picks.add(rng.int(1, 40));
      }
      return { picks: [...picks] };
    }
    case 'mines':
      return { mines: rng.pick([1, 3, 5]), picks: [] };
    case 'crash':
      return { autoCashout: rng.pick([1.05, 1.1, 1.2]) };
    default:
      return {};
  }
}

/** A real-money launch of `game` for `player`: the token from the launch URL's fragment. */
async function launch(api, player, game) {
  const res = await api.send('POST', '/api/v1/games/launch', {
    body: { game_id: game, user_id: player.userId, is_demo: false, currency: 'ETB', language: 'en' },
    headers: { 'x-auth-token': player.token },
  });
  const url = res.json?.data?.launch_url;
  const token = typeof url === 'string' ? new URLSearchParams(url.split('#')[1] ?? '').get('token') : null;
  if (token === null) {
    throw new Error(`launch of ${game} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  if (HOUSE.includes(game)) {
    // As the page does: the player's client seed, chosen after the server's commitment (issue 28); no round before it.
    const seeded = await api.send('POST', '/api/games/house/seed', {
      body: { token, client_seed: `chaos-${player.userId.slice(0, 8)}` },
      signed: false,
    });
    if (seeded.status !== 200) {
      throw new Error(`client seed of ${game} answered ${seeded.status}: ${JSON.stringify(seeded.json).slice(0, 300)}`);
    }
  }
  return token;
}

/** Real money on for the run's merchant, the players (house: 300, 300 and 40 ETB; virtual: 300 ETB), their launch tokens and free spins. */
export async function gamesSetup(api, rng) {
  const on = await api.admin('PUT', '/api/admin/v1/games/settings', { real_money: true });
  if (on.status !== 200) {
    throw new Error(`real money on answered ${on.status}: ${JSON.stringify(on.json)}`);
  }
  const house = [await newPlayer(api, rng, 300), await newPlayer(api, rng, 300), await newPlayer(api, rng, 40)];
  for (const p of house) {
    p.tokens = {};
    for (const game of HOUSE) {
      p.tokens[game] = await launch(api, p, game);
    }
    const spins = await api.admin('POST', '/api/admin/v1/games/free-spins', {
      casino_id: MERCHANT_ID,
      player_id: p.userId,
      freespins_count: FREE_SPINS,
      bet: 1,
      game_id: 'fruits',
    });
    if (spins.status !== 200) {
      throw new Error(`free spins answered ${spins.status}: ${JSON.stringify(spins.json)}`);
    }
  }
  const bettor = await newPlayer(api, rng, 300);
  bettor.tokens = { vfootball: await launch(api, bettor, 'vfootball') };
  return { house, bettor };
}

/** One house call: {kind: 'acked', json} | {kind: 'refused', code} | {kind: 'unanswered', why}. */
export async function houseCall(api, path, body) {
  try {
    const res = await api.send('POST', path, { body, signed: false });
    if (res.status === 200 && res.json?.success === true) {
      return { kind: 'acked', json: res.json };
    }
    if (res.status >= 500 && res.json?.code !== 'WALLET_REFUSED') {
      return { kind: 'unanswered', why: `HTTP ${res.status}` };
    }
    return { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { kind: 'unanswered', why: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

/** A stake within the balance, or (one play in eight, or when nothing fits) beyond it, within the 5,000 ETB bet limit. */
function stakeFor(balanceEtb, rng) {
  const within = STAKES_ETB.filter((s) => s <= balanceEtb);
  if (within.length === 0 || rng.chance(0.125)) {
    return { bet: Math.min(5000, Math.floor(balanceEtb) + rng.int(1, 50)), beyond: true };
  }
  return { bet: rng.pick(within), beyond: false };
}

/** Finishes a round left open (a kill between moves, or a crash round not closed yet): cash out or reveal, or let crash end. */
async function finishOpen(api, book, player, game, state, round) {
  const session = await houseCall(api, '/api/games/house/session', { token: player.tokens[game] });
  if (session.kind !== 'acked') {
    return;
  }
  book.sawSession(session.json.session);
  const open = session.json.session.open_round;
  if (open === null || state.stopped) {
    return;
  }
  if (game === 'crash') {
    await sleep(1700 - Math.min(1600, Number(open.outcome.elapsed_ms ?? 0)));
    return;
  }
  const picks = open.outcome.picks ?? [];
  const tile = [...Array(25).keys()].find((t) => !picks.includes(t));
  const action = picks.length > 0 ? { action: 'cashout' } : { action: 'reveal', tile };
  book.recordAct(open.id, await houseCall(api, '/api/games/house/act', { token: player.tokens[game], round_id: open.id, ...action }), round);
}

/** The moves of a round that stays open: mines reveals 1–3 tiles then cashes out; crash sometimes cashes out by hand. */
async function playOut(api, book, player, game, played, rng, round) {
  const token = player.tokens[game];
  let current = played;
  if (game === 'mines') {
    const tiles = [...Array(25).keys()].sort(() => rng.next() - 0.5);
    for (let i = 0, n = rng.int(1, 3); i <= n && current?.status === 'open'; i += 1) {
      const action = i === n ? { action: 'cashout' } : { action: 'reveal', tile: tiles[i] };
      const r = await houseCall(api, '/api/games/house/act', { token, round_id: current.id, ...action });
      book.recordAct(current.id, r, round);
      current = r.kind === 'acked' ? r.json.round : null;
    }
  } else if (game === 'crash' && current?.status === 'open') {
    if (rng.chance(0.4)) {
      await sleep(rng.int(200, 700));
      book.recordAct(current.id, await houseCall(api, '/api/games/house/act', { token, round_id: current.id, action: 'cashout' }), round);
    } else {
      player.crashOpen = true;
    }
  }
}

/** One house player's plays until `state.stopped`; counts into `counts` (plays, beyond, acked, refused by code, unanswered). */
export async function housePlayer({ api, rng, player, book, state, round, counts, nextId }) {
  let balance = null;
  while (!state.stopped) {
    // A player's pause between rounds, so the casino leaves the server to the betting load most of the time.
    await sleep(rng.int(20, 120));
    const game = rng.pick(HOUSE);
    if (game === 'crash' && player.crashOpen) {
      // As the crash page does: the session (asked until the round is over) closes a round whose curve has ended.
      player.crashOpen = false;
      await finishOpen(api, book, player, game, state, round);
    }
    if (balance === null || rng.chance(0.2)) {
      balance = await balanceOf(api, player);
    }
    if (state.stopped || balance === null) {
      await sleep(50);
      continue;
    }
    const free = game === 'fruits' && rng.chance(0.5);
    const stake = stakeFor(balance, rng);
    const body = { token: player.tokens[game], bet: free ? 1 : stake.bet, params: paramsFor(game, rng), request_id: nextId() };
    if (free) {
      body.free = true;
    }
    const attempt = { player, game, body };
    counts.plays += 1;
    counts.beyond += !free && stake.beyond ? 1 : 0;
    const result = await houseCall(api, '/api/games/house/play', body);
    book.recordPlay(attempt, result, round);
    if (result.kind === 'refused') {
      counts.refused[result.code] = (counts.refused[result.code] ?? 0) + 1;
    } else {
      counts[result.kind] += 1;
    }
    if (result.kind === 'acked') {
      balance = result.json.balance;
      await playOut(api, book, player, game, result.json.round, rng, round);
    } else if (result.kind === 'refused' && result.code === 'ROUND_OPEN') {
      await finishOpen(api, book, player, game, state, round);
    }
  }
}
