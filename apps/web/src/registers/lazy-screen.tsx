import { lazy, Suspense, type ComponentType } from 'react';
import { DetailLoading } from './detail/detail-states';

/**
 * A screen whose code is fetched when it is first shown (issue 12): the register lists download without the
 * record form (react-hook-form, the masks, MUI's inputs, selects and popper), which only the detail needs. While
 * it downloads, the detail's own loading skeleton shows, so nothing moves when the record then loads.
 */
export function lazyScreen<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<DetailLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
