// @vitest-environment jsdom
// The auth dialog's rough edges of issue 29, in a live DOM (English): a pasted SMS fills a verification-code field
// with its six digits; the support line never says 'Need help? Call' without the number; at 0:00 'Resend code'
// returns to login (spec §4) saying why; an unknown promo code is said under the promo field; the profile's change
// of password checks the current password is given and sends the change as an intent, secrets off the event.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAccount } from '../../sync/account.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { RG_ROW } from '../../sync/read/responsible-gaming.ts';
import { fakeApi, flush } from '../sync/fake-api.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { AccountProvider } from '../../src/account/context.tsx';
import AuthDialog from '../../src/auth/AuthDialog.tsx';
import { RestoreForm } from '../../src/auth/RestoreForm.tsx';
import { SupportLine, codeFromText } from '../../src/auth/fields.tsx';
import { ChangePasswordForm } from '../../src/account/ChangePasswordForm.tsx';
import en from '../../src/i18n/messages/en.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SMS = 'Your BirrBet verification code is 243559. It expires in 5 minutes.';
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function setup(answers: Record<string, unknown> = {}) {
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { merchantId: 'birrbet-demo' });
  const account = createAccount({ engine, data });
  return { data, api, engine, account };
}

async function render(
  node: React.ReactNode,
  data: ReturnType<typeof createAppData>,
  account: ReturnType<typeof createAccount>,
): Promise<HTMLElement> {
  await loadAllMessages('en');
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <Provider store={data.store as never}>
        <I18nProvider>
          <AccountProvider account={account} socket={null}>
            {node}
          </AccountProvider>
        </I18nProvider>
      </Provider>,
    ),
  );
  return host;
}

/** Until the form's command is answered: by time, as the handlers' chunk (a dynamic import) may take seconds to load. */
async function settled(data: ReturnType<typeof createAppData>, form: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until && data.store.getCell('accountForms', form, 'status') === 'submitting') {
    await act(flush);
  }
}

/** A paste as the browser sends it: the clipboard's text on the event, the field untouched until a handler acts. */
function paste(input: HTMLInputElement, text: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (kind: string) => (kind === 'text' ? text : '') } });
  input.dispatchEvent(event);
}

