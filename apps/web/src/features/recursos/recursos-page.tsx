import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { safeAddress } from '@prix/shared/core';
import { documentUrl } from '@prix/shared/core/recursos';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { trackClick } from '../../lib/clique-tracker';
import { useSession } from '../../lib/session-context';
import { ErrorBox } from '../../components/error-box';
import { visibleGroups } from './recurso-groups';
import { USEFUL_LINKS } from './useful-links';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * /recursos (SPEC §2.2): the documents this partner may open, grouped, each opening in a new tab; the useful
 * links of the regulatory and trade bodies (a document button's click is counted as the button's, SPEC §3); the showroom demo video (always shown); the brand resources.
 */
export function RecursosPage() {
  const { permissions } = useSession();
  const buttons = useQuery({
    queryKey: ['botao', 'button-link'],
    queryFn: ({ signal }) =>
      api.get('/botao/button-link', { signal, schema: checkedByServer('GET /api/botao/button-link') }),
    staleTime: 60_000,
  });
  const recursos = useQuery({
    queryKey: ['recursos'],
    queryFn: ({ signal }) => api.get('/recursos', { signal, schema: checkedByServer('GET /api/recursos') }),
    staleTime: 60_000,
  });
  const groups = visibleGroups(permissions, buttons.data?.result ?? []);
  // Only an address is followed (safeAddress), whatever the answer carries.
  const linkMarca = safeAddress(recursos.data?.linkMarca);

  return (
    <>
      <PageTitle />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section title="Documentos" wide>
          {buttons.isPending ? (
            <Loading />
          ) : buttons.isError ? (
            <ErrorBox errors={isApiError(buttons.error) ? buttons.error.errors : [String(buttons.error)]} />
          ) : groups.length === 0 ? (
            <Typography color="text.secondary">Nenhum documento disponível para você.</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {groups.map((group) => (
                <Box key={group.title} component="section" aria-label={group.title}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
                    {group.title}
                  </Typography>
                  <Stack spacing={1}>
                    {group.buttons.map((button) => (
                      <Button
                        key={button.identificador}
                        variant="outlined"
                        href={documentUrl(button.identificador, button.arquivo)}
                        {...NEW_TAB}
                        onClick={() => trackClick('botao', button.nome)}
                        startIcon={<PictureAsPdfOutlinedIcon />}
                        sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
                      >
                        {button.nome}
                      </Button>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Box>
          )}
        </Section>

        <Section title="Links úteis">
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {USEFUL_LINKS.map((link) => (
              <li key={link.url}>
                <Link href={link.url} {...NEW_TAB} sx={{ fontWeight: 500, display: 'inline-flex', gap: 0.5 }}>
                  {link.nome}
                  <OpenInNewIcon sx={{ fontSize: 16, mt: 0.25 }} aria-label="(abre em nova aba)" />
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {link.descricao}
                </Typography>
              </li>
            ))}
          </Stack>
        </Section>

        <Stack spacing={{ xs: 2, md: 3 }}>
          <Section title="Vídeo de demonstração do showroom">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Um vídeo curto para apresentar os produtos Prix no seu showroom.
            </Typography>
            {recursos.isPending ? (
              <Loading />
            ) : recursos.data?.video ? (
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                href={recursos.data.video.url}
                download
              >
                Baixar vídeo
              </Button>
            ) : (
              <Typography color="text.secondary">O vídeo estará disponível em breve.</Typography>
            )}
          </Section>
          <Section title="Recursos da marca">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Logotipos, guia de marca e materiais de divulgação. Envie seus layouts para aprovação antes de
              usá-los.
            </Typography>
            {linkMarca ? (
              <Button variant="outlined" endIcon={<OpenInNewIcon />} href={linkMarca} {...NEW_TAB}>
                Acessar recursos da marca
              </Button>
            ) : recursos.isError ? (
              <ErrorBox
                errors={isApiError(recursos.error) ? recursos.error.errors : [String(recursos.error)]}
              />
            ) : null}
          </Section>
        </Stack>
      </Box>
    </>
  );
}

function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography color="text.secondary">Carregando...</Typography>
    </Box>
  );
}
