import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterDef } from '@prix/shared/core';
import { KEEP_FOCUS } from '../../lib/use-focus-on-navigation';
import { isApiError, type UploadProgress } from '../../lib/api-client';
import type { FormValues } from '../form/field-plan';
import { registerKeys } from '../../lib/register-keys';
import { recordCalls } from '../record-queries';
import { detailPath } from '../use-back';

const asObject = (state: unknown): object => (typeof state === 'object' && state !== null ? state : {});

/**
 * Gravar (a file register's as multipart, with progress and cancel): POST for 'novo' (then the new record's address, `pathOf` when the register's detail lives
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
  // A file register's send: how far it went, and the way to cancel it (decision 0015).
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sending = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ payload, file }: { payload: FormValues; file: File | null }) => {
      if (def.file) {
        const controller = new AbortController();
        sending.current = controller;
        setProgress(file ? { loaded: 0, total: file.size } : null);
        try {
          return await recordCalls.saveWithFile(def, id, payload, file, {
            signal: controller.signal,
            onProgress: file ? setProgress : undefined,
          });
        } finally {
          sending.current = null;
          setProgress(null);
        }
      }
      return id === 'novo'
        ? { uuid: (await recordCalls.insert(def, payload)).uuid }
        : (await recordCalls.update(def, id, payload), { uuid: id });
    },
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
  const error = mutation.error;
  const errors = error
    ? isApiError(error)
      ? error.errors
      : error.name === 'AbortError'
        ? ['Envio cancelado.']
        : [String(error)]
    : [];
  return {
    /** `file`: a file register's chosen file (null: none chosen, the stored one stays on update). */
    submit: (payload: FormValues, file: File | null = null, onSaved?: () => void) =>
      mutation.mutate({ payload, file }, { onSuccess: () => onSaved?.() }),
    isPending: mutation.isPending,
    errors,
    /** While a file register's file is being sent: bytes sent of the total. */
    progress,
    cancel: () => sending.current?.abort(),
  };
}
