// Register (spec §2/§5): phone (required), password and confirmation (at least 6, matching), optional
// promo code (trimmed, uppercased, at most 20, sent only when given) and the agreement box, without which
// submit stays disabled. Success opens the code step; a verified phone switches to login.
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Field, Form, FormError, LinkButton, Primary, SupportLine, useFormRun } from './fields.tsx';
import { OtpStep } from './OtpStep.tsx';

export function validateRegistration(v: { phone: string; password: string; confirm: string }): string {
  if (!v.phone.trim()) {
    return 'Please enter your phone number';
  }
  if (v.password.length < 6) {
    return 'Password must be at least 6 characters long';
  }
  return v.password === v.confirm ? '' : 'Passwords do not match';
}

export function RegisterForm({ onVerified }: { onVerified: () => void }) {
  const t = useT();
  const { account, openSection } = useAccountUi();
  const [values, setValues] = useState({ phone: '', password: '', confirm: '', promo: '', agree: false });
  const { busy, error, setError, run } = useFormRun('Registration failed');
  const [pendingPhone, setPendingPhone] = useState('');
  const set = (k: keyof typeof values) => (e: { target: HTMLInputElement }): void =>
    setValues((v) => ({ ...v, [k]: k === 'agree' ? e.target.checked : k === 'promo' ? e.target.value.toUpperCase().slice(0, 20) : e.target.value }));

  const send = async (): Promise<void> => {
    const { phone } = await account.register({ phone: values.phone, password: values.password, promoCode: values.promo });
    setPendingPhone(phone);
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const invalid = validateRegistration(values);
    if (invalid || !values.agree) {
      setError(invalid);
      return;
    }
    await run(send);
  };

  if (pendingPhone) {
    return <OtpStep phone={pendingPhone} onResend={send} onVerify={async (otp) => {
      await account.verifyRegistration(pendingPhone, otp);
      onVerified();
    }} />;
  }
  return (
    <Form onSubmit={(e) => void submit(e)} data-testid="register-form" noValidate>
      <h2>{t('auth.register.title')}</h2>
      <Field label={t('auth.phone')} name="phone" inputMode="tel" autoComplete="tel" placeholder="+251 9…" value={values.phone} onChange={set('phone')} />
      <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      <Field label={t('auth.confirmPassword')} name="confirm" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
      <Field label={t('auth.register.promo')} name="promo" maxLength={20} value={values.promo} onChange={set('promo')} />
      <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 13 }}>
        <input type="checkbox" name="agree" checked={values.agree} onChange={set('agree')} /> {t('auth.register.agree')}
      </label>
      <FormError text={error} />
      <Primary type="submit" disabled={busy || !values.agree}>{busy ? t('auth.busy') : t('auth.register.submit')}</Primary>
      <div style={{ fontSize: 13, textAlign: 'center' }}>
        {t('auth.register.haveAccount')} <LinkButton type="button" onClick={() => openSection('login')}>{t('auth.toLogin')}</LinkButton>
      </div>
      <SupportLine />
    </Form>
  );
}
