// How many servers the cluster runs, for the dashboard's health (issue 33): every instance upserts its heartbeat
// row (server_instances, 0043) at start and every HEARTBEAT_MS, and the dashboard counts those seen within
// INSTANCE_ALIVE_MS. A killed instance writes nothing and ages out; a clean stop deletes its row. Wall-clock time,
// not the app's business clock (tests move that one). A heartbeat that fails (database down) is logged once per
// outage, never thrown: health must not take the server down.
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';

export const HEARTBEAT_MS = 10_000;
export const INSTANCE_ALIVE_MS = 30_000;
const FORGET_MS = 24 * 3_600_000;

export interface InstanceSeen {
  instance: string;
  runs_jobs: boolean;
  seen_at: string;
}

/** This server's name in the cluster: its configured id, else host and process. */
export const instanceName = (app: FastifyInstance): string => app.cluster.instance ?? `${hostname()}:${process.pid}`;

async function beat(db: Db, name: string, runsJobs: boolean, startedAt: Date, nowMs: number): Promise<void> {
  const seen = new Date(nowMs);
  await db
    .insertInto('server_instances')
    .values({ instance: name, started_at: startedAt, seen_at: seen, runs_jobs: runsJobs })
    .onConflict((oc) => oc.column('instance').doUpdateSet({ seen_at: seen, runs_jobs: runsJobs, started_at: startedAt }))
    .execute();
  await db
    .deleteFrom('server_instances')
    .where('seen_at', '<', new Date(nowMs - FORGET_MS))
    .execute();
}

/** The instances seen alive at `nowMs`, by name. */
export async function instancesAlive(db: Db, nowMs = Date.now()): Promise<InstanceSeen[]> {
  const rows = await db
    .selectFrom('server_instances')
    .select(['instance', 'runs_jobs', 'seen_at'])
    .where('seen_at', '>=', new Date(nowMs - INSTANCE_ALIVE_MS))
    .orderBy('instance')
    .execute();
  return rows.map((r) => ({ instance: r.instance, runs_jobs: r.runs_jobs, seen_at: new Date(r.seen_at).toISOString() }));
}

/** Starts this server's heartbeat when the app is ready; stops it (and says goodbye) when it closes. */
export function keepHeartbeat(app: FastifyInstance, db: Db, everyMs = HEARTBEAT_MS): void {
  const startedAt = new Date();
  let timer: NodeJS.Timeout | null = null;
  let failing = false;
  const tick = async (): Promise<void> => {
    try {
      await beat(db, instanceName(app), app.cluster.leader.isLeader, startedAt, Date.now());
      failing = false;
    } catch (err) {
      if (!failing) {
        app.log.warn({ err }, 'instance heartbeat failed');
      }
      failing = true;
    }
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) {
      clearInterval(timer);
    }
    await db
      .deleteFrom('server_instances')
      .where('instance', '=', instanceName(app))
      .execute()
      .catch(() => undefined);
  });
}
