import { X } from 'lucide-react';
import { useAccountState } from '../account-state.tsx';

/** Spec 2 "Global elements": the testing banner; closing it ends testing mode (DESIGN 3.4). */
export function TestingBanner() {
  const { isTestingMode, endTestingMode } = useAccountState();
  if (!isTestingMode) return null;
  return (
    <section
      aria-label="Testing mode"
      className="flex items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-amber-950"
    >
      <span>Testing Mode Active - Internal Testing Access</span>
      <button
        type="button"
        onClick={() => void endTestingMode()}
        data-end-testing
        aria-label="Disable testing mode"
        className="rounded p-1 hover:bg-amber-400"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </section>
  );
}
