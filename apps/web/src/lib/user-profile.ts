import { useQuery } from '@tanstack/react-query';
import { api, checkedByServer } from './api-client';

export const userProfileQueryKey = ['usuario', 'profile'] as const;

/**
 * The signed-in user's companies (GET /api/usuario/profile, `result.clientes`): the company switcher and the
 * employee form read the same query, so one request serves both.
 */
export function useUserCompanies(enabled = true) {
  const profile = useQuery({
    queryKey: userProfileQueryKey,
    queryFn: ({ signal }) =>
      api.get('/usuario/profile', {
        signal,
        schema: checkedByServer('GET /api/usuario/profile'),
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { clientes: profile.data?.result.clientes ?? [], isLoading: profile.isLoading };
}
