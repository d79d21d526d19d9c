import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button.tsx';
import { RESET_CONFIRMATION } from '../prompt-copy.ts';

/** "Reset to Default" asks first; prompt-editor.tsx loads this when it is first opened. */
export default function ResetConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">Reset to Default</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {RESET_CONFIRMATION}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm}>
              Reset
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
