import { getBetaStatus } from '@citable/site/lib/beta.ts';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { RootBetaBanner } from './components/layout/beta-banner.tsx';
import { NotFoundScreen } from './components/layout/not-found-screen.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { AccountProvider } from './features/account/account-state.tsx';
import { useNonce } from './lib/nonce.tsx';
import { QueryProvider } from './lib/query-provider.tsx';
import { type RootData, useRootData } from './lib/root-data.ts';
import type { RouteHandle } from './lib/route-handle.ts';
import { useAuthNotice } from './lib/use-auth-notice.ts';
import './app.css';

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { publicEnv, viewer } = context;
  return {
    publicEnv,
    beta: getBetaStatus(publicEnv.betaEndsAt, new Date()),
    viewer,
  };
}

/**
 * Public pages are complete HTML without JavaScript; for visitors who are not signed in
 * they ship none at all (fast for people, and AI crawlers do not run it anyway).
 */
function useShouldHydrate(): boolean {
  const matches = useMatches();
  const root = useRootData();
  if (matches.some((match) => (match.handle as RouteHandle | undefined)?.withoutReact))
    return false;
  const isStaticForVisitors = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.staticForVisitors,
  );
  return !isStaticForVisitors || Boolean(root?.viewer.user || root?.viewer.isTester);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const shouldHydrate = useShouldHydrate();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white">
        {children}
        {shouldHydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useAuthNotice();
  return (
    <QueryProvider>
      <AccountProvider>
        <Outlet />
        <Toaster />
      </AccountProvider>
    </QueryProvider>
  );
}

/**
 * Errors keep the site's frame (beta banner when the root data is there, header with Sign
 * In) so that no screen is a dead end.
 */
function ErrorFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <RootBetaBanner />
      <SiteHeader
        actions={
          <a
            href="/auth"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Sign In
          </a>
        }
      />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorFrame>
        <NotFoundScreen />
      </ErrorFrame>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ''}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <ErrorFrame>
      <div className="mx-auto flex max-w-xl flex-col justify-center px-6 py-16">
        <title>Unexpected Application Error! | Citable</title>
        <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
        <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{detail}</p>
        <a href="/" className="mt-8 font-medium text-brand-700 underline">
          Return to Home
        </a>
      </div>
    </ErrorFrame>
  );
}
