import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { analyzeText } from './src/index.ts';
for (const f of process.argv.slice(2)) {
  const raw = readFileSync(f);
  console.log('=====', f);
  console.log(analyzeText((f.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')));
}
