// @vitest-environment jsdom
// The restore form moving from the code step to the password step (issue 29, on the runtime players run since
// issue 30: React): the new password gets an input of its own, with no length limit left from the 6-digit code
// field — a reused input once had maxlength="0", so nothing could be typed and every update said 'Password must
// be at least 6 characters long'. The store, translations and account context are stand-ins: only the form's own
// markup is under test.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

const form = { busy: false, done: false, step: 'otp', phone: '+251911223344', refusal: null };
vi.mock('../../src/data/hooks.ts', async () => {
  const { createContext } = await import('react');
  return { useAccountForm: () => form, useCell: () => '', useValue: () => '', EngineContext: createContext(null) };
});
vi.mock('../../src/i18n/I18nProvider.tsx', () => ({ useT: () => (id: string) => id }));
vi.mock('../../src/account/context.tsx', () => ({
  useAccountUi: () => ({ account: { resetForm: () => undefined }, openSection: () => undefined }),
}));

const { RestoreForm } = await import('../../src/auth/RestoreForm.tsx');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('restore steps', () => {
  it('the new password input after the code step is its own input, with no length limit', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(RestoreForm, { onDone: () => undefined })));
    const code = host.querySelector<HTMLInputElement>('input[name="otp"]');
    expect(code).not.toBeNull();
    form.step = 'password';
    await act(async () => root.render(createElement(RestoreForm, { onDone: () => undefined })));
    const next = host.querySelector<HTMLInputElement>('input[name="password"]');
    expect(next).not.toBeNull();
    expect(next?.getAttribute('maxlength')).toBeNull();
    expect(next?.maxLength).not.toBe(0);
    expect(next).not.toBe(code);
    await act(async () => root.unmount());
  });
});
