export * from './account.ts';
export * from './functions.ts';
export * from './pages.ts';
export * from './viewer.ts';
