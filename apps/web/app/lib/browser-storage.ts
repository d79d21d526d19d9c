/**
 * Spec 3 "Browser storage". Storage can be missing or blocked (private modes, server
 * rendering), so every access is guarded and falls back to "nothing stored".
 */
export const STORAGE_KEYS = {
  adminMode: 'adminModeEnabled',
  testingMode: 'testingModeEnabled',
  analyzerPrompt: 'textSystemPrompt',
  improvementPrompt: 'contentImprovementPrompt',
  keywordPrompt: 'geoKeywordsPrompt',
  sidebarCollapsed: 'sidebarCollapsed',
  hasAccount: 'hasAccount',
  signupEmail: 'signupEmail',
  referralSource: 'referralSource',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the preference simply does not persist.
  }
}
