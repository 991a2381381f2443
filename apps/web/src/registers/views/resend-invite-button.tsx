import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { usuario, type RegisterRecord } from '@prix/shared/core';
import { api, checkedByServer } from '../../lib/api-client';
import type { FormValues } from '../form/field-plan';

const resendAnswer = checkedByServer('GET /api/usuario/reenvioemail/:uuid');

interface ResendInviteButtonProps {
  readonly uuid: string;
  /** The stored record, to tell whether the form changed its status or e-mail. */
  readonly record: RegisterRecord;
  /** The form's current values. */
  readonly values: FormValues;
}

/**
 * 'Reenviar e-mail de convite' (SPEC §4) of a stored user, on the full user form and the employee form: idle,
 * loading, success (disabled) or failure (red). Hidden while the status or the e-mail differ from the stored
 * ones (the changed-status and changed-e-mail flags); it stays mounted then, so its answer is kept.
 */
export function ResendInviteButton({ uuid, record, values }: ResendInviteButtonProps) {
  const resend = useMutation({
    mutationFn: () => api.get(`${usuario.apiPath}/reenvioemail/${uuid}`, { schema: resendAnswer }),
  });
  const inativoAlterado = (values.inativo === true) !== (record.inativo === true);
  const emailAlterado = String(values.email ?? '').trim() !== String(record.email ?? '').trim();
  if (inativoAlterado || emailAlterado) return null;

  const ok = resend.isSuccess && resend.data.resendInviteOk;
  const failed = resend.isError || (resend.isSuccess && !resend.data.resendInviteOk);
  return (
    <Box sx={{ mt: 2.5 }}>
      <Button
        variant="outlined"
        color={failed ? 'error' : 'primary'}
        startIcon={<MailIcon />}
        loading={resend.isPending}
        disabled={ok}
        onClick={() => resend.mutate()}
      >
        {ok
          ? 'E-mail reenviada com sucesso'
          : failed
            ? 'Falha ao reenviar o e-mail'
            : 'Reenviar e-mail de convite'}
      </Button>
    </Box>
  );
}
