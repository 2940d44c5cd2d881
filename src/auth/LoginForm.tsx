// Login (spec §2/§5): identifier and password, both required (submit ignored while either is empty);
// success clears the form, closes the dialog and goes home. Links to register and restore.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Field, Form, FormError, FormNote, LinkButton, Primary, SupportLine, useFormRun } from './fields.tsx';

export function LoginForm({ note }: { note?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { account, openSection } = useAccountUi();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { busy, error, run } = useFormRun('Login failed');

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!identifier.trim() || !password || busy) {
      return;
    }
    await run(async () => {
      await account.login(identifier, password);
      setIdentifier('');
      setPassword('');
      openSection(null);
      void navigate({ to: '/' });
    });
  };

  return (
    <Form onSubmit={(e) => void submit(e)} data-testid="login-form" noValidate>
      <h2>{t('auth.login.title')}</h2>
      {note ? <FormNote>{note}</FormNote> : null}
      <Field label={t('auth.login.identifier')} name="identifier" autoComplete="username" inputMode="tel"
        value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
      <Field label={t('auth.password')} name="password" type="password" autoComplete="current-password"
        value={password} onChange={(e) => setPassword(e.target.value)} />
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth.login.remember')}
      </label>
      <FormError text={error} />
      <Primary type="submit" disabled={busy || !identifier.trim() || !password}>{busy ? t('auth.busy') : t('auth.login.submit')}</Primary>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13 }}>
        <LinkButton type="button" onClick={() => openSection('restore')}>{t('auth.login.forgot')}</LinkButton>
        <span>{t('auth.login.noAccount')} <LinkButton type="button" onClick={() => openSection('register')}>{t('auth.toRegister')}</LinkButton></span>
      </div>
      <SupportLine />
    </Form>
  );
}
