import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { ERRO_TITULAR_ANONIMIZADO, MSG_TITULAR_ANONIMIZADO } from '@prix/shared/core/privacidade';
import { usePageTitle } from '../../lib/document-title';
import { PublicCard } from '../../components/public-card';
import { clearEmpresaIndex } from '../../lib/empresa-storage';
import { navigateTo } from '../../lib/navigation';
import { AppTheme } from '../providers';
import { LOGIN_PATH, SIGNOUT_URL, SUPORTE_EMAIL, USER_NOT_FOUND_ERROR } from '../../lib/paths';

function UserNotFound({ email }: { email: string | null }) {
  const signOut = () => {
    clearEmpresaIndex();
    navigateTo(SIGNOUT_URL);
  };
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Acesso não encontrado
      </Typography>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {email
          ? `O e-mail ${email} não está cadastrado no Portal de Parceiros.`
          : 'O seu e-mail não está cadastrado no Portal de Parceiros.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Desconecte-se para entrar com outra conta.
      </Typography>
      <Button variant="contained" size="large" fullWidth startIcon={<LogoutIcon />} onClick={signOut}>
        Desconectar
      </Button>
    </>
  );
}

/** The sign-in of a person whose data were anonymised at their request (LGPD): refused, and why. */
function TitularAnonimizado() {
  const signOut = () => {
    clearEmpresaIndex();
    navigateTo(SIGNOUT_URL);
  };
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Acesso encerrado
      </Typography>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{MSG_TITULAR_ANONIMIZADO}</Typography>
      <Button variant="contained" size="large" fullWidth startIcon={<LogoutIcon />} onClick={signOut}>
        Desconectar
      </Button>
    </>
  );
}

function GenericError() {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Não foi possível continuar
      </Typography>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        Algum erro aconteceu, por favor entre em contato com{' '}
        <Link href={`mailto:${SUPORTE_EMAIL}`}>{SUPORTE_EMAIL}</Link>
      </Typography>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={LOGIN_PATH}>
          Voltar para o login
        </Link>
      </Stack>
    </>
  );
}

/** A person anonymised at their request (LGPD): their access was ended, and the page says why. */
/** /erros?type=…&email=… (SPEC §2.1), reached from the sign-in flow. */
export function ErrosPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const notFound = type === USER_NOT_FOUND_ERROR;
  const anonimizado = type === ERRO_TITULAR_ANONIMIZADO;
  // The row's title, 'Erro', names which one when the sign-in flow says: 'Erro: Acesso encerrado'.
  usePageTitle(notFound ? 'Acesso não encontrado' : anonimizado ? 'Acesso encerrado' : undefined);
  return (
    <AppTheme>
      <PublicCard>
        {notFound ? (
          <UserNotFound email={params.get('email')} />
        ) : anonimizado ? (
          <TitularAnonimizado />
        ) : (
          <GenericError />
        )}
      </PublicCard>
    </AppTheme>
  );
}
