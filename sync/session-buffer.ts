// The bounded in-memory buffer behind "Report a problem": a visit's recorded lines, kept within a count and a
// size so a long visit on a cheap phone does not grow memory without bound. When either limit is passed, the
// oldest refetchable server answer goes first (catalogue and history answers are big — a market list is
// 20–100 KB — and a refetch gives them again), then, only when none is left, the oldest other event (the
// player's own actions, sign-in, wallet and slip events: small, and what reproduces the problem). Lines come
// back in the order they were recorded.

export interface BufferLimits {
  /** Most lines kept. */
  maxEvents: number;
  /** Most characters kept over all lines (JSON is ASCII here but for names: about as many bytes). */
  maxChars: number;
}

/**
 * 5,000 events and 4 MB: a whole evening's actions (each well under 1 KB) fit many times over, and the last
 * few dozen big answers stay besides them. 4 MB is small beside what the store already holds on a 1 GB phone
 * (the same data, decoded), and the saved file stays easy to send over a messaging app (it gzips about 10×).
 */
export const SESSION_LIMITS: BufferLimits = { maxEvents: 5_000, maxChars: 4_000_000 };

interface Entry {
  seq: number;
  line: string;
}

export interface SessionBuffer {
  push(seq: number, line: string, refetchable: boolean): void;
  /** The kept lines, oldest first. */
  lines(): string[];
  readonly size: number;
  readonly chars: number;
  readonly dropped: number;
}

export function createSessionBuffer(limits: BufferLimits): SessionBuffer {
  const answers: Entry[] = [];
  const others: Entry[] = [];
  let chars = 0;
  let dropped = 0;
  const size = (): number => answers.length + others.length;
  const evict = (): void => {
    const gone = answers.length > 0 ? answers.shift() : others.shift();
    chars -= gone?.line.length ?? 0;
    dropped += 1;
  };
  return {
    push(seq, line, refetchable) {
      (refetchable ? answers : others).push({ seq, line });
      chars += line.length;
      while (size() > 0 && (size() > limits.maxEvents || chars > limits.maxChars)) {
        evict();
      }
    },
    lines() {
      const out: string[] = [];
      let a = 0;
      let o = 0;
      while (a < answers.length || o < others.length) {
        const next =
          o >= others.length || (a < answers.length && (answers[a] as Entry).seq < (others[o] as Entry).seq)
            ? (answers[a++] as Entry)
            : (others[o++] as Entry);
        out.push(next.line);
      }
      return out;
    },
    get size() {
      return size();
    },
    get chars() {
      return chars;
    },
    get dropped() {
      return dropped;
    },
  };
}
