// A worker thread of bench/live-server.bench.ts: opens `count` sockets to `url` and records, as absolute times
// (performance.timeOrigin + now, comparable across threads), when each received the goal's LIVE_EVENT and the
// suspension of `matchId` (an ODDS_CHANGE with 'suspended'). Runs apart from the server's thread, so the clients'
// own parsing is not in the server's figures, and each inflates without waiting for the others. Messages: 'ready' once all are open; on 'report', the times.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { url, count, matchId } = workerData;
const now = () => performance.timeOrigin + performance.now();
const times = [];
const sockets = [];
for (let i = 0; i < count; i += 500) {
  await Promise.all(
    Array.from({ length: Math.min(500, count - i) }, () => {
      const t = { goal: 0, suspended: 0 };
      times.push(t);
      // Each phone inflates its own frames on its own CPU: ws's default of 10 inflates at a time for the whole
      // process would queue 5,000 simulated phones behind one another and measure that queue, not the server.
      const ws = new WebSocket(url, { perMessageDeflate: process.env.BENCH_NO_DEFLATE ? false : { concurrencyLimit: count } });
      sockets.push(ws);
      ws.on('message', (data) => {
        const text = String(data);
        if (t.goal === 0 && text.includes('"LIVE_EVENT"') && text.includes('"goal"')) t.goal = now();
        if (t.suspended === 0 && text.includes('"ODDS_CHANGE"') && text.includes(matchId) && text.includes('"suspended"')) t.suspended = now();
      });
      return new Promise((resolve, reject) => {
        ws.once('message', resolve);
        ws.once('error', reject);
      });
    }),
  );
}
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (m) => {
  if (m === 'report') {
    parentPort.postMessage({ type: 'times', times });
    for (const ws of sockets) ws.terminate();
  }
});
