import type { ReactNode } from 'react';
import { Logo } from '../../../components/brand/logo.tsx';
import { RootBetaBanner } from '../../../components/layout/beta-banner.tsx';
import { TestingBanner } from './testing-banner.tsx';

/** The frame of /auth, /verify and /testing: banners, logo, one centred card. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <TestingBanner />
      <RootBetaBanner />
      <header className="px-4 py-5 md:px-8">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 md:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm md:p-8">{children}</div>
      </main>
    </div>
  );
}
