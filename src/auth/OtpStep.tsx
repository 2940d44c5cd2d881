// The phone-code step after registration (spec §4): 6 digits only (a pasted SMS gives its code), a 300 s countdown
// shown m:ss, and at 0 the 'Resend code' link, which returns to login as spec §4 says (the dialog then says the code
// expired and that registering again sends a new one: a new sign-up replaces the waiting one). The verify command
// and its state belong to the register form (its store row).
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { CodeField, Form, FormError, LinkButton, Primary } from './fields.tsx';

const OTP_SECONDS = 300;

function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function OtpStep({
  phone,
  busy,
  refusal,
  onVerify,
  onExpired,
}: {
  phone: string;
  busy: boolean;
  refusal: Parameters<typeof FormError>[0]['refusal'];
  onVerify: (otp: string) => void;
  /** 'Resend code' at 0:00: back to login (spec §4). */
  onExpired: () => void;
}) {
  const t = useT();
  const [otp, setOtp] = useState('');
  const [left, setLeft] = useState(OTP_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      return undefined;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    onVerify(otp);
  };

  return (
    <Form onSubmit={submit} data-testid="otp-form" noValidate>
      <h2>{t('auth.otp.title')}</h2>
      <p className="hint">{t('auth.otp.sent', { phone })}</p>
      <CodeField label={t('auth.otp.code')} value={otp} onCode={setOtp} />
      <FormError refusal={refusal} />
      <Primary type="submit" disabled={busy || otp.length !== 6}>
        {busy ? t('auth.busy') : t('auth.otp.verify')}
      </Primary>
      <p className="hint" data-testid="otp-countdown">
        {left > 0 ? (
          t('auth.otp.expires', { time: formatCountdown(left) })
        ) : (
          <LinkButton type="button" onClick={onExpired} data-testid="otp-resend">
            {t('auth.otp.resend')}
          </LinkButton>
        )}
      </p>
    </Form>
  );
}
