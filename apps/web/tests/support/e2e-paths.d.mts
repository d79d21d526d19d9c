export function e2eMailboxDir(port?: string): string;
