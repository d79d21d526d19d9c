import authPageScript from 'virtual:page-script/auth';
import { AUTH_COPY } from '@citable/site/content/auth-copy.ts';
import { resolveBetaText } from '@citable/site/content/beta-copy.ts';
import { formatPageTitle } from '@citable/site/content/site-name.ts';
import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { AuthPage } from '../../features/account/auth-page/auth-page.tsx';
import type { AuthTab } from '../../features/account/auth-page/auth-page-markup.ts';
import { useNonce } from '../../lib/nonce.tsx';
import { getBeta } from '../../lib/root-meta.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const meta: MetaFunction = ({ matches }) => [
  { title: formatPageTitle(resolveBetaText(AUTH_COPY.pageTitle, getBeta(matches))) },
  { name: 'description', content: resolveBetaText(AUTH_COPY.pageDescription, getBeta(matches)) },
  { name: 'robots', content: 'noindex' },
];

/**
 * Issue 35: /auth ships its forms and a small script, not React (about 100 KB brotli less
 * for every visitor who signs in).
 */
export const handle: RouteHandle = { withoutReact: true };

/** Signed-in users have nothing to do here. */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (context.viewer.user) throw redirect('/analyzer');
  const requested = new URL(request.url).searchParams.get('tab');
  const asked = requested === 'login' || requested === 'signup' ? requested : null;
  // A form the server refused (sent without the page's script) comes back with its messages.
  const outcome = context.authForm ?? null;
  const tab: AuthTab = outcome?.tab ?? asked ?? 'signup';
  return { tab, isTabChosen: Boolean(outcome || asked), outcome };
}

/**
 * Reached from a hydrated screen (a link, a guard's redirect), /auth is loaded as a document,
 * so it comes with its own script rather than as a React screen.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** Spec 2 "/auth": the server's HTML (features/account/auth-page) and its script. */
export default function Auth() {
  const { tab, isTabChosen, outcome } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <>
      <AuthPage tab={tab} isTabChosen={isTabChosen} outcome={outcome} />
      <script type="module" src={authPageScript} nonce={nonce} />
    </>
  );
}
