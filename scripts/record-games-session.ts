// Shared steps of the game record scripts (record-game-lists-stream.ts, record-virtual-games-stream.ts): a recorder's
// events as JSON lines (those of the types kept), a fresh player signed in who launches one game for real money, and
// the stream written renumbered from 1 with the player's session token redacted — a session token is the player's
// secret and never goes into a file (a launch token is one-off and stays).
import { writeFileSync } from 'node:fs';
import { launchGame, type LaunchRequest } from '../sync/games.ts';
import { recordedSignIn } from './record-session.ts';

/** The recorded events as JSON lines, those whose type `keep` passes. */
export function eventLines(recorder: { toJsonl(): string }, keep: (type: string) => boolean = () => true): string[] {
  return recorder
    .toJsonl()
    .split('\n')
    .filter(Boolean)
    .filter((l) => keep((JSON.parse(l) as { type: string }).type));
}

/** A fresh player signed in (its stream starts at v1.SignedIn) launching `request`; throws unless it launched. */
export async function signedInLaunch(base: string, request: LaunchRequest) {
  const player = await recordedSignIn(base);
  const signedIn = eventLines(player.recorder, (type) => type === 'v1.SignedIn');
  const launched = await launchGame(player.engine, request);
  if (launched.type !== 'v1.GameLaunched') {
    throw new Error(`${request.list} launch of ${request.gameId}: ${JSON.stringify(launched.payload)}`);
  }
  return { player, signedIn };
}

/** The lines as one stream: renumbered from 1, every `secret` redacted. */
export function streamText(lines: readonly string[], secret: string): string {
  const all = lines.map((l, i) => JSON.stringify({ ...JSON.parse(l), seq: i + 1 }));
  const text = all.join('\n');
  return `${secret ? text.split(secret).join('[redacted]') : text}\n`;
}

/** Writes tests/streams/<name>.jsonl from the lines and says how many events it holds. */
export function writeStream(name: string, lines: readonly string[], secret: string): void {
  const file = `tests/streams/${name}.jsonl`;
  writeFileSync(file, streamText(lines, secret));
  console.log(`recorded ${lines.length} events into ${file}`);
}
