export * from './account.ts';
export * from './functions.ts';
export * from './viewer.ts';
