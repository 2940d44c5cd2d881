// Score-distribution maths for goal sports: Poisson score matrices with the Dixon–Coles low-score
// correction, and half-time/full-time joints. Matrices are truncated at MAX_GOALS and renormalised
// so every derived market sums to exactly 1 before the bookmaker margin is applied.
const MAX_GOALS = 10;

/** m[h][a] = P(home scores h, away scores a). */
export type ScoreMatrix = number[][];

export function poissonPmf(lambda: number, max: number = MAX_GOALS): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/**
 * Independent Poisson scores, with Dixon–Coles tau on 0:0, 1:0, 0:1 and 1:1 (rho < 0 lifts the
 * draws real football shows more of than independent Poisson predicts).
 */
export function scoreMatrix(lh: number, la: number, rho = 0, max: number = MAX_GOALS): ScoreMatrix {
  const ph = poissonPmf(lh, max);
  const pa = poissonPmf(la, max);
  const m: ScoreMatrix = [];
  let total = 0;
  for (let h = 0; h <= max; h++) {
    const row: number[] = [];
    for (let a = 0; a <= max; a++) {
      let tau = 1;
      if (h === 0 && a === 0) tau = 1 - lh * la * rho;
      else if (h === 0 && a === 1) tau = 1 + lh * rho;
      else if (h === 1 && a === 0) tau = 1 + la * rho;
      else if (h === 1 && a === 1) tau = 1 - rho;
      const p = Math.max(0, (ph[h] ?? 0) * (pa[a] ?? 0) * tau);
      row.push(p);
      total += p;
    }
    m.push(row);
  }
  return m.map((row) => row.map((p) => p / total));
}

export function sumWhere(m: ScoreMatrix, pred: (h: number, a: number) => boolean): number {
  let s = 0;
  m.forEach((row, h) => {
    row.forEach((p, a) => {
      if (pred(h, a)) s += p;
    });
  });
  return s;
}

/** Index of a result: 0 home win, 1 draw, 2 away win. */
export function resultOf(h: number, a: number): 0 | 1 | 2 {
  return h > a ? 0 : h === a ? 1 : 2;
}

export function resultProbs(m: ScoreMatrix): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  m.forEach((row, h) => {
    row.forEach((p, a) => {
      out[resultOf(h, a)] += p;
    });
  });
  return out;
}

/**
 * joint[ht][ft] for half-time and full-time results: first half from `half`, second half an
 * independent Poisson. Columns are rescaled to the full-time results of `full` so HT/FT agrees
 * with the 1X2 market priced from the full-time matrix.
 */
export function halfTimeFullTime(half: ScoreMatrix, lh2: number, la2: number, full: ScoreMatrix): number[][] {
  const sh = poissonPmf(lh2);
  const sa = poissonPmf(la2);
  const joint = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  half.forEach((row, h1) => {
    row.forEach((p1, a1) => {
      if (p1 < 1e-12) {
        return;
      }
      const ht = resultOf(h1, a1);
      sh.forEach((q, h2) => {
        sa.forEach((r, a2) => {
          const jr = joint[ht] as number[];
          const ft = resultOf(h1 + h2, a1 + a2);
          jr[ft] = (jr[ft] ?? 0) + p1 * q * r;
        });
      });
    });
  });
  const target = resultProbs(full);
  for (let ft = 0; ft < 3; ft++) {
    const col = joint.reduce((s, r) => s + (r[ft] ?? 0), 0);
    const scale = col > 0 ? (target[ft] ?? 0) / col : 0;
    for (const r of joint) r[ft] = (r[ft] ?? 0) * scale;
  }
  return joint;
}
