// @vitest-environment jsdom
// The auth forms in a live DOM, in Amharic: the restore form's code step says a code was sent only if the
// number has an account (the server answers the same for every phone, issue 11) — the form's step is the
// reset command's outcome in the store — and the error line shows the login lock by its code (LOGIN_LOCKED), with
// the minutes the server sends beside it (retry_after_minutes), kept in the form's row through the store.
import { describe, it, expect } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAccount } from '../../sync/account.ts';
import { fakeApi, flush } from '../sync/fake-api.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { AccountProvider } from '../../src/account/context.tsx';
import { RestoreForm } from '../../src/auth/RestoreForm.tsx';
import { FormError } from '../../src/auth/fields.tsx';
import am from '../../src/i18n/messages/am.json';
import { useAccountForm } from '../../src/data/hooks.ts';
import { ApiRequestError } from '../../sync/http.ts';

/** Until the form's command is answered: the first command loads the handlers' chunk (a dynamic import). */
async function settled(data: ReturnType<typeof createAppData>, form: string): Promise<void> {
  // By time, not by a count of turns: the chunk's first import takes seconds on a loaded machine (CI, 2 cores).
  const until = Date.now() + 10_000;
  while (Date.now() < until && data.store.getCell('accountForms', form, 'status') === 'submitting') {
    await flush();
  }
}

function LoginError() {
  return <FormError refusal={useAccountForm('login').refusal} />;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderAmharic(node: React.ReactNode, data = createAppData()): Promise<HTMLElement> {
  await loadAllMessages('am');
  const store = data.store.setValue('language', 'am');
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () =>
    createRoot(host).render(
      <Provider store={store as never}>
        <I18nProvider>{node}</I18nProvider>
      </Provider>,
    ),
  );
  return host;
}

/** Types into a React-controlled input (React listens to the native value setter + input event). */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('auth texts in the forms', () => {
  it('restore: after sending, the code step says a code was sent only if the number has an account', async () => {
    const data = createAppData();
    const engine = createSyncEngine(data, fakeApi({ 'POST /api/v1/password/reset': { success: true } }), { merchantId: 'birrbet-demo' });
    const account = createAccount({ engine, data });
    const host = await renderAmharic(
      <AccountProvider account={account} socket={null}>
        <RestoreForm onDone={() => undefined} />
      </AccountProvider>,
      data,
    );
    const phone = host.querySelector<HTMLInputElement>('input[name="phone"]')!;
    await act(async () => type(phone, '0911223344'));
    await act(async () => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await act(() => settled(data, 'restore'));
    expect(host.querySelector('input[name="otp"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="restore-sent"]')?.textContent).toBe(am['auth.restore.sent']);
    expect(host.textContent).toContain(am['auth.restore.codeHint'].replace('{phone}', '+251911223344'));
  });

  it('shows the login lock (LOGIN_LOCKED) in Amharic with the minutes sent beside it', async () => {
    const refusal = {
      command: 'login',
      code: 'LOGIN_LOCKED',
      status: 429,
      message: 'Too many failed login attempts. Please try again in 12 minutes',
      values: { retry_after_minutes: 12 },
    };
    const host = await renderAmharic(<FormError refusal={refusal} />);
    expect(host.querySelector('[data-testid="form-error"]')?.textContent).toBe(am['auth.err.loginLocked'].replace('{retry_after_minutes}', '12'));
  });

  it('a login refused with LOGIN_LOCKED keeps its minutes through the store to the form', async () => {
    const data = createAppData();
    const locked = new ApiRequestError('Too many failed login attempts. Please try again in 7 minutes', 429, 'LOGIN_LOCKED');
    locked.body = { error: locked.message, code: 'LOGIN_LOCKED', retry_after_minutes: 7 };
    const engine = createSyncEngine(data, fakeApi({ 'POST /api/v1/auth/login': locked }), { merchantId: 'birrbet-demo' });
    const account = createAccount({ engine, data });
    await account.login('0911223344', 'secret-pass-1');
    await settled(data, 'login');
    expect(data.store.getRow('accountForms', 'login')).toMatchObject({ status: 'failed', code: 'LOGIN_LOCKED', values: '{"retry_after_minutes":7}' });
    const host = await renderAmharic(<LoginError />, data);
    expect(host.querySelector('[data-testid="form-error"]')?.textContent).toBe(am['auth.err.loginLocked'].replace('{retry_after_minutes}', '7'));
  });
});
