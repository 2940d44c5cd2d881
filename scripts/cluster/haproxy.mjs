// HAProxy for `npm run start:cluster` and the cluster test: finds Debian's haproxy (HAPROXY_PATH, else
// /usr/sbin/haproxy), installs the package when missing and running as root on Debian (like Chromium for the
// journeys, scripts/chromium.mjs), and writes the configuration in front of the instances:
// - an HTTP health check on /api/health every 500 ms: two failures take a server out (≈ 1 s), two passes bring
//   it back; a draining instance answers 503 there before it stops listening (server/main.ts, DRAIN_MS);
// - a refused or reset connection is retried on another server (`option redispatch`, `retries`); a GET or HEAD
//   that got no answer at all is retried too, never a POST that may have run (clients retry those with their
//   Idempotency-Key);
// - WebSocket upgrades pass through, and an upgraded connection lives under `timeout tunnel` (1 h), beyond
//   the client/server timeouts of plain requests; the server's own 25 s heartbeat keeps it from idling out;
// - X-Forwarded-For is added, so the servers (TRUST_PROXY=loopback) see each player's own address.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The haproxy binary, installed when missing and allowed; null when there is none (install: false, or not root). */
export function findHaproxy({ install = true } = {}) {
  const candidate = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
  if (existsSync(candidate)) {
    return candidate;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && !process.env.HAPROXY_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log("HAProxy not found: installing Debian's haproxy package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', { stdio: 'inherit' });
    if (existsSync('/usr/sbin/haproxy')) {
      return '/usr/sbin/haproxy';
    }
  }
  return null;
}

/**
 * haproxy.cfg for a load balancer on host:port in front of `servers` ([{name, host, port}]), with a stats page
 * (CSV at /stats;csv) on statsPort when given: the cluster test reads which servers are up from it.
 */
export function haproxyConfig({ host, port, servers, statsPort = null }) {
  const lines = [
    // No global maxconn: HAProxy derives it from the open-file limit it is given.
    'global',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '  timeout server-fin 5s',
    '',
    'frontend web',
    `  bind ${host}:${port}`,
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    // Only requests that cannot have changed anything (GET, HEAD) are retried once they reached a server.
    '  http-request disable-l7-retry unless METH_GET',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 1s fall 2 rise 2',
    ...servers.map((s) => `  server ${s.name} ${s.host}:${s.port} check`),
  ];
  if (statsPort !== null) {
    lines.push('', 'listen stats', `  bind 127.0.0.1:${statsPort}`, '  stats enable', '  stats uri /stats', '  stats refresh 1s');
  }
  return `${lines.join('\n')}\n`;
}
