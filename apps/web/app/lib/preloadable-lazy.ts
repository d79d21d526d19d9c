import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * React.lazy whose module can be loaded before its first render (`preload`, e.g. when a tool is
 * asked for the result that needs it). A part mounted once its module is in renders at once
 * instead of suspending for a tick, so a result whose parts were preloaded is laid out in one
 * go: the analyzer's result heading scrolls into view and stays there, rather than being pushed
 * down mid-scroll by the annotated text arriving above it. Each mounted part keeps the way it
 * started (loaded or lazy), so a part is never remounted when its module arrives.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A module that could not be fetched is tried again by the next preload or render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const [startedLoaded] = useState(() => loaded);
    return startedLoaded ? createElement(startedLoaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
