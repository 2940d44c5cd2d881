// Operator accounts (issue 33, admin): the list with roles, status and whether an authenticator is set up; a form to
// create one (the temporary password is shown once, here, to pass on privately); per operator, roles saved with a
// reason, disable/enable, and a reset of password and authenticator. The server refuses what an admin may not do
// (their own demotion, the last admin) and the screen shows its words.
import { useEffect, useState } from 'react';
import { PERSON_ROLES, type PersonRole } from '../../../schema/operator-access.ts';
import { useCommand, useEngine, useRead, useRow, useRowIds, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, table } from '../styles.ts';

function RolePicker({ value, onChange, name }: { value: PersonRole[]; onChange: (roles: PersonRole[]) => void; name: string }) {
  const { t } = useI18n();
  return (
    <div className={row}>
      {PERSON_ROLES.map((role) => (
        <label key={role} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            name={`${name}-${role}`}
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {t(`role.${role}`)}
        </label>
      ))}
    </div>
  );
}

export function OperatorsScreen() {
  const { t, say } = useI18n();
  const engine = useEngine();
  useRead({ type: 'LoadOperators' });
  const ids = useRowIds('operators');
  const create = useCommand('CreateOperator');
  const update = useCommand('UpdateOperator');
  const reset = useCommand('ResetOperator');
  const temporary = useValue('temporaryPassword') as string | undefined;
  const [name, setName] = useState('');
  const [login, setLogin] = useState('');
  const [roles, setRoles] = useState<PersonRole[]>([]);
  const [totp, setTotp] = useState(true);
  const failed = [create, update, reset].find((c) => c.state === 'failed');
  // A created operator clears the form (their temporary password stays shown above).
  useEffect(() => {
    if (create.state === 'done') {
      setName('');
      setLogin('');
      setRoles([]);
      setTotp(true);
    }
  }, [create.state]);
  return (
    <>
      <div className={header}>
        <h1>{t('operators.title')}</h1>
      </div>
      {temporary !== undefined && (
        <p className={alert} data-kind="info" role="status">
          {t('operators.temporary', { password: '' })}
          <code data-testid="temporary-password">{temporary}</code>
        </p>
      )}
      {failed !== undefined && (
        <p className={alert} role="alert">
          {say(failed.message)}
        </p>
      )}
      <section className={card}>
        <h2>{t('operators.new')}</h2>
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            const isEmail = login.includes('@');
            engine.dispatch({
              type: 'CreateOperator',
              name,
              email: isEmail ? login : null,
              phone: isEmail ? null : login,
              roles,
              totpRequired: totp,
            });
          }}
        >
          <label>
            {t('operators.name')}
            <input name="name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
          </label>
          <label>
            {t('operators.email')} / {t('operators.phone')}
            <input name="login" value={login} onChange={(e) => setLogin(e.target.value)} required maxLength={200} />
          </label>
          <RolePicker name="new-role" value={roles} onChange={setRoles} />
          <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input type="checkbox" name="totp" checked={totp} onChange={(e) => setTotp(e.target.checked)} />
            {t('operators.totp')}
          </label>
          <button className={button} type="submit" disabled={create.state === 'busy' || roles.length === 0}>
            {t('operators.create')}
          </button>
        </form>
      </section>
      <section className={card}>
        <table className={table}>
          <thead>
            <tr>
              <th>{t('operators.name')}</th>
              <th>{t('operators.roles')}</th>
              <th>{t('operators.status')}</th>
              <th>{t('operators.lastSignIn')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <OperatorLine key={id} id={id} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function OperatorLine({ id }: { id: string }) {
  const { t } = useI18n();
  const engine = useEngine();
  const o = useRow('operators', id);
  const current = JSON.parse(String(o['roles'] ?? '[]')) as PersonRole[];
  const [roles, setRoles] = useState<PersonRole[]>(current);
  const [reason, setReason] = useState('');
  const active = o['status'] === 'active';
  const ready = reason.trim() !== '';
  return (
    <tr data-testid={`operator-${String(o['email'] ?? o['phone'] ?? id)}`}>
      <td>
        <strong>{String(o['name'] ?? '')}</strong>
        <div>{String(o['email'] ?? o['phone'] ?? '')}</div>
        <small>{o['totp_enrolled'] === true ? t('operators.enrolled') : t('operators.notEnrolled')}</small>
      </td>
      <td>
        <RolePicker name={`role-${id}`} value={roles} onChange={setRoles} />
      </td>
      <td>{active ? t('operators.active') : t('operators.disabled')}</td>
      <td>{o['last_sign_in_at'] === undefined ? t('operators.never') : new Date(String(o['last_sign_in_at'])).toLocaleString()}</td>
      <td>
        <div className={row}>
          <input aria-label={t('operators.reason')} placeholder={t('operators.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button
            type="button"
            className={button}
            disabled={!ready || roles.length === 0}
            onClick={() => engine.dispatch({ type: 'UpdateOperator', id, change: { roles }, reason })}
          >
            {t('operators.save')}
          </button>
          <button
            type="button"
            className={button}
            data-kind="danger"
            disabled={!ready}
            onClick={() => engine.dispatch({ type: 'UpdateOperator', id, change: { status: active ? 'disabled' : 'active' }, reason })}
          >
            {active ? t('operators.disable') : t('operators.enable')}
          </button>
          <button
            type="button"
            className={button}
            data-kind="secondary"
            disabled={!ready}
            onClick={() => engine.dispatch({ type: 'ResetOperator', id, reason })}
          >
            {t('operators.reset')}
          </button>
        </div>
      </td>
    </tr>
  );
}