/** Types into a React-controlled input (React listens to the native value setter + input event). */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = (host: HTMLElement, testId: string): Promise<void> =>
  act(async () => {
    host.querySelector(`[data-testid="${testId}"]`)?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('verification code fields', () => {
  it('take the six digits out of a whole SMS, typed or pasted', () => {
    expect(codeFromText(SMS)).toBe('243559');
    expect(codeFromText('BirrBet 2026: code 243559')).toBe('243559');
    expect(codeFromText('243 559')).toBe('243559');
    expect(codeFromText('2435591')).toBe('243559');
    expect(codeFromText('12ab')).toBe('12');
  });

  it('a paste of the SMS into the restore code field leaves 243559, and Verify is enabled', async () => {
    const { data, account } = setup();
    data.store.setRow('accountForms', 'restore', { step: 'otp', phone: '+251911223344', status: '' });
    const host = await render(<RestoreForm onDone={() => undefined} />, data, account);
    const input = host.querySelector<HTMLInputElement>('input[name="otp"]');
    expect(input).not.toBeNull();
    await act(async () => paste(input as HTMLInputElement, SMS));
    expect(input?.value).toBe('243559');
    expect(host.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });
});

describe('the support line', () => {
  it('is not shown at all until the number is known, then shows it as a call link', async () => {
    const { data, account } = setup();
    const host = await render(<SupportLine />, data, account);
    expect(host.textContent).not.toContain(en['auth.support']);
    expect(host.querySelector('[data-testid="support-line"]')).toBeNull();
    await act(async () => {
      data.store.setPartialRow('responsibleGaming', RG_ROW, { support_phone: '+251 11 558 0000' });
    });
    expect(host.querySelector('[data-testid="support-line"]')?.textContent).toBe(`${en['auth.support']} +251 11 558 0000`);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('tel:+251115580000');
  });
});

describe('the register dialog', () => {
  it("at 0:00 'Resend code' returns to login (spec §4), saying the code expired; nothing is sent", async () => {
    vi.useFakeTimers();
    const { data, api, account } = setup();
    data.store.setRow('accountForms', 'register', { step: 'otp', phone: '+251911223344', status: '' });
    const host = await render(<AuthDialog />, data, account);
    await act(async () => window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'register' })));
    expect(host.querySelector('[data-testid="otp-countdown"]')?.textContent).toBe('Code expires in 5:00');
    for (let s = 0; s < 300; s++) {
      await act(async () => vi.advanceTimersByTime(1000));
    }
    const resend = host.querySelector<HTMLButtonElement>('[data-testid="otp-resend"]');
    expect(resend?.textContent).toBe(en['auth.otp.resend']);
    await act(async () => resend?.click());
    expect(host.querySelector('[data-testid="login-form"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="form-note"]')?.textContent).toBe(en['auth.otp.expiredNote']);
    expect(api.calls).toEqual([]);
  });

  it('says an unknown promo code under the promo field, not in the form line', async () => {
    const unknown = new ApiRequestError('This promo code is not valid. Check it or leave the field empty', 400, 'UNKNOWN_PROMO_CODE');
    const { data, account } = setup({ 'POST /api/v1/auth/register': unknown });
    const host = await render(<AuthDialog />, data, account);
    await act(async () => window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'register' })));
    const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    await act(async () => {
      type(field('phone'), '0911223344');
      type(field('password'), 'secret-pass-1');
      type(field('confirm'), 'secret-pass-1');
      type(field('promo'), 'nosuchcode');
      field('agree').click();
    });
    await submit(host, 'register-form');
    await settled(data, 'register');
    expect(host.querySelector('[data-testid="promo-error"]')?.textContent).toBe(en['auth.err.promoUnknown']);
    expect(field('promo').getAttribute('aria-describedby')).toBe('promo-error');
    expect(host.querySelector('[data-testid="form-error"]')).toBeNull();
  });
});

describe('change password in the profile', () => {
  it('refuses without the current password, then sends the change with no secret on the event', async () => {
    const { data, api, engine, account } = setup({ 'POST /api/v1/auth/change-password': { success: true, message: 'Password changed' } });
    data.store.setValues({ session_id: 'tok', user_id: 'u1' } as never);
    const events: string[] = [];
    engine.events$.subscribe((e) => events.push(JSON.stringify(e)));
    const host = await render(<ChangePasswordForm />, data, account);
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="change-password-open"]')?.click());
    const field = (name: string) =>
      host.querySelector<HTMLInputElement>(`[data-testid="change-password-form"] input[name="${name}"]`) as HTMLInputElement;
    await act(async () => {
      type(field('password'), 'new-secret-9');
      type(field('confirm'), 'new-secret-9');
    });
    await submit(host, 'change-password-form');
    expect(host.querySelector('[data-testid="form-error"]')?.textContent).toBe(en['auth.err.currentRequired']);
    await act(async () => type(field('current'), 'old-secret-1'));
    await submit(host, 'change-password-form');
    await settled(data, 'password');
    expect(host.querySelector('[data-testid="form-note"]')?.textContent).toBe(en['profile.password.done']);
    expect(host.querySelector('[data-testid="change-password-form"]')).toBeNull();
    const sent = api.log.find((c) => c.path === '/api/v1/auth/change-password');
    expect(sent?.options.body).toEqual({ current_password: 'old-secret-1', new_password: 'new-secret-9' });
    expect(sent?.options.timeoutMs).toBe(30_000);
    expect(events.some((e) => e.includes('old-secret-1') || e.includes('new-secret-9'))).toBe(false);
  });
});
