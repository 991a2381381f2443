import { useQuery } from '@tanstack/react-query';
import { api, checkedByServer } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';

/** GET /api/home/equipe: the staff's tiles, those of the lists this person may open (the server decides). */
export function useHomeEquipe() {
  const { usuario } = useSession();
  return useQuery({
    queryKey: ['home', 'equipe', usuario.uuid],
    queryFn: ({ signal }) =>
      api.get('/home/equipe', { signal, schema: checkedByServer('GET /api/home/equipe') }),
    staleTime: 60_000,
  });
}
