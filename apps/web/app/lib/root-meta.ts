import type { MetaArgs } from 'react-router';

/** The public origin, read from the root loader's data inside a meta function. */
export function getAppUrl(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { publicEnv?: { appUrl?: string } }
    | undefined;
  return root?.publicEnv?.appUrl ?? '';
}
