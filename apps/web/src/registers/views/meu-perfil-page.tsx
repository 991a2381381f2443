import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  MEU_PERFIL_FIELDS,
  usuario as usuarioDef,
  type RegisterRecord,
  type SessionInfo,
} from '@prix/shared/core';
import { meuPerfilPath } from '../../lib/paths';
import { HOME_PATH, LOGIN_PATH, PRIVACIDADE_PATH, SIGNOUT_URL } from '../../lib/paths';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { clearEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { DetailLoadError } from '../detail/detail-states';
import { Notice } from '../../components/notice';
import { RegisterForm } from '../form/register-form';
import { cpfLockedFor } from './usuario-rules';
import { initialValues, type FormValues, type PlannedField } from '../form/field-plan';

const API_PATH = '/usuario/meu-perfil';
export const MEU_PERFIL_QUERY_KEY = ['meu-perfil'] as const;

/** The fields of the form, in this order: the ones a person may change, with the e-mail after the name (shown, never sent). */
const FIELDS = [...MEU_PERFIL_FIELDS.slice(0, 2), 'email', ...MEU_PERFIL_FIELDS.slice(2)] as const;

const recordAnswer = checkedByServer('GET /api/usuario/meu-perfil');
const updateAnswer = checkedByServer('PUT /api/usuario/meu-perfil');

/** The plan of 'Meus dados': e-mail read-only; the CPF too once set, unless the user may edit LGPD data. */
export function planMeuPerfil(record: RegisterRecord, permissions: SessionInfo['permissions']) {
  const cpfLocked = cpfLockedFor(record, permissions);
  return FIELDS.map((name): PlannedField => {
    const field = usuarioDef.fields[name];
    return {
      name,
      field,
      readOnly: name === 'email' || (name === 'cpf' && cpfLocked),
      required: field.kind === 'text' && field.required,
    };
  });
}

/** The 'Documento estrangeiro' is asked only of someone outside Brazil. */
const isShown = (name: string, values: FormValues) => name !== 'docuestr' || values.pais !== 'BR';

/** /meu-perfil/usuario/detalhe/:uuid ('Meus dados'): one's own record, no permission needed (SPEC §2.3, §4). */
export function MeuPerfilPage() {
  const { uuid } = useParams();
  const { usuario } = useSession();
  const record = useQuery({
    queryKey: MEU_PERFIL_QUERY_KEY,
    queryFn: ({ signal }) => api.get(API_PATH, { signal, schema: recordAnswer }),
    enabled: uuid === usuario.uuid,
  });
  const navigate = useNavigate();
  // Kept here, not in the form, which starts afresh when the saved record is read back.
  const [notice, setNotice] = useState<string | null>(null);
  // 'Meus dados' is only ever one's own record.
  if (uuid !== usuario.uuid) return <Navigate to={meuPerfilPath(usuario.uuid)} replace />;

  const heading = (
    <>
      {usuario.incompleto && (
        <Typography color="error" sx={{ mt: 1, fontWeight: 500 }}>
          Complete seu cadastro por gentileza
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>
        <Link component={RouterLink} to={PRIVACIDADE_PATH}>
          Privacidade
        </Link>
        : baixe seus dados, peça correção ou exclusão e veja onde você está conectado.
      </Typography>
    </>
  );
  const back = () => void navigate(HOME_PATH);
  if (record.isPending) {
    return (
      <>
        <PageTitle>{heading}</PageTitle>
        <Box role="status" aria-label="Carregando" aria-busy="true" sx={{ maxWidth: 960 }}>
          <Skeleton variant="rounded" height={320} />
        </Box>
      </>
    );
  }
  if (record.isError) return <DetailLoadError error={record.error} onBack={back} />;
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <MeuPerfilForm
        key={`${record.data.dhedicao ?? ''}:${record.dataUpdatedAt}`}
        record={record.data}
        onBack={back}
        onSaved={() => setNotice('Registro atualizado com sucesso')}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function MeuPerfilForm({
  record,
  onBack,
  onSaved,
}: {
  record: RegisterRecord;
  onBack: () => void;
  onSaved: () => void;
}) {
  const { usuario, permissions } = useSession();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const plan = planMeuPerfil(record, permissions);
  const save = useMutation({
    mutationFn: (payload: FormValues) => api.put(API_PATH, payload, { schema: updateAnswer }),
    onSuccess: async (answer) => {
      if (answer.aguardandoAtivacao) {
        // The server has ended the session: nothing is re-read, the person is told and signed out.
        setWaiting(true);
        return;
      }
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEU_PERFIL_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
  const errors = save.error ? (isApiError(save.error) ? save.error.errors : [String(save.error)]) : [];

  const signOut = async () => {
    clearEmpresaIndex();
    if (usuario.externo) {
      navigateTo(SIGNOUT_URL);
      return;
    }
    // The session is already over on the server; the logout call only tidies up, so its failure is no matter.
    await api.post('/acesso/logout').catch(() => undefined);
    navigateTo(LOGIN_PATH);
  };

  return (
    <>
      <Box sx={{ maxWidth: 960 }}>
        <RegisterForm
          plan={plan}
          schema={(schemas) => schemas.meuPerfilSchema}
          defaultValues={initialValues({ fields: usuarioDef.fields }, 'edit', record)}
          canWrite
          saving={save.isPending || waiting}
          errors={errors}
          onSubmit={(parsed) => save.mutate(parsed)}
          onBack={onBack}
          isShown={isShown}
        />
      </Box>
      <Dialog open={waiting} aria-labelledby="meu-perfil-aguardando">
        <DialogTitle id="meu-perfil-aguardando">Registro atualizado com sucesso!</DialogTitle>
        <DialogContent>
          <DialogContentText>Aguarde o administrador do portal ativar seu cadastro.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void signOut()} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
