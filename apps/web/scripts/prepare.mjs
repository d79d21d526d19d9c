import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent, webRoot } from './source-hash.mjs';

/**
 * `npm install` ends by building the app (the root's `prepare`), so that the first `npm start`
 * serves in seconds instead of building first (issue 37). Skipped in CI, where `npm test`
 * builds anyway and `npm ci` must stay quick; skipped when the build is current. A failed
 * build does not fail the install: `npm start` builds again and says what went wrong.
 */
if (process.env.CI) process.exit(0);
if (await isBuildCurrent()) process.exit(0);
console.log('Building Citable, so that npm start serves at once...');
const result = spawnSync(process.execPath, [path.join(webRoot, 'scripts/build.mjs')], {
  cwd: webRoot,
  stdio: 'inherit',
});
if (result.status !== 0)
  console.log('The build did not finish; npm start will build first and show why.');
