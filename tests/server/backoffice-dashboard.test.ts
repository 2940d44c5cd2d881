// The back office's dashboard (issue 33): today's figures by product with GGR and margin, money in and out, pending
// approvals and health, for roles with dashboard.view only; and its live socket, which sends the figures at once and
// again when a deposit completes, refuses a visitor without a session, and closes when the session is revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { depositUssd, phoneAnswers, player } from './payments-helpers.ts';

const t = useTestApp({ syncCatalog: false, env: { DASHBOARD_PUSH_MS: '200' } });
let trader: TestOperator;
let support: TestOperator;
let base = '';

interface Frame {
  type: string;
  dashboard: { deposits: number; pending_approvals: number; health: { database_up: boolean } };
}

/** A socket with its frames as they come, and a wait for the first one that passes a check. */
function open(cookie: string | null) {
  const ws = new WebSocket(`${base}/api/admin/v1/dashboard/live`, cookie === null ? {} : { headers: { cookie } });
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const rejected = new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
  const frame = async (check: (f: Frame) => boolean): Promise<Frame> => {
    await expect.poll(() => frames.some(check), { timeout: 10_000 }).toBe(true);
    return frames.find(check) as Frame;
  };
  return { ws, frame, closed, rejected };
}

beforeAll(async () => {
  trader = await makeOperator(t.app, ['trader']);
  support = await makeOperator(t.app, ['support']);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.app.close());

describe('the dashboard', () => {
  it("answers today's figures and health to a role with dashboard.view, 403 to support", async () => {
    const res = await asOperator(t.app, trader, { url: '/api/admin/v1/dashboard' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.day).toBe(new Date(t.app.now()).toISOString().slice(0, 10));
    expect(view.health).toMatchObject({
      database_up: true,
      gateways: [
        { gateway: 'santimpay', mode: 'simulator' },
        { gateway: 'arifpay', mode: 'simulator' },
      ],
    });
    for (const p of view.products as { stakes: number; wins: number; ggr: number; margin: number | null }[]) {
      expect(p.ggr).toBeCloseTo(p.stakes - p.wins, 2);
      expect(p.margin).toBe(p.stakes > 0 ? Math.round((p.ggr / p.stakes) * 10_000) / 10_000 : null);
    }
    const refused = await asOperator(t.app, support, { url: '/api/admin/v1/dashboard' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
  });

  it('the socket sends the figures at once and again when a deposit completes', async () => {
    const live = open(trader.cookie);
    const first = await live.frame((f) => f.type === 'DASHBOARD');
    expect(first.dashboard.health.database_up).toBe(true);
    const p = await player(t.app);
    expect((await depositUssd(t.app, p, 250)).statusCode).toBe(200);
    await phoneAnswers(t);
    const after = await live.frame((f) => f.dashboard.deposits === first.dashboard.deposits + 250);
    expect(after.dashboard.deposits).toBe(first.dashboard.deposits + 250);
    live.ws.close();
  });

  it('refuses a socket without a session or without the permission, and closes when the session is revoked', async () => {
    expect(await open(null).rejected).toBe(401);
    expect(await open(support.cookie).rejected).toBe(403);
    const other = await makeOperator(t.app, ['risk']);
    const live = open(other.cookie);
    await live.frame((f) => f.type === 'DASHBOARD');
    const out = await asOperator(t.app, other, { method: 'POST', url: '/api/admin/v1/auth/logout', payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    expect(await live.closed).toBe(1008);
  });
});
