import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterDef } from '@prix/shared';
import { KEEP_FOCUS } from '../../app/shell/use-focus-on-navigation';
import { isApiError } from '../../lib/api-client';
import type { FormValues } from '../form/field-plan';
import { registerCalls, registerKeys } from '../queries';
import { detailPath } from '../use-back';

const asObject = (state: unknown): object => (typeof state === 'object' && state !== null ? state : {});

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
        // The focus stays on the message (Notice), not on the new address's heading.
        void navigate(pathOf(uuid), { replace: true, state: { ...asObject(location.state), ...KEEP_FOCUS } });
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
