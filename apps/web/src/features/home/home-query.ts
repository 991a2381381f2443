import { useQuery } from '@tanstack/react-query';
import { api, checkedByServer } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';

/** GET /api/home for the current company (the key carries it: switching companies reads it again). */
export function useHome() {
  const { usuario, empresa } = useSession();
  return useQuery({
    queryKey: ['home', usuario.uuid, empresa?.id ?? null],
    queryFn: ({ signal }) => api.get('/home', { signal, schema: checkedByServer('GET /api/home') }),
    staleTime: 60_000,
  });
}

/** The carousel's banners (GET /api/banner/images), in position order. */
export function useBanners() {
  return useQuery({
    queryKey: ['banner', 'images'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/banner/images', {
          signal,
          schema: checkedByServer('GET /api/banner/images'),
        })
      ).result,
    staleTime: 5 * 60_000,
  });
}
