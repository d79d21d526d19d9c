import { Link } from 'react-router';

/** Spec 2 "Not-found screen", word for word. */
export function NotFoundScreen() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink md:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Link
        to="/dashboard"
        className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Dashboard
      </Link>
    </div>
  );
}
