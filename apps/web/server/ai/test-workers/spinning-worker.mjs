/** A stand-in engine for pool tests: "spin" never returns, anything else answers at once. */
export default function runTask(task) {
  if (task.text === 'spin') {
    for (;;) {
      // Busy forever, like a runaway computation: only ending the thread stops it.
    }
  }
  const answer = `done: ${task.kind} ${task.text}`;
  // The real worker answers an analysis with its raw text and the evidence of its findings,
  // each answer with the seconds it took.
  const value =
    task.kind === 'analyze'
      ? { raw: answer, evidence: { paragraphs: [], insights: [], improvements: [] } }
      : answer;
  return { value, seconds: 0 };
}
