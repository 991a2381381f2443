import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { StatusMessage } from './status-message';
import { HOME_PATH } from '../lib/paths';

export function NotFoundPage({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <StatusMessage
      fullScreen={fullScreen}
      icon={<SearchOffIcon />}
      title="Página não encontrada"
      actions={
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          Voltar para home
        </Button>
      }
    >
      O endereço acessado não existe ou foi alterado.
    </StatusMessage>
  );
}
