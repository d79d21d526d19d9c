import { type ReactNode, Suspense, useState } from 'react';

/** What a deferred menu is told when its code arrives. */
export interface DeferredMenuProps {
  /** The button was pressed while the code loaded: open at once. */
  defaultOpen: boolean;
  /** The button had the keyboard's focus: give it to the real trigger. */
  autoFocus: boolean;
}

/** The handlers of the stand-in button that load the menu when a user reaches for it. */
export interface MenuIntent {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/**
 * A drop-down menu whose code (Radix's menu with its popper and focus handling, about 15 KB
 * brotli) loads when a user reaches for its button instead of with every screen (issue 35).
 * Until then the screen shows a stand-in button of the same look, server-rendered like the
 * rest of the frame; pointing at it or focusing it loads the menu, pressing it also opens it.
 * `menu` renders a React.lazy component made once, at module level, by the caller.
 */
export function DeferredMenu({
  menu,
  standIn,
}: {
  menu: (props: DeferredMenuProps) => ReactNode;
  standIn: (intent: MenuIntent) => ReactNode;
}) {
  const [stage, setStage] = useState<'idle' | 'wanted' | 'open'>('idle');
  const [hasFocus, setHasFocus] = useState(false);
  const intent: MenuIntent = {
    onPointerEnter: () => setStage((current) => (current === 'idle' ? 'wanted' : current)),
    onFocus: () => {
      setHasFocus(true);
      setStage((current) => (current === 'idle' ? 'wanted' : current));
    },
    onBlur: () => setHasFocus(false),
    // Radix opens a menu on pointerdown: a press that began on the stand-in opens the menu
    // when its code arrives, even if the click itself ends on the real button.
    onPointerDown: () => setStage('open'),
    // Enter or Space on the stand-in.
    onClick: () => setStage('open'),
  };
  const button = standIn(intent);
  if (stage === 'idle') return button;
  return (
    <Suspense fallback={button}>
      {/* An opening menu takes the focus itself; moving it to the trigger would close it. */}
      {menu({ defaultOpen: stage === 'open', autoFocus: hasFocus && stage !== 'open' })}
    </Suspense>
  );
}
