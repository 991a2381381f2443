import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazy } from '../lib/lazy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailLoading } from './detail/detail-states';
import { loadRegisterLists } from './load-lists';

/**
 * A screen whose code is fetched when it is first shown: the register lists download without the
 * record form (react-hook-form, the masks, MUI's inputs, selects and popper), which only the detail needs. While
 * it downloads, the detail's own loading skeleton shows, so nothing moves when the record then loads.
 */
export function lazyScreen<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  fallback: ReactNode = <DetailLoading />,
): ComponentType<Props> {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/** What a list shows while its chunk arrives: the list's own loading text. */
const listLoading = (
  <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <Typography color="text.secondary">Carregando...</Typography>
  </Box>
);

/** A register list from the lists' chunk (lists.tsx), which forms do not download. */
export const listScreen = <Props extends object>(
  pick: (lists: Awaited<ReturnType<typeof loadRegisterLists>>) => ComponentType<Props>,
) => lazyScreen(loadRegisterLists, pick, listLoading);
