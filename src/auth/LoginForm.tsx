// Login (spec §2/§5): identifier and password, both required (submit ignored while either is empty); the
// login command's state is in the store (accountForms 'login'): success clears the form, closes the dialog
// and goes home. Links to register and restore.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Field, Form, FormError, FormNote, LinkButton, Primary, SupportLine, useForm } from './fields.tsx';

export function LoginForm({ note }: { note?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { account, openSection } = useAccountUi();
  const form = useForm('login');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);

  useEffect(() => {
    if (form.done) {
      setIdentifier('');
      setPassword('');
      openSection(null);
      void navigate({ to: '/' });
    }
  }, [form.done, navigate, openSection]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (identifier.trim() && password && !form.busy) {
      void account.login(identifier, password);
    }
  };

  return (
    <Form onSubmit={submit} data-testid="login-form" noValidate>
      <h2>{t('auth.login.title')}</h2>
      {note ? <FormNote>{note}</FormNote> : null}
      <Field
        label={t('auth.login.identifier')}
        name="identifier"
        autoComplete="username"
        inputMode="tel"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
      />
      <Field
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth.login.remember')}
      </label>
      <FormError refusal={form.refusal} />
      <Primary type="submit" disabled={form.busy || !identifier.trim() || !password}>
        {form.busy ? t('auth.busy') : t('auth.login.submit')}
      </Primary>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13 }}>
        <LinkButton type="button" onClick={() => openSection('restore')}>
          {t('auth.login.forgot')}
        </LinkButton>
        <span>
          {t('auth.login.noAccount')}{' '}
          <LinkButton type="button" onClick={() => openSection('register')}>
            {t('auth.toRegister')}
          </LinkButton>
        </span>
      </div>
      <SupportLine />
    </Form>
  );
}
