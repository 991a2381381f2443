import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { isApiError } from '../../lib/api-error';
import { PublicCard } from '../../components/public-card';
import { HOME_PATH } from '../../lib/paths';

/**
 * The root's error page: something failed outside the shell, or an area of the app could not be downloaded (a
 * release replaced it, the network dropped). Part of the first download and free of MUI, so it shows even
 * then; 'Recarregar a página' fetches the current release.
 */
export function RootRouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Página não encontrada' : 'Algo deu errado';
  useDocumentTitle(title);
  const messages = notFound
    ? ['O endereço acessado não existe ou foi alterado.']
    : isApiError(error)
      ? error.errors
      : ['Ocorreu um erro inesperado ao exibir esta página.'];

  return (
    <PublicCard>
      <h1 className="public-title">{title}</h1>
      <div className="public-text public-secondary">
        {messages.map((message) => (
          <p key={message} className="public-message">
            {message}
          </p>
        ))}
      </div>
      <div className="public-actions">
        {!notFound && (
          <button type="button" className="public-button" onClick={() => window.location.reload()}>
            Recarregar a página
          </button>
        )}
        <a className="public-button public-button--outlined" href={HOME_PATH}>
          Voltar para home
        </a>
      </div>
    </PublicCard>
  );
}
