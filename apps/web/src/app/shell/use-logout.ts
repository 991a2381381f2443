import { useMutation } from '@tanstack/react-query';
import { MSG } from '@prix/shared/core';
import { api, ApiError } from '../../lib/api-client';
import { clearEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { useSession } from '../../lib/session-context';
import { LOGIN_PATH, SIGNOUT_URL } from '../../lib/paths';

/** POST /api/acesso/logout answers `{ logout_ok: true }` (sign-in.routes.ts); anything else is a failure. */
const loggedOut = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'logout_ok' in answer && answer.logout_ok === true;

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
      if (!loggedOut(await api.post('/acesso/logout'))) throw new ApiError(500, [MSG.erroInterno]);
      clearEmpresaIndex();
      navigateTo(LOGIN_PATH);
    },
  });
}
