// @vitest-environment jsdom
// The restore form on the runtime the built client uses, Preact's React layer (Vitest otherwise runs React, which
// removes an attribute it no longer renders): moving from the code step to the password step must give the new
// password its own input. Preact reused the code field's input there and took its maxLength away by setting it to ''
// — maxlength="0" — so nothing could be typed and every update said 'Password must be at least 6 characters long'
// (issue 29). The store, translations and account context are stand-ins: only the form's own markup is under test.
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-runtime'));
// linaria's runtime renders through the real React (a dependency Vitest does not transform): a plain element here.
vi.mock('@linaria/react', async () => {
  const { createElement } = await import('preact/compat');
  const styled = (tag: unknown) => (options: { class?: string }) => (props: Record<string, unknown>) =>
    createElement(tag as string, { ...props, className: [options?.class, props['className']].filter(Boolean).join(' ') });
  return { styled };
});
const form = { busy: false, done: false, step: 'otp', phone: '+251911223344', refusal: null };
vi.mock('../../src/data/hooks.ts', async () => {
  const { createContext } = await import('preact/compat');
  return { useAccountForm: () => form, useCell: () => '', useValue: () => '', EngineContext: createContext(null) };
});
vi.mock('../../src/i18n/I18nProvider.tsx', () => ({ useT: () => (id: string) => id }));
vi.mock('../../src/account/context.tsx', () => ({
  useAccountUi: () => ({ account: { resetForm: () => undefined }, openSection: () => undefined }),
}));

const { render } = await import('preact');
const { createElement } = await import('preact/compat');
const { RestoreForm } = await import('../../src/auth/RestoreForm.tsx');

describe('restore on Preact', () => {
  it('the new password input after the code step has no length limit of its own', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(createElement(RestoreForm, { onDone: () => undefined }), host);
    const code = host.querySelector<HTMLInputElement>('input[name="otp"]');
    expect(code).not.toBeNull();
    form.step = 'password';
    render(createElement(RestoreForm, { onDone: () => undefined }), host);
    const next = host.querySelector<HTMLInputElement>('input[name="password"]');
    expect(next).not.toBeNull();
    expect(next?.getAttribute('maxlength')).toBeNull();
    expect(next?.maxLength).not.toBe(0);
    expect(next).not.toBe(code);
  });
});
