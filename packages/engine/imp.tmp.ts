import { readFileSync } from 'node:fs';
import { improveText } from './src/index.ts';
for (const f of process.argv.slice(2)) {
  const r = improveText(readFileSync(f, 'utf8'));
  console.log('=====', f);
  console.log(r.improvedContent);
  for (const e of r.edits) console.log('EDIT', e.kind, JSON.stringify(e.after).slice(0, 120), '|', e.reason.slice(0, 200));
}
