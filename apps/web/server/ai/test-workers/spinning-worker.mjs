/** A stand-in engine for pool tests: "spin" never returns, anything else answers at once. */
export default function runTask(task) {
  if (task.text === 'spin') {
    for (;;) {
      // Busy forever, like a runaway computation: only ending the thread stops it.
    }
  }
  return `done: ${task.kind} ${task.text}`;
}
