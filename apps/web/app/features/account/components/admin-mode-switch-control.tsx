import * as Switch from '@radix-ui/react-switch';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useAccountState } from '../account-state.tsx';

/**
 * Spec 2 "Header": the admin's admin-mode switch, with a visible label tied to it (a switch
 * known only by its tooltip is unlabelled on a touch screen). admin-mode-switch.tsx loads it
 * for the admin only.
 */
export default function AdminModeSwitchControl({
  label,
  switchId,
}: {
  label: string;
  switchId: string;
}) {
  const { isAdminMode, setAdminMode } = useAccountState();
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span className="inline-flex shrink-0 items-center gap-1.5 sm:gap-2">
            <Switch.Root
              id={switchId}
              checked={isAdminMode}
              onCheckedChange={setAdminMode}
              className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <label
              htmlFor={switchId}
              className="cursor-pointer whitespace-nowrap text-xs font-medium text-slate-700 sm:text-sm"
            >
              {label}
            </label>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 rounded bg-ink px-2 py-1 text-xs text-white shadow"
          >
            Enable/Disable admin mode
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
