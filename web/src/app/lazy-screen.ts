import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenCode } from './signed-in-screen-code';

/**
 * React.lazy for a screen whose code the entry may already have fetched (signed-in-screen-code.ts).
 * Code that has arrived is handed over at once (a thenable that answers when asked), so React draws
 * the screen in the same pass instead of showing the loading state first and revealing the screen
 * later; code still on its way suspends as usual.
 */
export function lazyScreen<Props>(
  code: ScreenCode<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => {
    const loaded = code.loaded;
    if (!loaded) return code.load();
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point (see above).
    const arrived: PromiseLike<typeof loaded> = { then: (onArrived) => onArrived?.(loaded) as never };
    return arrived as Promise<typeof loaded>;
  });
}
