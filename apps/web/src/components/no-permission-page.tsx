import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import { MSG } from '@prix/shared/core';
import { StatusMessage } from './status-message';
import { HOME_PATH } from '../lib/paths';

export function NoPermissionPage() {
  return (
    <StatusMessage
      icon={<BlockIcon />}
      title={MSG.semPermissao}
      actions={
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          Voltar para home
        </Button>
      }
    />
  );
}
