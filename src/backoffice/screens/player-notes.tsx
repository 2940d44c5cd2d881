// A player's notes (issue 33): what support was told or did, newest first, each with its author and time; kept, never
// edited. Support (players.notes) adds one with the form under them: the answer is the profile with the note in it,
// and the form empties; refused, it keeps the text and shows the server's word.
import { useState } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form } from '../styles.ts';
import { title } from './player-parts.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';
import { when } from './payment-parts.tsx';

export function NotesPart({ playerId, mayWrite }: { playerId: string; mayWrite: boolean }) {
  const { t } = useI18n();
  const ids = useSliceRowIds(BO_INDEX.notesByPlayer, playerId);
  return (
    <section className={card} data-testid="playerNotes">
      <h2 className={title}>{t('player.notes')}</h2>
      {ids.length === 0 ? (
        <p>{t('player.notes.none')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0' }}>
          {ids.map((id) => (
            <Note key={id} id={id} />
          ))}
        </ul>
      )}
      {mayWrite && <NoteForm playerId={playerId} />}
    </section>
  );
}

function Note({ id }: { id: string }) {
  const { t } = useI18n();
  const n = useRow('playerNotes', id);
  return (
    <li data-testid="player-note" style={{ borderBottom: '1px solid var(--bo-border)', padding: '8px 0' }}>
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(n['text'] ?? '')}</div>
      <small style={{ color: 'var(--bo-muted)' }}>{t('player.note.by', { name: String(n['by'] ?? ''), when: when(n['at']) })}</small>
    </li>
  );
}

function NoteForm({ playerId }: { playerId: string }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const { said, send } = useSent('AddPlayerNote', () => setText(''));
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'AddPlayerNote', id: playerId, text });
      }}
    >
      <label>
        {t('player.note.text')}
        <textarea name="note" rows={2} value={text} onChange={(e) => setText(e.target.value)} required maxLength={1_000} />
      </label>
      <Said said={said} />
      <div>
        <button className={button} type="submit" disabled={said.state === 'busy' || text.trim() === ''}>
          {t('player.note.add')}
        </button>
      </div>
    </form>
  );
}
