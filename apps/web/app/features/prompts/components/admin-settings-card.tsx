import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PromptKind } from '../prompts.client.ts';

// The dialog (Radix's, with its focus trap and scroll lock) loads when it is first opened, and
// stays mounted after so that closing it returns focus to the button (issue 35).
const PromptDialog = lazy(() =>
  import('./prompt-dialog.tsx').then((module) => ({ default: module.PromptDialog })),
);

/** Spec 2: the "Admin Settings" card on each tool, shown to the admin in admin mode. */
export function AdminSettingsCard({
  kind,
  buttonLabel,
}: {
  kind: PromptKind;
  buttonLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <section
      aria-labelledby={`admin-settings-${kind}`}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2
        id={`admin-settings-${kind}`}
        className="flex items-center gap-2 font-semibold text-amber-950"
      >
        <Settings2 size={18} aria-hidden="true" /> Admin Settings
      </h2>
      <p className="mt-2 text-sm font-medium text-amber-950">System Prompts</p>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        {buttonLabel}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <PromptDialog kind={kind} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
