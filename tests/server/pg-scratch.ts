// A scratch database on a real PostgreSQL for the *-pg tests (TEST_DATABASE_URL of a role that may create
// databases): created before the tests, dropped after them once the closed pools have let go.
import pg from 'pg';

export const ADMIN_URL = process.env['TEST_DATABASE_URL'];

export function scratchDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (query: string): Promise<void> => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  return {
    name,
    admin,
    url(): string {
      const url = new URL(ADMIN_URL ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    },
    create: () => admin(`create database ${name}`),
    /** Closed pools may still be closing their sockets: wait for them (killing them makes the clients throw). */
    async drop(): Promise<void> {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          await admin(`drop database if exists ${name}`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
