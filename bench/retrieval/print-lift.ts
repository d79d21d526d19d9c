export interface LiftRow {
  name: string;
  before: number;
  after: number;
  /** MRR@10 with the hidden questions put back as headings: what no honest edit can beat. */
  ceiling?: number;
  /** MRR@10 with a passage break at each answer and no word added: the best chunking. */
  aligned?: number;
}

export interface LiftSet {
  title: string;
  kinds: ReadonlyMap<string, number>;
  newNumbers: number;
  newNames: number;
  rows: LiftRow[];
}

export const TARGET = 1.3;

/** Prints one set's figures; true when every retriever reached the target. */
export function printLift(set: LiftSet): boolean {
  const kinds = [...set.kinds].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none';
  console.log(`${set.title} (edits: ${kinds}).`);
  console.log(`New numbers in the rewrites: ${set.newNumbers}; new names: ${set.newNames}.`);
  const hasCeiling = set.rows.some((row) => row.ceiling !== undefined);
  console.log(
    `retriever                 MRR@10 as written   rewritten   rewritten / as written   target${hasCeiling ? '   break at each answer (ratio)   questions as headings (ratio)' : ''}`,
  );
  let isMet = true;
  for (const row of set.rows) {
    const ratio = row.before ? row.after / row.before : 0;
    if (ratio < TARGET) isMet = false;
    console.log(
      `${row.name.padEnd(25)} ${row.before.toFixed(3).padStart(17)} ${row.after.toFixed(3).padStart(11)} ${ratio.toFixed(3).padStart(24)} ${TARGET.toFixed(2).padStart(8)}${[row.aligned, row.ceiling].map((value) => (value === undefined ? '' : `${value.toFixed(3)} (${(row.before ? value / row.before : 0).toFixed(3)})`.padStart(32))).join('')}`,
    );
  }
  console.log('');
  return isMet && set.newNumbers === 0 && set.newNames === 0;
}
