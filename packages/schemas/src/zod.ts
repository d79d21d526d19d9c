import { z } from 'zod';

/*
 * Every schema here is built with this `z`, so this runs before any of them. Zod compiles a
 * fast parser with `new Function` when it can, and to find out it tries `new Function("")`
 * once; under the app's CSP (no 'unsafe-eval') the try fails quietly, but the browser still
 * reports a CSP "eval" violation on every signed-in page (issue 31). In the browser the JIT
 * could never run, so it is switched off there and the probe never happens; the server keeps
 * it. package.json names this file as having side effects: a bundler would otherwise drop
 * the call, since `z` itself is zod's.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
