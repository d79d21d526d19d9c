import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * How long a fresh engine worker thread takes to be ready: the time from starting the thread
 * to the end of loading the bundled worker (build/server/engine-worker.js), which reads the
 * word vectors as it starts. Null when the product has not been built.
 */
export async function measureWorkerReady(runs: number): Promise<number[] | null> {
  const bundle = fileURLToPath(
    new URL('../../apps/web/build/server/engine-worker.js', import.meta.url),
  );
  if (!existsSync(bundle)) return null;
  const source = `import(${JSON.stringify(pathToFileURL(bundle).href)}).then(() => require('node:worker_threads').parentPort.postMessage('ready'))`;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const worker = new Worker(source, { eval: true });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    times.push(performance.now() - start);
    await worker.terminate();
  }
  return times.sort((a, b) => a - b);
}
