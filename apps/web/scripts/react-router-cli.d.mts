export const UPSTREAM_DEPRECATION: string;
export function runReactRouter(
  args: string[],
  streams?: { stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream },
): Promise<number>;
