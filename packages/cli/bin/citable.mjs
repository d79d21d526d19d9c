#!/usr/bin/env node
// The workspace packages ship TypeScript; tsx runs them on Node 20, which cannot by itself.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
