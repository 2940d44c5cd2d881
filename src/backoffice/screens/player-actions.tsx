// What an operator may do to a player (issue 33), each shown only to the roles the server lets do it: block or unblock
// and sign out everywhere, with a reason (players.block: risk); self-exclude on the player's request and ask for a
// deposit-limit change on it, which waits for a second person's approval (players.limits: support, risk). A form
// keeps what was typed when the server refuses (its declared text shows under the form) and empties once done; the
// page then shows the profile the change answered.
import { useState } from 'react';
import type { Permission } from '../../../schema/operator-access.ts';
import { EXCLUSION_PERIODS, type ExclusionPeriod, LIMIT_PERIODS, type LimitPeriod } from '../../../schema/responsible-gaming.ts';
import type { PlayerLimitsChange } from '../../../sync/backoffice/events.ts';
import { useCell } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, form } from '../styles.ts';
import { cards, title, usePlayerWord } from './player-parts.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

export function PlayerActions({ id, may }: { id: string; may: (permission: Permission) => boolean }) {
  const block = may('players.block');
  const limits = may('players.limits');
  if (!block && !limits) {
    return null;
  }
  return (
    <div className={cards} data-testid="player-actions">
      {block && <BlockForm id={id} />}
      {block && <ReasonForm id={id} command="SignOutPlayer" heading="player.signOut" intro="player.signOut.intro" submit="player.signOut" />}
      {limits && <ExcludeForm id={id} />}
      {limits && <LimitsForm id={id} />}
    </div>
  );
}

function BlockForm({ id }: { id: string }) {
  const blocked = useCell('playerProfiles', id, 'blocked_at') !== undefined;
  return (
    <ReasonForm
      id={id}
      command="BlockPlayer"
      heading="player.access"
      intro={blocked ? 'player.unblock.intro' : 'player.block.intro'}
      submit={blocked ? 'player.unblock' : 'player.block'}
      blocked={!blocked}
    />
  );
}

interface ReasonFormProps {
  id: string;
  command: 'BlockPlayer' | 'SignOutPlayer';
  heading: MessageKey;
  intro: MessageKey;
  submit: MessageKey;
  /** For BlockPlayer: what to set. */
  blocked?: boolean;
}

/** A reason and one button: block or unblock, or sign out everywhere. */
function ReasonForm({ id, command, heading, intro, submit, blocked }: ReasonFormProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const { said, send } = useSent(command, () => setReason(''));
  return (
    <form
      className={`${card} ${form}`}
      data-testid={`form-${command}`}
      onSubmit={(event) => {
        event.preventDefault();
        send(command === 'BlockPlayer' ? { type: command, id, blocked: blocked ?? true, reason } : { type: command, id, reason });
      }}
    >
      <h2 className={title}>{t(heading)}</h2>
      <p style={{ margin: 0 }}>{t(intro)}</p>
      <label>
        {t('player.reason')}
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </label>
      <Said said={said} ok={t('player.done')} />
      <button className={button} type="submit" data-kind={blocked === true ? 'danger' : 'secondary'} disabled={said.state === 'busy'}>
        {t(submit)}
      </button>
    </form>
  );
}

function ExcludeForm({ id }: { id: string }) {
  const { t } = useI18n();
  const word = usePlayerWord();
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [reason, setReason] = useState('');
  const { said, send } = useSent('ExcludePlayer', () => setReason(''));
  return (
    <form
      className={`${card} ${form}`}
      data-testid="form-ExcludePlayer"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'ExcludePlayer', id, period, reason });
      }}
    >
      <h2 className={title}>{t('player.exclusion')}</h2>
      <p style={{ margin: 0 }}>{t('player.exclude.intro')}</p>
      <label>
        {t('player.exclude.period')}
        <select name="period" value={period} onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}>
          {EXCLUSION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {word('player.period', p)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('player.reason')}
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </label>
      <Said said={said} ok={t('player.done')} />
      <button className={button} type="submit" data-kind="danger" disabled={said.state === 'busy'}>
        {t('player.exclude')}
      </button>
    </form>
  );
}

const NO_LIMITS: Record<LimitPeriod, string> = { day: '', week: '', month: '' };

function LimitsForm({ id }: { id: string }) {
  const { t } = useI18n();
  const [limits, setLimits] = useState(NO_LIMITS);
  const [reason, setReason] = useState('');
  const approvalId = String(useCell('playerRequests', id, 'approval_id') ?? '');
  const { said, send } = useSent('RequestPlayerLimits', () => {
    setLimits(NO_LIMITS);
    setReason('');
  });
  const asked = LIMIT_PERIODS.filter((p) => limits[p].trim() !== '');
  return (
    <form
      className={`${card} ${form}`}
      data-testid="form-RequestPlayerLimits"
      onSubmit={(event) => {
        event.preventDefault();
        const change: PlayerLimitsChange = Object.fromEntries(asked.map((p) => [p, Number(limits[p])]));
        send({ type: 'RequestPlayerLimits', id, limits: change, reason });
      }}
    >
      <h2 className={title}>{t('player.limits')}</h2>
      <p style={{ margin: 0 }}>{t('player.limits.intro')}</p>
      {LIMIT_PERIODS.map((p) => (
        <label key={p}>
          {t(`player.limit.${p}` as MessageKey)} (ETB)
          <input
            name={`limit-${p}`}
            type="number"
            min={1}
            step={0.01}
            value={limits[p]}
            onChange={(e) => setLimits({ ...limits, [p]: e.target.value })}
          />
        </label>
      ))}
      <label>
        {t('player.reason')}
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </label>
      <Said said={said} />
      {said.state === 'done' && approvalId !== '' && (
        <p className={alert} data-kind="info" role="status">
          {t('player.limits.pending', { id: approvalId.slice(0, 8) })}
        </p>
      )}
      <button className={button} type="submit" disabled={said.state === 'busy' || asked.length === 0}>
        {t('player.limits.request')}
      </button>
    </form>
  );
}
