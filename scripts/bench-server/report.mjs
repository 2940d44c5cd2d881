// The final table of `npm run bench:server`: every section's figures side by side, plain text, one screen.
// A section that did not run says why in one line (skipped by --only, or no PostgreSQL reachable).
import os from 'node:os';

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);
const num = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : '–');

function readsTable(reads, lines) {
  const columns = reads.runs;
  const names = columns[0].rows.map((r) => r.name);
  const head = columns.map((c) => lpad(c.label, 30)).join(' │');
  lines.push(`${pad('endpoint', 22)}│${head}`);
  lines.push(`${pad('', 22)}│${columns.map(() => lpad('req/s    p99   % of hello', 30)).join(' │')}`);
  for (const name of names) {
    const cells = columns.map((c) => {
      const r = c.rows.find((x) => x.name === name);
      if (r === undefined) {
        return lpad('–', 30);
      }
      const bad = r.non2xx + r.errors > 0 ? '!' : ' ';
      return lpad(`${num(r.rps)}${bad} ${lpad(ms(r.p99), 8)} ${lpad(`${num(r.ratio * 100, 1)} %`, 8)}`, 30);
    });
    lines.push(`${pad(name, 22)}│${cells.join(' │')}`);
  }
  lines.push(`${pad('hello-world (mean)', 22)}│${columns.map((c) => lpad(`${num(c.helloRps)}${' '.repeat(18)}`, 30)).join(' │')}`);
  if (columns.some((c) => c.rows.some((r) => r.non2xx + r.errors > 0))) {
    lines.push('  ! some answers were not 2xx or failed (see the lines above the table)');
  }
}

export function finalTable(results, skipped) {
  const lines = ['', '══ npm run bench:server — figures side by side ══'];
  if (results.reads !== undefined) {
    lines.push('', `Catalogue reads: autocannon, ${results.reads.connections} connections, signed per request, accept-encoding br`);
    readsTable(results.reads, lines);
  }
  if (results.tickets !== undefined) {
    const t = results.tickets;
    lines.push('', `Money tickets on PostgreSQL, ${t.players} players in parallel, ${t.runs.length} runs of ${t.seconds} s on one growing database`);
    t.runs.forEach((r, i) => {
      const cpu =
        r.cpuMsPerTicket === undefined
          ? ''
          : `  CPU per ticket: server ${r.cpuMsPerTicket.server} ms, database ${r.cpuMsPerTicket.database} ms, load generator ${r.cpuMsPerTicket.load} ms`;
      const refused = Object.keys(r.refused ?? {}).length === 0 ? '' : `  refused: ${JSON.stringify(r.refused)}`;
      lines.push(
        `  run ${i + 1}: ${lpad(num(r.perSecond, 1), 8)} tickets/s = ${lpad(num((r.perSecond / t.pgbench) * 100, 1), 5)} % of pgbench${cpu}${refused}`,
      );
    });
    lines.push(`  pgbench -c 8 -T ${t.seconds} TPC-B: ${num(t.pgbench)} transactions/s`);
  }
  if (results.history !== undefined) {
    const h = results.history;
    lines.push('', `Ticket history on ${h.database}: a player with ${num(h.tickets)} tickets, limit 20, median of 20`);
    lines.push(`  offset ${h.offsets.first}: ${ms(h.medianMs.first)}   offset ${num(h.offsets.deep)}: ${ms(h.medianMs.deep)}`);
    const s = h.bytesPer1000Tickets;
    lines.push(
      `  on disk per 1,000 tickets: tickets + legs ${num(s.tickets / 1024)} KiB, ledger ${num(s.ledger / 1024)} KiB, together ${num(s.total / 1024)} KiB`,
    );
  }
  if (results.sockets !== undefined) {
    const s = results.sockets;
    lines.push('', `BALANCE_UPDATE latency on ${s.database} (ledger transaction start → message at the socket), odds moves ${s.odds}`);
    for (const l of s.levels) {
      const missing = l.missing > 0 ? `, ${l.missing} never arrived` : '';
      lines.push(
        `  ${lpad(num(l.sockets), 6)} sockets: p50 ${lpad(ms(l.p50), 8)}  p99 ${lpad(ms(l.p99), 8)}  max ${lpad(ms(l.max), 8)}  (${l.samples} credits${missing})`,
      );
    }
    const rss = Object.entries(s.rss.at).map(([n, kb]) => `${num(Number(n))} sockets ${num(kb / 1024)} MiB`);
    lines.push(`  server RSS: none ${num(s.rss.before / 1024)} MiB, ${rss.join(', ')}: ${num(s.kbPer1000 / 1024, 1)} MiB per 1,000 sockets`);
  }
  if (results.home !== undefined) {
    const { check, rows, connections, load } = results.home;
    lines.push(
      '',
      `Home page on PGlite: autocannon, ${connections} connections (the last row one), phone user agent, accept-encoding br`,
      `  GET / answers ${check.status}, ${check.encoding}, ${check.rendered ? 'rendered (match rows in the HTML)' : 'NOT rendered (no match rows: the client shell)'}, ${num(check.htmlBytes / 1024, 1)} KiB of HTML`,
    );
    lines.push(`  ${pad('request', 28)}${lpad('req/s', 8)}${lpad('p50', 10)}${lpad('p99', 10)}${lpad('KiB/answer', 12)}`);
    for (const r of rows) {
      const bad = r.non2xx + r.errors > 0 ? `  non-2xx ${r.non2xx}, errors ${r.errors}` : '';
      lines.push(
        `  ${pad(r.name, 28)}${lpad(num(r.rps), 8)}${lpad(ms(r.p50), 10)}${lpad(ms(r.p99), 10)}${lpad(num(r.bytesPerReq / 1024, 1), 12)}${bad}`,
      );
    }
    lines.push('  fresh render: a distinct tzo cookie per request, so the 2 s render reuse never applies');
    lines.push(`  machine load average (1 min, ${os.availableParallelism()} cores): ${num(check.loadBefore, 1)} before, ${num(load, 1)} after`);
  }
  for (const line of skipped) {
    lines.push('', line);
  }
  return lines.join('\n');
}
