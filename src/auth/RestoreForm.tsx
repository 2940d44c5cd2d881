// Password restore (spec §4/§5): phone → code → new password, with back arrows (password → code,
// code → phone). An invalid or expired token (or none) sends the player back to the code step.
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { Icon } from '../components/icons.tsx';
import { Field, Form, FormError, LinkButton, Primary, SupportLine, otpInput, useFormRun } from './fields.tsx';

type Step = 'phone' | 'otp' | 'password';
const TOKEN_TROUBLE = /token|expired/i;

export function RestoreForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { account, openSection } = useAccountUi();
  const [step, setStep] = useState<Step>('phone');
  const [v, setV] = useState({ phone: '', normalized: '', otp: '', token: '', password: '', confirm: '' });
  const { busy, error, setError, run } = useFormRun('An error occurred');
  // An invalid, expired or missing token sends the player back to the code step (spec §4).
  const backToCodeOnTokenTrouble = (text: string): void => {
    if (step === 'password' && TOKEN_TROUBLE.test(text)) {
      setV((s) => ({ ...s, token: '', otp: '' }));
      setStep('otp');
    }
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (step === 'phone') {
      if (!v.phone.trim()) {
        setError('please enter phone');
        return;
      }
      void run(async () => {
        const { phone } = await account.requestReset(v.phone);
        setV((s) => ({ ...s, normalized: phone }));
        setStep('otp');
      });
    } else if (step === 'otp') {
      void run(async () => {
        const token = await account.verifyReset(v.normalized, v.otp);
        setV((s) => ({ ...s, token }));
        setStep('password');
      });
    } else if (v.password.length < 6) {
      setError('Password must be at least 6 characters long');
    } else if (v.password !== v.confirm) {
      setError('Passwords do not match');
    } else {
      void run(async () => {
        await account.updatePassword(v.normalized, v.password, v.token);
        onDone();
      }, backToCodeOnTokenTrouble);
    }
  };

  const back = (): void => {
    setError('');
    if (step === 'password') {
      setStep('otp');
    } else if (step === 'otp') {
      setStep('phone');
    } else {
      openSection('login');
    }
  };

  return (
    <Form onSubmit={submit} data-testid="restore-form" noValidate>
      <h2 style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <LinkButton type="button" aria-label={t('auth.back')} onClick={back} data-testid="restore-back"><Icon name="back" size={20} /></LinkButton>
        {t('auth.restore.title')}
      </h2>
      {step === 'phone' ? (
        <>
          <p className="hint">{t('auth.restore.phoneHint')}</p>
          <Field label={t('auth.phone')} name="phone" inputMode="tel" value={v.phone} onChange={(e) => setV({ ...v, phone: e.target.value })} />
        </>
      ) : step === 'otp' ? (
        <>
          {/* The server answers the same for a phone without an account (no account enumeration), so say so. */}
          <p className="hint" data-testid="restore-sent">{t('auth.restore.sent')}</p>
          <p className="hint">{t('auth.restore.codeHint', { phone: v.normalized })}</p>
          <Field label={t('auth.otp.code')} name="otp" inputMode="numeric" maxLength={6} value={v.otp} onChange={(e) => setV({ ...v, otp: otpInput(e.target.value) })} />
        </>
      ) : (
        <>
          <Field label={t('auth.restore.newPassword')} name="password" type="password" autoComplete="new-password" value={v.password} onChange={(e) => setV({ ...v, password: e.target.value })} />
          <Field label={t('auth.restore.confirm')} name="confirm" type="password" autoComplete="new-password" value={v.confirm} onChange={(e) => setV({ ...v, confirm: e.target.value })} />
        </>
      )}
      <FormError text={error} />
      <Primary type="submit" disabled={busy || (step === 'otp' && v.otp.length !== 6)}>
        {busy ? t('auth.busy') : t(step === 'phone' ? 'auth.restore.send' : step === 'otp' ? 'auth.restore.verify' : 'auth.restore.update')}
      </Primary>
      <SupportLine />
    </Form>
  );
}
