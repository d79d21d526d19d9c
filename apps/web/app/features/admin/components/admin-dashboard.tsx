import { FileText, FlaskConical, MessageSquareCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TestingLinkCard, type TestingModeControl } from './testing-link-card.tsx';

function DashboardCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-4 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Spec 2 "Admin dashboard": System Prompts, Page Management and Internal Testing. */
export function AdminDashboard({
  testingLink,
  testingMode,
}: {
  testingLink: string | null;
  testingMode: TestingModeControl;
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Admin Dashboard</h1>
        <p className="mt-1 text-slate-700">
          Manage the AI's instructions, the site's pages and internal testing.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <DashboardCard
          icon={<MessageSquareCode size={20} aria-hidden="true" />}
          title="System Prompts"
        >
          <p className="flex-1">
            Edit the instructions the three tools send to the AI. Changes take effect immediately
            for all users.
          </p>
          <Link
            to="/prompt-editor"
            className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Open Prompt Editor
          </Link>
        </DashboardCard>
        <DashboardCard icon={<FileText size={20} aria-hidden="true" />} title="Page Management">
          <p className="flex-1">
            Create, edit and publish the site's public pages, with their meta tags, structured data
            and featured image.
          </p>
          <Link
            to="/secure-pages"
            className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Manage Pages
          </Link>
        </DashboardCard>
        <DashboardCard
          icon={<FlaskConical size={20} aria-hidden="true" />}
          title="Internal Testing"
        >
          <TestingLinkCard testingLink={testingLink} testingMode={testingMode} />
        </DashboardCard>
      </div>
    </div>
  );
}
