// The back office's overview (issue 33): who is signed in with which roles, and the requests waiting for a second
// person. (The dashboard of turnover, liability and health comes with its own endpoint.)
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useMe, useRead, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { card, header } from '../styles.ts';

export function HomeScreen() {
  const { t } = useI18n();
  const me = useMe();
  useRead({ type: 'LoadApprovals', status: 'pending' });
  const pending = useSliceRowIds(BO_INDEX.approvalsByStatus, 'pending');
  return (
    <>
      <div className={header}>
        <h1>{t('nav.home')}</h1>
      </div>
      <section className={card}>
        <p>{t('home.welcome', { name: me?.name ?? '' })}</p>
        <p>{t('home.roles', { roles: (me?.roles ?? []).map((r) => t(`role.${r}` as 'role.admin')).join(', ') })}</p>
        <p data-testid="pending-count">{t('home.pending', { count: pending.length })}</p>
      </section>
    </>
  );
}
