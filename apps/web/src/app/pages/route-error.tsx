import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isApiError } from '../../lib/api-error';
import { StatusMessage } from '../../components/status-message';
import { HOME_PATH } from '../../lib/paths';
import { NotFoundPage } from '../../components/not-found-page';

/** Route error boundary: something failed while rendering or loading a page. */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage fullScreen={fullScreen} />;
  const messages = isApiError(error) ? error.errors : ['Ocorreu um erro inesperado ao exibir esta página.'];

  return (
    <StatusMessage
      fullScreen={fullScreen}
      icon={<ErrorOutlineIcon />}
      title="Algo deu errado"
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Recarregar a página
          </Button>
          <Button component={RouterLink} to={HOME_PATH} variant="outlined">
            Voltar para home
          </Button>
        </>
      }
    >
      {messages.map((message) => (
        <p key={message} style={{ margin: '0 0 8px' }}>
          {message}
        </p>
      ))}
    </StatusMessage>
  );
}
