// The auth sections as one dialog (spec §2): a modal over a dimmed page on desktop; on phones (< 768 px)
// an opaque layer with the centred card of at most 400 px, which replaces the layout. Clicking outside
// the card closes it; Escape too. Login, register and restore switch between each other.
import { useState } from 'react';
import { useEscape } from '../components/use-escape.ts';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { useAccountUi } from '../account/context.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { RestoreForm } from './RestoreForm.tsx';

/** The dialog's name: the title its open section shows. */
const TITLES = { login: 'auth.login.title', register: 'auth.register.title', restore: 'auth.restore.title' } as const;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  overflow-y: auto;
  background: var(--bg);
  @media (min-width: 768px) {
    background: rgba(3, 7, 18, 0.72);
  }
`;
const Card = styled.div`
  position: relative;
  width: 100%;
  max-width: 400px;
  margin: auto;
  padding: 24px 20px;
  border-radius: 16px;
  background: var(--surface);
  border: 1px solid var(--border);
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.5);
`;
const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: var(--surface-2);
  cursor: pointer;
  font-size: 18px;
  line-height: 1;
`;

export default function AuthDialog() {
  const t = useT();
  const { section, openSection } = useAccountUi();
  const [note, setNote] = useState('');
  useEscape(() => openSection(null));
  if (!section) {
    return null;
  }
  const toLogin = (text: string): void => {
    setNote(text);
    openSection('login');
  };
  return (
    <Layer data-testid="auth-dialog" onPointerDown={(e) => e.target === e.currentTarget && openSection(null)}>
      <Card role="dialog" aria-modal="true" aria-label={t(TITLES[section])}>
        <Close type="button" aria-label={t('auth.close')} onClick={() => openSection(null)}>
          ×
        </Close>
        {section === 'login' ? (
          <LoginForm note={note} />
        ) : section === 'register' ? (
          <RegisterForm onVerified={() => toLogin(t('auth.otp.verified'))} onCodeExpired={() => toLogin(t('auth.otp.expiredNote'))} />
        ) : (
          <RestoreForm onDone={() => toLogin(t('auth.restore.done'))} />
        )}
      </Card>
    </Layer>
  );
}
