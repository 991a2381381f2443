import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/session-context';

/** /home (SPEC §2.2). For now: the greeting and the current company. */
export function HomePage() {
  const { usuario, empresa } = useSession();
  const subtitle = usuario.externo
    ? (empresa?.nome ?? 'Nenhuma empresa vinculada')
    : 'Portal de Parceiros Prix';
  return (
    <>
      <PageTitle title={`Olá, ${usuario.nomecompleto}`}>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      </PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">
          Use o menu para acessar as áreas disponíveis para você.
        </Typography>
      </Paper>
    </>
  );
}
