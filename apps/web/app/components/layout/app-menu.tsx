import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { DeferredMenu } from '../ui/deferred-menu.tsx';

export function MenuButtonIcon() {
  return <Menu size={22} aria-hidden="true" />;
}

const AppMenuDropdown = lazy(() => import('./app-menu-dropdown.tsx'));

/**
 * The signed-in small-screen menu (app-menu-dropdown.tsx), loaded when its button is reached
 * for: a stand-in button of the same look until then.
 */
export function AppMenu({ showAdmin, className }: { showAdmin: boolean; className: string }) {
  const buttonClass = `h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${className}`;
  return (
    <DeferredMenu
      menu={(props) => <AppMenuDropdown showAdmin={showAdmin} className={buttonClass} {...props} />}
      standIn={(intent) => (
        <button
          type="button"
          aria-label="Menu"
          aria-haspopup="menu"
          aria-expanded="false"
          className={buttonClass}
          {...intent}
        >
          <MenuButtonIcon />
        </button>
      )}
    />
  );
}
