// `npm run replay FILE`: the CLI support uses on a player's saved session. tests/streams/broken/report-session.jsonl is
// a visit written as a player's file is (events of a sign-in, picks, an ODDS_CHANGED refusal, accept, placement,
// a balance update, a second slot and a failed fetch, passed through recordSession with a context line), with
// three broken lines appended. Spawned as support runs it; the assertions read its printout: context, skipped
// lines with reasons, tables, player, slips, tickets, resources and the last events.
import { spawnSync } from 'node:child_process';
import { describe, it, expect } from 'vitest';

function replay(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run replay', () => {
  const { status, stdout } = replay('tests/streams/broken/report-session.jsonl', '5');

  it('replays the session and says where it was recorded', () => {
    expect(status).toBe(0);
    expect(stdout).toContain('Recorded by: birrbet build index-WLcn8sz0.js · language am · viewport 390×844 @2.75 · path /');
    expect(stdout).toContain('Browser: Mozilla/5.0 (Linux; Android 10; K)');
    expect(stdout).toContain('20 events kept, 0 let go');
  });

  it('reports each invalid line with its reason and skips it', () => {
    expect(stdout).toContain('Replay: 20 applied, 3 skipped');
    expect(stdout).toContain('skipped line 22: not JSON: this line is not JSON');
    expect(stdout).toContain('skipped line 23: unknown event type v9.Unknown');
    expect(stdout).toMatch(/skipped line 24: v1\.SlipStakeChanged: At path: stake -- Expected a string/);
  });

  it('prints rows per table, the player and the betslips with picks and odds', () => {
    expect(stdout).toMatch(/Rows per table:\n {2}sports 7 · wallet 1 · slipSelections 1 · slips 2/);
    expect(stdout).toContain('id 10000042 · phone +251911000042 · merchant birrbet-demo · session present');
    expect(stdout).toContain('balance 75.00 ETB · points 50.00 (active 0.00, inactive 50.00)');
    expect(stdout).toContain("slot 1: 0 picks · stake '' · last reference TKT-8F3K2Q");
    expect(stdout).toContain("slot 2 (shown): 1 picks · stake ''\n    Leeds vs Burnley · Total (total=2.5) · Over 2.5 @ 1.8");
  });

  it('lists tickets refused and placed, and resources with their status', () => {
    const tickets = stdout.slice(stdout.indexOf('Tickets:'), stdout.indexOf('Resources:')).trim().split('\n').slice(1);
    expect(tickets.map((l) => l.replace(/^ {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /, ''))).toEqual([
      'slot 1: requested money · 2 picks · stake 25',
      "slot 1: refused ODDS_CHANGED (HTTP 400) 'Odds have changed'",
      'slot 1: requested money · 2 picks · stake 25',
      'slot 1: placed → TKT-8F3K2Q',
    ]);
    expect(stdout).toMatch(/ {2}sports: ready · fetched 2026-11-22 \d\d:\d\d:\d\d/);
    // Recorded before failures had codes: the server's words stay, under UNKNOWN (its code was not recorded then).
    expect(stdout).toContain("markets:sr:match:00000000: error · fetched - · UNKNOWN (HTTP 404) 'Match not found'");
  });

  it('ends with the last N events, oldest first', () => {
    const tail = stdout.slice(stdout.indexOf('Last 5 events:')).trimEnd().split('\n').slice(1);
    expect(tail.map((l) => /#(\d+)/.exec(l)?.[1])).toEqual(['16', '17', '18', '19', '20']);
    expect(tail[2]).toMatch(/user {3}v1\.SelectionToggled slot=1 selection\{Leeds vs Burnley\}/);
  });

  it('prints the store as JSON with --json, and the token never appears', () => {
    const run = replay('tests/streams/broken/report-session.jsonl', '--json');
    const { tables, values } = JSON.parse(run.stdout) as { tables: Record<string, unknown>; values: Record<string, unknown> };
    expect(Object.keys(tables.sports as object)).toHaveLength(7);
    expect(values.session_id).toBe('[redacted]');
    expect(run.stdout + stdout).not.toContain('sess-5e0c1d2b3a4f5e6d7c8b');
  });

  it('says how to use it without a file', () => {
    const run = replay();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run replay FILE [N]');
  });
});
