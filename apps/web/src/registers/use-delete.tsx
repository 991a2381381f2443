import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { lazyPart } from '../lib/lazy-part';
import { registerKeys, type RegisterSource } from '../lib/register-keys';
import { registerCalls } from './queries';

// 'Confirmar exclusão' (MUI's Dialog, ~2 kB brotli) is needed once someone asks to delete, not to paint a list or
// a form: a part fetched when the browser is idle after the page has painted, or at once on 'Excluir'
// (decision 0036). Asked before it arrives, it opens when it does.
const confirmDialog = lazyPart(() => import('./detail/confirm-delete'));

/** Fetches the dialog's chunk (screen tests load it first). */
export const loadConfirmDelete = confirmDialog.load;

/**
 * Delete with confirmation (SPEC §4): `ask(id)` opens 'Confirmar exclusão'; SIM deletes, reloads the register's
 * queries and calls `onDeleted`; a refusal (409: the record is in use) leaves its messages in `errors`.
 */
export function useDeleteRecord(source: RegisterSource, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const ConfirmDeleteDialog = confirmDialog.useLoaded()?.ConfirmDeleteDialog;
  const [target, setTarget] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      const result = await registerCalls.remove(source, id);
      if (!result.deleted) throw new Error(result.errors.join('\n') || 'Não foi possível excluir o registro');
      return result;
    },
    onSuccess: async (_, id) => {
      setTarget(null);
      onDeleted();
      queryClient.removeQueries({ queryKey: registerKeys.detail(source.name, id) });
      await queryClient.invalidateQueries({ queryKey: registerKeys.root });
    },
    onError: (error) => {
      setTarget(null);
      setErrors(isApiError(error) ? error.errors : error.message.split('\n'));
    },
  });

  const dialog = ConfirmDeleteDialog && (
    <ConfirmDeleteDialog
      open={target !== null}
      busy={mutation.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        if (target !== null) mutation.mutate(target);
      }}
    />
  );
  return {
    ask: (id: string) => {
      confirmDialog.fetch();
      setErrors([]);
      setTarget(id);
    },
    dialog,
    errors,
  };
}
