// A load client in a process of its own, so a test can time a server's answers without the server's event loop
// delaying the clock that measures it. Reads {port, host, timeoutMs, requests: [{method, path, headers, body}]} as
// JSON on stdin, sends every request at once (one connection each, no keep-alive), and writes one line of JSON:
// [{status, ms, body, retryAfter}] in request order; status 0 is no answer within timeoutMs (or a failed connection).
import { request } from 'node:http';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
  }),
);

const agent = false;
const results = await Promise.all(
  input.requests.map(
    (r) =>
      new Promise((resolve) => {
        const started = performance.now();
        let done = false;
        const finish = (status, body, retryAfter) => {
          if (!done) {
            done = true;
            resolve({ status, ms: Math.round(performance.now() - started), body, retryAfter });
          }
        };
        const req = request({ host: input.host, port: input.port, method: r.method, path: r.path, headers: r.headers, agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => finish(res.statusCode ?? 0, body, res.headers['retry-after'] ?? null));
          res.on('error', () => finish(0, body, null));
        });
        req.setTimeout(input.timeoutMs, () => {
          finish(0, '', null);
          req.destroy();
        });
        req.on('error', (err) => finish(0, String(err), null));
        req.end(r.body ?? undefined);
      }),
  ),
);
process.stdout.write(`${JSON.stringify(results)}\n`);
