// The cluster's job lease (server/leader.ts) on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise), and the
// job gate every periodic job asks (server/jobs.ts): exactly one of several leases leads; a stopped leader or one
// whose backend is terminated hands over to another within a few tries; a tick is skipped while not leader.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadsAtStart, schedulePeriodic, setJobGate } from '../../server/jobs.ts';
import { startLease, type Leadership } from '../../server/leader.ts';
import { ADMIN_URL, scratchDatabase } from '../server/pg-scratch.ts';
import { until } from '../server/wait.ts';

describe('the job gate', () => {
  afterEach(() => setJobGate(null));

  it('skips ticks while this process is not the leader and runs them once it is', async () => {
    let leader = false;
    setJobGate(() => leader);
    let runs = 0;
    const job = schedulePeriodic(
      async () => (runs += 1),
      5,
      () => undefined,
    );
    // A follower's ticks come and go without running: wait for several tick periods by another timer's count.
    let ticks = 0;
    const counter = setInterval(() => (ticks += 1), 5);
    await until(() => ticks >= 10, 2_000, 5);
    expect(runs).toBe(0);
    leader = true;
    await until(() => runs >= 2, 2_000, 5);
    clearInterval(counter);
    await job.stop();
  });

  it("answers whether this process leads at start-up only once the lease's first try has ended", async () => {
    let leader = false;
    let answer: () => void = () => {};
    setJobGate(
      () => leader,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const asked = leadsAtStart();
    leader = true;
    answer();
    expect(await asked).toBe(true);
    leader = false;
    expect(await leadsAtStart()).toBe(false);
    setJobGate(null);
    expect(await leadsAtStart()).toBe(true);
  });
});

describe.skipIf(ADMIN_URL === undefined)('the job lease on PostgreSQL', () => {
  const scratch = scratchDatabase('birrbet_leader');
  const leases: Leadership[] = [];
  const start = (changes: boolean[] = []): Leadership => {
    const lease = startLease({ connectionString: scratch.url(), retryMs: 100, onChange: (leader) => changes.push(leader) });
    leases.push(lease);
    return lease;
  };
  const leaders = (list: Leadership[]): number => list.filter((l) => l.isLeader).length;

  beforeAll(() => scratch.create());
  afterAll(async () => {
    await Promise.all(leases.map((l) => l.stop()));
    await scratch.drop();
  });

  it('elects exactly one of three, and another one when the leader stops', async () => {
    const three = [start(), start(), start()];
    // Their first tries race for the lock: once all have ended, exactly one won it.
    await Promise.all(three.map((l) => l.settled));
    expect(leaders(three)).toBe(1);
    // Followers keep asking: the count stays one over several of their tries.
    const first = three.find((l) => l.isLeader)!;
    for (let i = 0; i < 5; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      expect(leaders(three)).toBe(1);
      expect(first.isLeader).toBe(true);
    }
    await first.stop();
    const rest = three.filter((l) => l !== first);
    await until(() => leaders(rest) === 1, 5_000);
    expect(first.isLeader).toBe(false);
    await Promise.all(rest.map((l) => l.stop()));
  });

  it('demotes a leader whose connection is terminated at once, and the lock passes on', async () => {
    const changes: [boolean[], boolean[]] = [[], []];
    const two = [start(changes[0]), start(changes[1])];
    await until(() => leaders(two) === 1, 5_000);
    const index = two.findIndex((l) => l.isLeader);
    const seen = changes[index]!;
    // Terminate the session holding the advisory lock, as a dead process or a lost network would end it.
    const admin = new pg.Client({ connectionString: scratch.url() });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(l.pid) AS ok FROM pg_locks l
          WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // The lost connection demoted it (a change to false), and then one of the two leads again.
    await until(() => seen.at(-1) === false || seen.length > 2, 5_000);
    expect(seen.slice(0, 2)).toEqual([true, false]);
    await until(() => leaders(two) === 1, 5_000);
  });
});
