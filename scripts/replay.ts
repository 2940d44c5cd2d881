// `npm run replay FILE [N]`: replays a saved session ("Report a problem", or any tests/streams/*.jsonl) into a
// fresh store through the client's own path (decodeEvent + applyEvent, as the replay tests do) and prints what
// the store holds: the recording's context, lines it skipped and why, rows per table, the player, the betslips,
// tickets placed and refused, resources with their status, and the last N events (default 15). Support reads
// the player's screen off it; `--json` prints the store's tables and values instead, to diff or load elsewhere.
import { readFileSync } from 'node:fs';
import { EventPayloads, decodeEvent, isEventType, type AppEvent } from '../schema/event.ts';
import { TABLES_SCHEMA, type TableId } from '../schema/store-schema.ts';
import { applyEvent } from '../sync/apply.ts';
import { registerAllFamilies, readContext } from '../sync/recorder.ts';
import { createAppData, INDEX, type AppData } from '../sync/store.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const last = Number(args.find((a) => /^\d+$/.test(a)) ?? 15);
if (!file) {
  console.error('usage: npm run replay FILE [N]   (N: how many of the last events to list; --json: the store as JSON)');
  process.exit(2);
}

const time = (ms: number): string => (ms > 0 ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-');
const money = (n: unknown): string => (typeof n === 'number' ? n.toFixed(2) : String(n ?? ''));

/** Why a line cannot be applied, or null when it decodes. */
function whyInvalid(value: unknown): string {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') {
    return 'not an event (no type)';
  }
  if (!isEventType(type)) {
    return `unknown event type ${type}`;
  }
  const [error] = EventPayloads[type].validate((value as { payload?: unknown }).payload, { coerce: true });
  return error ? `${type}: ${error.message}` : `${type}: bad envelope (at, source or seq)`;
}

/** One event in a line: its scalar fields, array lengths, nested object names; long values cut. */
function summary(event: AppEvent): string {
  const parts = Object.entries(event.payload as Record<string, unknown>).map(([k, v]) => {
    if (Array.isArray(v)) {
      return `${k}[${v.length}]`;
    }
    if (v && typeof v === 'object') {
      const name = (v as Record<string, unknown>).matchName ?? (v as Record<string, unknown>).id;
      return name === undefined ? `${k}{…}` : `${k}{${String(name)}}`;
    }
    return `${k}=${String(v).slice(0, 40)}`;
  });
  return parts.join(' ').slice(0, 110);
}

const text = readFileSync(file, 'utf8');
const data: AppData = createAppData();
const events: AppEvent[] = [];
const skipped: string[] = [];
// Payments, LotoFoot, promotions and statement events are late on the client: registered here as a replay does.
registerAllFamilies();
text.split('\n').forEach((line, i) => {
  if (!line.trim()) {
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    skipped.push(`line ${i + 1}: not JSON: ${line.slice(0, 60)}`);
    return;
  }
  if (i === 0 && readContext(line)) {
    return;
  }
  const event = decodeEvent(value);
  let failure = '';
  if (!event) {
    skipped.push(`line ${i + 1}: ${whyInvalid(value)}`);
  } else if (
    !applyEvent(data, event, (message, detail) => {
      failure = `${message} ${String(detail ?? '')}`.trim();
    })
  ) {
    skipped.push(`line ${i + 1}: ${failure || `${event.type} not applied`}`);
  } else {
    events.push(event);
  }
});

