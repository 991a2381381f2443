import { Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useSessionQuery } from '../../lib/session';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { useDocumentTitle } from '../../components/page-title';
import { PublicCard } from '../../components/public-card';
import { HOME_PATH, OIDC_LOGIN_URL, SEJA_PARCEIRO_URL, SIGNIN_URL, SUPORTE_EMAIL } from '../links';

function LoginCard() {
  useDocumentTitle('Entrar');
  return (
    <PublicCard>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Bem-vindo ao Portal de Parceiros Prix
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Consulte sua categoria, solicite benefícios e acesse materiais e treinamentos do programa.
      </Typography>

      <Button href={SIGNIN_URL} variant="contained" size="large" fullWidth startIcon={<LoginIcon />}>
        Entrar como parceiro
      </Button>

      <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
        <Link href={`mailto:${SUPORTE_EMAIL}`} underline="hover">
          Precisa de ajuda com o acesso?
        </Link>
        <Link href={SEJA_PARCEIRO_URL} target="_blank" rel="noopener noreferrer" underline="hover">
          Quero ser um parceiro
        </Link>
      </Stack>

      <Divider sx={{ my: 3 }} />

      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        É colaborador Prix?{' '}
        <Link href={OIDC_LOGIN_URL} underline="hover" sx={{ fontWeight: 500 }}>
          Acesso de colaboradores
        </Link>
      </Typography>
    </PublicCard>
  );
}

/** /acesso/login (SPEC §2.1): a signed-in user is sent to /home. */
export function LoginPage() {
  const session = useSessionQuery();
  if (session.isPending) return <FullScreenLoader />;
  if (session.data) return <Navigate to={HOME_PATH} replace />;
  return <LoginCard />;
}
