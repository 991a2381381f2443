import { useDeferredValue, useEffect, useRef } from 'react';
import type { SessionInfo } from '@prix/shared/core';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { MSG } from '@prix/shared/core';
import { hasAnyRegister } from '../../registers/register-access';
import { prefetchPage, shellRouteOf } from '../prefetch';
import { LOGIN_PATH, meuPerfilPath, PRIVACIDADE_PATH } from '../../lib/paths';
import { PageAccessContext } from '../../lib/access';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { StatusMessage } from '../../components/status-message';
import { isApiError } from '../../lib/api-client';
import { whenIdle } from '../../lib/lazy-part';
import { SESSION_QUERY_KEY, useSessionQuery } from '../../lib/session';
import { SessionContext } from '../../lib/session-context';
import { ShellLayout } from './shell-layout';

/** The access rule of the page at an address, for links to other pages (lib/access.ts `useMayOpenPath`). */
const pageAccessOf = (path: string) => shellRouteOf(path)?.access;

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Once signed in, downloads the area the user most likely opens next while the browser is idle: 'Meus dados'
 * when the menu offers no register (a partner's menu leads there). The register screens are fetched on intent
 * instead, when a link to them is pointed at or focused (side-menu.tsx): they are the largest area, and a
 * visit that never opens a register never pays for them.
 */
function useNextAreaPrefetch(session: SessionInfo | null | undefined) {
  const next =
    session && !session.usuario.incompleto && !hasAnyRegister(session.permissions)
      ? meuPerfilPath(session.usuario.uuid)
      : null;
  useEffect(() => {
    if (next) return whenIdle(() => prefetchPage(next));
  }, [next]);
}

/**
 * The authenticated part of the app (SPEC §2.1, §4). The session is re-read on every path change, keeping the
 * previous one on screen meanwhile; 'Inicializando...' shows only on the first load. Not signed in → login;
 * an incomplete profile → 'Meus dados' (but for 'Privacidade').
 */
export function Shell() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  // The shell with its menu and page drawn in one go, when the session arrives, blocked a phone's main thread
  // for ~100 ms (the TBT budget): the answer is drawn in a render React may cut into slices (a deferred
  // value), 'Inicializando...' staying on screen meanwhile. Later answers swap in the same way.
  const info = useDeferredValue(session.data);

  const firstPage = useRef(true);
  useEffect(() => {
    // The first page's session is the one its first view came with (the server read it a moment ago).
    const cameWithPage = firstPage.current && queryClient.getQueryData(SESSION_QUERY_KEY) !== undefined;
    firstPage.current = false;
    if (cameWithPage) return;
    // cancelRefetch: false joins a load already under way (the first one) instead of restarting it.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }, { cancelRefetch: false });
  }, [pathname, queryClient]);

  useNextAreaPrefetch(info);

  if (info === undefined && (session.isPending || session.data !== undefined)) return <FullScreenLoader />;

  if (info === undefined) {
    const messages = isApiError(session.error) ? session.error.errors : [MSG.erroInterno];
    return (
      <StatusMessage
        fullScreen
        icon={<CloudOffIcon />}
        title="Não foi possível carregar sua sessão"
        actions={
          <Button variant="contained" onClick={() => void session.refetch()} loading={session.isFetching}>
            Tentar novamente
          </Button>
        }
      >
        {messages.join(' ')}
      </StatusMessage>
    );
  }

  if (info === null) return <Navigate to={LOGIN_PATH} replace />;

  const profilePath = meuPerfilPath(info.usuario.uuid);
  // 'Privacidade' stays open too: exercising one's rights (an export, an erasure) needs no complete profile.
  const here = stripTrailingSlash(pathname);
  if (info.usuario.incompleto && here !== profilePath && here !== PRIVACIDADE_PATH) {
    return <Navigate to={profilePath} replace />;
  }

  return (
    <SessionContext value={info}>
      <PageAccessContext value={pageAccessOf}>
        <ShellLayout />
      </PageAccessContext>
    </SessionContext>
  );
}
