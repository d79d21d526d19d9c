import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';

/** This browser's testing mode; the route reads it from the account state (features stay apart). */
export interface TestingModeControl {
  isOn: boolean;
  end: () => void;
}

interface TestingLinkCardProps {
  testingLink: string | null;
  testingMode: TestingModeControl;
}

/**
 * Spec 2 "Admin dashboard", Internal Testing: copies the site origin plus the testing route
 * with its secret, and ends testing mode in this browser while it is on.
 */
export function TestingLinkCard({ testingLink, testingMode }: TestingLinkCardProps) {
  const { isOn: isTestingMode, end: endTestingMode } = testingMode;

  async function copyLink() {
    if (!testingLink) return;
    try {
      await navigator.clipboard.writeText(testingLink);
      notify(
        'success',
        'Testing Link Copied',
        'The internal testing link has been copied to your clipboard.',
      );
    } catch {
      notify(
        'error',
        'Could not copy the link',
        'Your browser did not allow access to the clipboard.',
      );
    }
  }

  return (
    <>
      <p className="flex-1">
        {testingLink
          ? 'Give internal testers full access to the tools without an account.'
          : 'Testing links are switched off: set TESTING_SECRET on the server to enable them.'}
      </p>
      <Button className="self-start" onClick={() => void copyLink()} disabled={!testingLink}>
        Copy Testing Link
      </Button>
      {isTestingMode ? (
        <div className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <p>Testing mode is currently active on this browser</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void endTestingMode()}
          >
            Disable Testing
          </Button>
        </div>
      ) : null}
    </>
  );
}
