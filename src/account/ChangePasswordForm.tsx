// Change password from the profile panel (issue 29): current password, new password and its confirmation, checked
// with the rules and texts of sign-up and restore before anything is sent. The form emits the changePassword intent
// (sync/account.ts) and reads its state from the store (accountForms 'password'); the server ends the player's
// other sessions and keeps this one. Closed, it is one button; after a change it closes again with a note.
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountForm } from '../data/hooks.ts';
import { Field, Form, FormError, FormNote, LinkButton, NewPasswordFields, Primary } from '../auth/fields.tsx';
import { useAccountUi } from './context.tsx';

const EMPTY = { current: '', password: '', confirm: '' };

export function ChangePasswordForm() {
  const t = useT();
  const { account } = useAccountUi();
  const form = useAccountForm('password');
  const [open, setOpen] = useState(false);
  const [v, setV] = useState(EMPTY);

  // The store's row is this form's alone: forgotten when the panel closes, so it opens afresh.
  useEffect(() => () => account.resetForm('password'), [account]);
  useEffect(() => {
    if (form.done) {
      setV(EMPTY);
      setOpen(false);
    }
  }, [form.done]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!form.busy) {
      void account.changePassword(v.current, v.password, v.confirm);
    }
  };
  const toggle = (): void => {
    account.resetForm('password');
    setV(EMPTY);
    setOpen((o) => !o);
  };

  if (!open) {
    return (
      <>
        {form.done ? <FormNote>{t('profile.password.done')}</FormNote> : null}
        <button type="button" className="wide" onClick={toggle} data-testid="change-password-open">
          {t('profile.password.title')}
        </button>
      </>
    );
  }
  return (
    <Form onSubmit={submit} data-testid="change-password-form" noValidate>
      <h3 style={{ margin: 0, fontSize: 16 }}>{t('profile.password.title')}</h3>
      <Field
        label={t('profile.password.current')}
        name="current"
        type="password"
        autoComplete="current-password"
        value={v.current}
        onChange={(e) => setV({ ...v, current: e.target.value })}
      />
      <NewPasswordFields password={v.password} confirm={v.confirm} onChange={(next) => setV({ ...v, ...next })} />
      <FormError refusal={form.refusal} />
      <Primary type="submit" disabled={form.busy}>
        {form.busy ? t('auth.busy') : t('profile.password.title')}
      </Primary>
      <LinkButton type="button" onClick={toggle}>
        {t('profile.password.cancel')}
      </LinkButton>
    </Form>
  );
}
