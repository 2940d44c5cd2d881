// The back office's sign-in steps (issue 33): email or phone and password, then the authenticator's code when the
// server asks for it (TOTP_REQUIRED); a temporary password is changed before anything else; an operator who must use
// an authenticator enrols one (a QR code of the otpauth:// URI, or its key typed by hand). Each step is an intent; the
// server's answer (the session's stage) decides which step shows next.
import { useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { useCommand, useEngine, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, narrow, qr } from '../styles.ts';

function Failure({ command }: { command: Parameters<typeof useCommand>[0] }) {
  const state = useCommand(command);
  const { say } = useI18n();
  return state.state === 'failed' && state.code !== 'TOTP_REQUIRED' ? (
    <p className={alert} role="alert">
      {say(state.message)}
    </p>
  ) : null;
}

export function SignInScreen() {
  const { t } = useI18n();
  const engine = useEngine();
  const signIn = useCommand('SignIn');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const askCode = signIn.code === 'TOTP_REQUIRED' || signIn.code === 'INVALID_TOTP' || code !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    engine.dispatch({ type: 'SignIn', login, password, ...(askCode && code !== '' ? { code } : {}) });
  };
  return (
    <main className={`${card} ${narrow}`}>
      <h1>{t('signIn.title')}</h1>
      <form className={form} onSubmit={submit}>
        <label>
          {t('signIn.login')}
          <input name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} required />
        </label>
        <label>
          {t('signIn.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {askCode && (
          <label>
            {t('signIn.code')}
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <small>{t('signIn.codeHint')}</small>
          </label>
        )}
        <Failure command="SignIn" />
        <button className={button} type="submit" disabled={signIn.state === 'busy'}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}

export function ChangePasswordScreen() {
  const { t } = useI18n();
  const engine = useEngine();
  const change = useCommand('ChangePassword');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const mismatch = repeat !== '' && next !== repeat;
  return (
    <main className={`${card} ${narrow}`}>
      <h1>{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <form
        className={form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!mismatch) {
            engine.dispatch({ type: 'ChangePassword', current, next });
          }
        }}
      >
        <label>
          {t('password.current')}
          <input
            name="current"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
        </label>
        <label>
          {t('password.next')}
          <input
            name="next"
            type="password"
            autoComplete="new-password"
            minLength={12}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            required
          />
        </label>
        <label>
          {t('password.repeat')}
          <input name="repeat" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
        </label>
        {mismatch && <p className={alert}>{t('password.mismatch')}</p>}
        <Failure command="ChangePassword" />
        <button className={button} type="submit" disabled={change.state === 'busy' || mismatch}>
          {t('password.submit')}
        </button>
      </form>
    </main>
  );
}

export function EnrolScreen() {
  const { t } = useI18n();
  const engine = useEngine();
  const secret = useValue('totpSecret') as string | undefined;
  const uri = useValue('totpUri') as string | undefined;
  const confirm = useCommand('ConfirmTotp');
  const [code, setCode] = useState('');
  return (
    <main className={`${card} ${narrow}`}>
      <h1>{t('totp.title')}</h1>
      <p>{t('totp.intro')}</p>
      {uri === undefined ? (
        <button className={button} type="button" onClick={() => engine.dispatch({ type: 'StartTotp' })}>
          {t('totp.start')}
        </button>
      ) : (
        <>
          {/* uqr renders the QR code as SVG markup built from the URI's own characters (no HTML passes through). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by uqr from our own otpauth URI */}
          <div className={qr} data-testid="totp-qr" dangerouslySetInnerHTML={{ __html: renderSVG(uri) }} />
          <p>
            {t('totp.secret', { secret: '' })}
            <code data-testid="totp-secret">{secret}</code>
          </p>
          <form
            className={form}
            onSubmit={(event) => {
              event.preventDefault();
              engine.dispatch({ type: 'ConfirmTotp', code });
            }}
          >
            <label>
              {t('totp.code')}
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            </label>
            <Failure command="ConfirmTotp" />
            <button className={button} type="submit" disabled={confirm.state === 'busy'}>
              {t('totp.submit')}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
