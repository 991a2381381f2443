import { Navigate, useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { meuPerfilPath } from '../../app/access';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/session-context';

/** /meu-perfil/usuario/detalhe/:uuid ('Meus dados'): no permission needed; the full form arrives later. */
export function MeuPerfilPage() {
  const { uuid } = useParams();
  const { usuario } = useSession();
  // 'Meus dados' is only ever one's own record.
  if (uuid !== usuario.uuid) return <Navigate to={meuPerfilPath(usuario.uuid)} replace />;

  return (
    <>
      <PageTitle title="Meus dados">
        {usuario.incompleto && (
          <Typography color="error" sx={{ mt: 1, fontWeight: 500 }}>
            Complete seu cadastro por gentileza
          </Typography>
        )}
      </PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          Informações básicas
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Nome completo"
            value={usuario.nomecompleto}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label="E-mail"
            value={usuario.email ?? ''}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
        </Stack>
      </Paper>
    </>
  );
}
