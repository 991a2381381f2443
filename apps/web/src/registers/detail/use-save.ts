import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterDef } from '@prix/shared';
import { isApiError } from '../../lib/api-client';
import type { FormValues } from '../form/field-plan';
import { registerCalls, registerKeys } from '../queries';
import { detailPath } from '../use-back';

/**
 * Gravar: POST for 'novo' (then the new record's address, `pathOf` when the register's detail lives
 * elsewhere), PUT otherwise (then the data reloads).
 */
export function useSave(
  def: RegisterDef,
  id: string,
  setNotice: (text: string) => void,
  pathOf: (uuid: string) => string = (uuid) => detailPath(def.name, uuid),
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    mutationFn: async (payload: FormValues) =>
      id === 'novo'
        ? { uuid: (await registerCalls.insert(def, payload)).uuid }
        : (await registerCalls.update(def, id, payload), { uuid: id }),
    onSuccess: async ({ uuid }) => {
      await queryClient.invalidateQueries({ queryKey: registerKeys.root });
      if (id === 'novo') {
        setNotice('Registro incluído com sucesso');
        void navigate(pathOf(uuid), { replace: true, state: location.state });
      } else {
        setNotice('Registro atualizado com sucesso');
      }
    },
  });
  const errors = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.errors
      : [String(mutation.error)]
    : [];
  return { submit: (payload: FormValues) => mutation.mutate(payload), isPending: mutation.isPending, errors };
}
