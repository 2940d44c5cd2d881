// The house virtual sports (issue 15): a virtual-football league (game vfootball, provider 632 Golden Race's
// stand-in) and a virtual horse race (vhorses, 497 Kiron's). Its job — once when the server is ready, then every
// VIRTUAL_TICK_MS — creates the coming rounds, draws the results of events whose kick-off has come and settles
// those that are over, so a restart (even after kill -9) resolves and settles everything that fell due meanwhile.
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic, type PeriodicJob } from '../../../jobs.ts';
import type { ModuleOptions } from '../../module-options.ts';
import type { Db } from '../../../db/index.ts';
import { type VirtualConfig, virtualConfig } from './config.ts';
import { virtualRoutes } from './routes.ts';
import { drawDue, ensureRounds, pruneOld } from './schedule.ts';
import { settleDue } from './settle.ts';

/** One pass of the job: schedule ahead, draw what kicked off, settle what ended. */
export async function virtualTick(db: Db, config: VirtualConfig, nowMs: number): Promise<void> {
  await ensureRounds(db, config, 'football', nowMs);
  await ensureRounds(db, config, 'horses', nowMs);
  await drawDue(db, nowMs);
  await settleDue(db, nowMs);
}

export async function virtualSportsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now } = opts;
  const config = virtualConfig();
  virtualRoutes(app, { db, now, config });
  let job: PeriodicJob | null = null;
  let prune: PeriodicJob | null = null;
  const log = (err: unknown): void => app.log.error({ err }, 'virtual sports job failed');
  app.addHook('onReady', async () => {
    await virtualTick(db, config, now()).catch(log);
    if (config.tickMs > 0) {
      job = schedulePeriodic(() => virtualTick(db, config, now()), config.tickMs, log);
      prune = schedulePeriodic(() => pruneOld(db, now()), 3_600_000, log);
    }
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    await prune?.stop();
  });
}
