import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { DEFAULT_VIDEO_TOKEN, VIDEO_NOT_FOUND, isVideoPlayerUrl } from '@prix/shared/core';
import { PageTitle } from '../../components/page-title';
import { StatusMessage } from '../../components/status-message';
import { HOME_PATH } from '../../lib/paths';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { DocumentLoading } from './document-loading';

/** A banner's uuid, or the default's name: anything else never reaches the server. */
const TOKEN = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The token the address names: `?url=` (SPEC §2.2), or `?v=` (the home carousel's links), else the default
 * video. It is opaque: the server resolves it to a player address (GET /api/video/{token}).
 */
export function videoToken(params: URLSearchParams): string {
  return params.get('url') ?? params.get('v') ?? DEFAULT_VIDEO_TOKEN;
}

/** The player address with the default video's settings: looping, starting muted (browsers allow no more). */
export function playerSrc(url: string, isDefault: boolean): string {
  return isDefault ? `${url}?autoplay=1&loop=1&muted=1` : url;
}

/**
 * /video (SPEC §2.2): the default looping video, or the one the address names. The address never carries a
 * URL: only a token the server resolves to a player address of the one allowed host, checked here again before
 * it becomes an iframe; a tampered or unknown token shows a message, never another page.
 */
export function VideoPage() {
  const [params] = useSearchParams();
  const token = videoToken(params);
  const valid = TOKEN.test(token);
  const video = useQuery({
    queryKey: ['video', token],
    queryFn: ({ signal }) =>
      api.get(`/video/${encodeURIComponent(token)}`, {
        signal,
        schema: checkedByServer('GET /api/video/:token'),
      }),
    enabled: valid,
    retry: false,
  });

  const unavailable =
    !valid ||
    (video.isError && isApiError(video.error) && video.error.status >= 400 && video.error.status < 500) ||
    (video.isSuccess && !isVideoPlayerUrl(video.data.url));

  return (
    <>
      <PageTitle />
      {unavailable ? (
        <StatusMessage
          icon={<VideocamOffIcon />}
          title="Vídeo indisponível"
          actions={
            <Button component={RouterLink} to={HOME_PATH} variant="contained">
              Voltar para home
            </Button>
          }
        >
          {VIDEO_NOT_FOUND}
        </StatusMessage>
      ) : video.isError ? (
        <StatusMessage
          icon={<ErrorOutlineIcon />}
          title="Não foi possível carregar o vídeo"
          actions={
            <Button variant="contained" onClick={() => void video.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {isApiError(video.error) ? video.error.errors.join(' ') : VIDEO_NOT_FOUND}
        </StatusMessage>
      ) : (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: 1280,
            aspectRatio: '16 / 9',
            bgcolor: 'common.black',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {video.isSuccess ? (
            <Box
              component="iframe"
              src={playerSrc(video.data.url, token === DEFAULT_VIDEO_TOKEN)}
              title="Vídeo"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                border: 0,
                borderRadius: 1,
              }}
            />
          ) : (
            <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'grey.100' }}>
              <DocumentLoading text="Carregando vídeo..." />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
