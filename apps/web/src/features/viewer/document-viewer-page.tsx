import { useState } from 'react';
import { lazy } from '../../lib/lazy';
import { InBrowser } from '../../components/in-browser';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MSG } from '@prix/shared/core';
import { PageTitle } from '../../components/page-title';
import { StatusMessage } from '../../components/status-message';
import { documentViewer, type DocumentViewer } from './document-viewers';
import { HOME_PATH } from '../../lib/paths';
import { NoPermissionPage } from '../../components/no-permission-page';
import { NotFoundPage } from '../../components/not-found-page';
import { RequireAccess } from '../../components/require-access';
import { DocumentLoading } from './document-loading';
import { documentFileUrl, problemOf, type DocumentProblem } from './document-file';

// pdf.js and react-pdf: downloaded once the page's frame is on screen (decision 0017).
const PdfViewer = lazy(() => import('./pdf-viewer'));

/**
 * /docs/{identificador}/{nome_arquivo} (SPEC §2.2): one route for the ten viewers, checked against the list of
 * viewers and their keys (document-viewers.ts, the server's own table). The server has the last word: its 403 is
 * the no-permission page, its 404 'Documento não encontrado'.
 */
export function DocumentViewerPage() {
  const { identificador, nome } = useParams();
  const viewer = documentViewer(identificador);
  if (!viewer) return <NotFoundPage />;
  return (
    <RequireAccess access={viewer.access}>
      {/* A new address starts afresh: its own load, its own problem. */}
      <DocumentView key={`${viewer.identificador}/${nome ?? ''}`} viewer={viewer} nome={nome} />
    </RequireAccess>
  );
}

function DocumentView({ viewer, nome }: { viewer: DocumentViewer; nome: string | undefined }) {
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const url = documentFileUrl(viewer.identificador, nome);

  if (problem === 'forbidden') return <NoPermissionPage />;
  if (problem === 'notFound') return <DocumentNotFound />;
  if (problem)
    return (
      <StatusMessage
        icon={<ErrorOutlineIcon />}
        title={problem === 'signedOut' ? MSG.naoAutenticado : 'Não foi possível abrir o documento'}
        actions={
          <Button
            variant="contained"
            onClick={() => {
              setProblem(null);
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </Button>
        }
      >
        {problem === 'signedOut'
          ? 'Atualize a página para entrar de novo.'
          : `${viewer.title}: verifique sua conexão e tente novamente. Se o problema continuar, fale com o suporte.`}
      </StatusMessage>
    );
  return (
    <>
      <PageTitle record={viewer.title}>
        {nome && (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {nome}
          </Typography>
        )}
      </PageTitle>
      <InBrowser fallback={<DocumentLoading />}>
        <PdfViewer
          key={attempt}
          url={url}
          title={nome ?? viewer.title}
          onError={(error) => setProblem(problemOf(error))}
        />
      </InBrowser>
    </>
  );
}

function DocumentNotFound() {
  return (
    <StatusMessage
      icon={<SearchOffIcon />}
      title="Documento não encontrado"
      actions={
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          Voltar para home
        </Button>
      }
    >
      O documento procurado não existe ou foi substituído por uma versão mais nova.
    </StatusMessage>
  );
}
