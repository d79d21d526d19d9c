/** The keyboard user's first stop on every frame: jumps past banners and navigation to #main. */
export function SkipToContent() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
