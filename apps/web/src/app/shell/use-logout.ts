import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MSG } from '@prix/shared';
import { api, ApiError } from '../../lib/api-client';
import { clearEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { useSession } from '../../lib/session-context';
import { LOGIN_PATH, SIGNOUT_URL } from '../links';

const logoutResponseSchema = z.object({ logout_ok: z.boolean() });

/**
 * SPEC §4 Logout: external users go to the sign-out address (it ends the partner sign-in too); internal users
 * call POST /api/acesso/logout and return to the login page. Both are full navigations, which also drop every
 * cached query of the previous user.
 */
export function useLogout() {
  const { usuario } = useSession();
  return useMutation({
    mutationFn: async () => {
      if (usuario.externo) {
        clearEmpresaIndex();
        navigateTo(SIGNOUT_URL);
        return;
      }
      const { logout_ok } = await api.post('/acesso/logout', undefined, { schema: logoutResponseSchema });
      if (!logout_ok) throw new ApiError(500, [MSG.erroInterno]);
      clearEmpresaIndex();
      navigateTo(LOGIN_PATH);
    },
  });
}
