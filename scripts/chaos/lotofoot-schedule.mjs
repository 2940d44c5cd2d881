// Making LotoFoot weeks settle during the chaos run. A week's matches span up to three days of the feed, far more
// than the load's 150-minute advances cover, so once (from round 2) a jump moves the feed past the last match (plus
// the two hours before a result is drawn) of every week played and not settled, shortly before the kill: the job
// (LOTOFOOT_EVERY_MS 300) closes, grades and pays those weeks as the kill comes. At the end the run jumps once more
// and waits (bounded) until every week played has settled.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A match is graded this long after its (schedule) kick-off (catalog/status.ts SETTLE_AFTER_MS). */
const GRADE_AFTER_MIN = 120;

const readWeek = (api, id) =>
  api.send('GET', `/api/v1/lotofoot/weeks/${id}`).then(
    (res) => (res.status === 200 ? res.json : null),
    () => null,
  );

/** The last kick-off (ms) among `ids`' weeks not settled yet (-Infinity: none); remembers the settled ones. */
async function lastKickOff(api, book, ids) {
  let latest = Number.NEGATIVE_INFINITY;
  for (const id of ids.filter((w) => !book.settledWeeks.has(w))) {
    const week = await readWeek(api, id);
    if (week?.status === 'settled') {
      book.settledWeeks.add(id);
    } else if (week !== null) {
      latest = Math.max(latest, ...week.matches.map((m) => Date.parse(m.start_time)));
    } else {
      latest = Number.POSITIVE_INFINITY; // no answer: unknown, so not due
    }
  }
  return latest;
}

/**
 * Moves the feed past the last match (plus the grading delay) of every week played and not settled yet, so the job
 * closes, grades and settles them next. Resolves {minutes: asked (0: nothing to move), answered: false when the
 * kill came first (the move may or may not have happened), weekIds: the weeks it was for}.
 */
export async function lotofootJump(api, book) {
  const weekIds = book.weekIds();
  const latest = await lastKickOff(api, book, weekIds);
  if (latest === Number.POSITIVE_INFINITY) {
    return { minutes: 0, answered: false, weekIds }; // a week went unread (the kill): nothing sent
  }
  const minutes = Number.isFinite(latest) ? Math.min(Math.ceil((latest - Date.now()) / 60_000) + GRADE_AFTER_MIN + 2, 7 * 24 * 60) : 0;
  if (minutes <= 0) {
    return { minutes: 0, answered: true, weekIds };
  }
  const res = await api.admin('POST', '/api/admin/v1/feed/advance', { minutes }).catch(() => null);
  if (res !== null && res.status !== 200) {
    throw new Error(`feed advance answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
  return { minutes, answered: res !== null, weekIds };
}

/** Whether a jump's weeks are settled or due now (read after the restart): an unanswered jump may have happened. */
export async function jumpLanded(api, book, jump) {
  if (jump.answered) {
    return jump.minutes > 0 || jump.weekIds.length > 0;
  }
  return (await lastKickOff(api, book, jump.weekIds)) <= Date.now() - GRADE_AFTER_MIN * 60_000;
}

/**
 * Waits (≤ limitMs) after a last jump until every week tickets were acknowledged for has settled: {moved, before:
 * weeks already settled before this jump, settled, waitedMs, problems}.
 */
export async function settlePlayedWeeks(api, book, limitMs) {
  const problems = [];
  const ids = book.weekIds();
  const { minutes: moved } = await lotofootJump(api, book).catch((err) => {
    problems.push(err.message);
    return { minutes: 0 };
  });
  const before = ids.filter((id) => book.settledWeeks.has(id)).length;
  const t0 = Date.now();
  let open = ids;
  while (open.length > 0 && Date.now() - t0 < limitMs) {
    const still = [];
    for (const id of open) {
      const week = await readWeek(api, id);
      if (week?.status !== 'settled') {
        still.push(id);
      }
    }
    open = still;
    if (open.length > 0) {
      await sleep(250);
    }
  }
  for (const id of open) {
    problems.push(`LotoFoot week ${id} was not settled ${limitMs} ms after the feed moved past its last match`);
  }
  return { moved: Math.max(0, moved), before, settled: ids.length - open.length, waitedMs: Date.now() - t0, problems };
}

/** The round's jump on one line: `jumpAt` (ms into the round, null: none this round), the kill's ms, its outcome. */
export function jumpLine(jumpAt, killAfter, jump, jumpMs) {
  if (jumpAt === null || jump === null) {
    return 'no jump';
  }
  if (jump.minutes === 0) {
    return jump.answered ? 'nothing to jump' : 'no jump (the kill came while reading the weeks)';
  }
  return `feed jump of ${jump.minutes} min from ${killAfter - jumpAt} ms before the kill ${jump.answered ? `(answered in ${jumpMs} ms)` : '(unanswered)'}`;
}
