// @vitest-environment jsdom
// The auth forms in a live DOM, in Amharic: the restore form's code step says a code was sent only if the
// number has an account (the server answers the same for every phone, issue 11) — the form's step is the
// reset command's outcome in the store — and the error line shows the login lock by its code, with its minutes.
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderAmharic(node: React.ReactNode, data = createAppData()): Promise<HTMLElement> {
  await loadAllMessages('am');
  const store = data.store.setValue('language', 'am');
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<Provider store={store as never}><I18nProvider>{node}</I18nProvider></Provider>));
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
    const host = await renderAmharic(<AccountProvider account={account} socket={null}><RestoreForm onDone={() => undefined} /></AccountProvider>, data);
    const phone = host.querySelector<HTMLInputElement>('input[name="phone"]')!;
    await act(async () => type(phone, '0911223344'));
    await act(async () => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await act(flush);
    expect(host.querySelector('input[name="otp"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="restore-sent"]')?.textContent).toBe(am['auth.restore.sent']);
    expect(host.textContent).toContain(am['auth.restore.codeHint'].replace('{phone}', '+251911223344'));
  });

  it('shows the login lock (TOO_MANY_REQUESTS on login) in Amharic with its minutes', async () => {
    const refusal = { command: 'login', code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many failed login attempts. Please try again in 12 minutes' };
    const host = await renderAmharic(<FormError refusal={refusal} />);
    expect(host.querySelector('[data-testid="form-error"]')?.textContent).toBe(am['auth.err.loginLocked'].replace('{minutes}', '12'));
  });
});
