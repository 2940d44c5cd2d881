// The USSD simulator (issue 34): without USSD_GATEWAY_KEY only the built-in simulator may call the endpoint — its
// server route adds a key made at start-up that the page never sees; a stranger's call is 401. The page is served
// with a strict policy (its script a file, no inline code) and answers as a gateway's handset would.
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers.ts';
import { freshPhone } from './payments-helpers.ts';
import { USSD_ENV } from './channels-ussd-helpers.ts';

const t = useTestApp();

const send = (body: Record<string, string>) => t.app.inject({ method: 'POST', url: '/sim/ussd/send', payload: body });

describe('USSD simulator', () => {
  it('the endpoint refuses anyone but the simulator when no gateway key is set', async () => {
    for (const apikey of [undefined, '', 'sim', 'undefined', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/channels/ussd',
        headers: apikey === undefined ? {} : { apikey },
        payload: { sessionId: 's1', serviceCode: '*804#', phoneNumber: '+251911000001', text: '' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'USSD_UNAUTHORIZED' });
    }
  });

  it('the simulator route talks to the endpoint as a gateway: a session id is made, the path grows', async () => {
    const phone = freshPhone();
    const first = await send({ serviceCode: '*804#', phoneNumber: phone, text: '' });
    expect(first.statusCode).toBe(200);
    const { sessionId, screen } = first.json<{ sessionId: string; screen: string }>();
    expect(sessionId).toMatch(/^sim-/);
    expect(screen).toBe('CON Language / ቋንቋ\n1 English\n2 አማርኛ\n3 Afaan Oromoo\n4 ትግርኛ');
    const second = await send({ sessionId, serviceCode: '*804#', phoneNumber: phone, text: '2' });
    expect(second.json<{ screen: string }>().screen).toMatch(/^CON እንኳን ወደ ቢርቤት/);
    const wrongCode = await send({ serviceCode: '*123#', phoneNumber: phone, text: '' });
    expect(wrongCode.json<{ screen: string }>().screen).toBe('END Unknown service code. Dial *804#.');
  });

  it('serves the phone page with a strict policy, its script and the Ethiopic font', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sim/ussd' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).toContain('<script src="/sim/ussd/phone.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await t.app.inject({ method: 'GET', url: '/sim/ussd/phone.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    const font = await t.app.inject({ method: 'GET', url: '/sim/ussd/ethiopic.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  it('answers only this machine: a stranger (or a forwarded stranger) gets 404 for the page and the send route', async () => {
    for (const from of [{ remoteAddress: '203.0.113.9' }, { headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
      expect((await t.app.inject({ method: 'GET', url: '/sim/ussd', ...from })).statusCode).toBe(404);
      const res = await t.app.inject({
        method: 'POST',
        url: '/sim/ussd/send',
        payload: { serviceCode: '*804#', phoneNumber: '+251911000009', text: '' },
        ...from,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is not there beside a real gateway key', async () => {
    const real = await createTestApp({ env: USSD_ENV });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/sim/ussd' })).statusCode).toBe(404);
      expect((await real.app.inject({ method: 'POST', url: '/sim/ussd/send', payload: {} })).statusCode).toBe(404);
    } finally {
      await real.app.close();
    }
  });
});