const { store } = data;
// Written, not logged then exited: a process.exit() right after a big console.log cuts a piped stdout short.
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ tables: store.getTables(), values: store.getValues() }, null, 2)}\n`);
} else {
  printReport();
}

/** The readable report (default). */
function printReport(): void {
  const out: string[] = [];
  const say = (...parts: string[]): void => {
    out.push(parts.join(' · '));
  };
  const values = store.getValues() as Record<string, unknown>;
  const context = readContext(text);
  say(`Session file: ${file}`);
  if (context) {
    const v = context.viewport;
    say(
      `Recorded by: ${context.app} build ${context.build}`,
      `language ${context.language}`,
      `viewport ${v.width}×${v.height} @${v.pixelRatio}`,
      `path ${context.path}`,
    );
    say(`Browser: ${context.userAgent}`);
    say(
      `Visit: started ${context.startedAt}`,
      `saved ${context.savedAt}`,
      `${context.events} events kept, ${context.dropped} let go (buffer limits)`,
    );
  } else {
    say('Recorded by: (no context line: a test stream or an older file)');
  }
  say(`Replay: ${events.length} applied, ${skipped.length} skipped`);
  skipped.forEach((s) => {
    say(`  skipped ${s}`);
  });

  say('\nRows per table:');
  const counts = (Object.keys(TABLES_SCHEMA) as TableId[]).map((t) => [t, store.getRowCount(t)] as const);
  say(
    `  ${
      counts
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${t} ${n}`)
        .join(' · ') || '(all empty)'
    }`,
  );
  say(
    `  empty: ${
      counts
        .filter(([, n]) => n === 0)
        .map(([t]) => t)
        .join(', ') || '-'
    }`,
  );
  const shown = ['language', 'betting_mode', 'odds_policy', 'slip_active', 'socket_status', 'socket_message'];
  say(
    `Values: ${shown
      .filter((k) => k in values)
      .map((k) => `${k}=${String(values[k])}`)
      .join(' · ')}`,
  );

  say('\nPlayer:');
  if (values.user_id) {
    const w = store.getRow('wallet', 'current') as Record<string, unknown>;
    say(
      `  id ${String(values.user_id)}`,
      `phone ${String(values.phone)}`,
      `merchant ${String(values.merchant_id)}`,
      `session ${values.session_id ? 'present' : 'none'}`,
    );
    if (w.balance === undefined) {
      say('  wallet not loaded');
    } else {
      say(
        `  balance ${money(w.balance)} ${String(w.currency)}`,
        `points ${money(w.points_balance)} (active ${money(w.active_points)}, inactive ${money(w.inactive_points)})`,
      );
    }
  } else {
    say('  signed out (a visitor)');
  }

  say('\nBetslips:');
  for (const slot of ['0', '1', '2']) {
    const ids = data.indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, slot);
    const slip = store.getRow('slips', slot);
    const active = String(values.slip_active) === slot ? ' (shown)' : '';
    const reference = slip.reference ? [`last reference ${slip.reference}`] : [];
    say(`  slot ${Number(slot) + 1}${active}: ${ids.length} picks`, `stake '${slip.stake ?? ''}'`, ...reference);
    ids
      .map((id) => store.getRow('slipSelections', id))
      .forEach((p) => {
        say(`    ${p.match_name}`, `${p.market_name}${p.specifier ? ` (${p.specifier})` : ''}`, `${p.outcome_name} @ ${p.odds}`);
      });
  }

  /** A ticket command event in a line: what was asked, refused (by code) or placed (with its reference). */
  function ticketLine(e: AppEvent): string {
    const p = e.payload as Record<string, unknown>;
    if (e.type === 'v1.TicketPlaced') {
      return `placed → ${String(p.reference)}`;
    }
    if (e.type === 'v1.TicketRefused') {
      return `refused ${String(p.code)} (HTTP ${String(p.status)})${p.message ? ` '${String(p.message)}'` : ''}`;
    }
    const picks = Array.isArray(p.selections) ? p.selections.length : 0;
    return `requested ${String(p.kind)} · ${picks} picks · stake ${String(p.stake)}`;
  }

  say('\nTickets:');
  const commands = events.filter((e) => /^v1\.Ticket(Requested|Placed|Refused)$/.test(e.type));
  commands.forEach((e) => {
    say(`  ${time(e.at)} slot ${Number((e.payload as { slot?: number }).slot) + 1}: ${ticketLine(e)}`);
  });
  const history = Object.entries(store.getTable('tickets'));
  history.forEach(([id, t]) => {
    say(`  history ${t.reference_id || id}`, String(t.bet_status), `stake ${money(t.total_stake)}`, `odds ${t.total_odds}`, time(t.created_at ?? 0));
  });
  if (commands.length === 0 && history.length === 0) {
    say('  none');
  }

  say('\nResources:');
  Object.entries(store.getTable('resources')).forEach(([key, r]) => {
    // A failure by its code (schema/read-failures.ts), the status when the server answered and its own words if any.
    const error = r.code ? [`${r.code}${r.http_status ? ` (HTTP ${r.http_status})` : ''}${r.message ? ` '${r.message}'` : ''}`] : [];
    say(`  ${key}: ${r.status}`, `fetched ${time(r.fetched_at ?? 0)}`, ...error);
  });

  say(`\nLast ${Math.min(last, events.length)} events:`);
  events.slice(-last).forEach((e) => {
    say(`  #${e.seq ?? '-'} ${time(e.at)} ${e.source.padEnd(6)} ${e.type} ${summary(e)}`);
  });
  console.log(out.join('\n'));
}
