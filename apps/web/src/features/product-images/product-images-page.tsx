import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { useFilterForm } from '../../lib/filter-form';
import { ErrorBox } from '../../components/error-box';
import { FilterSearchBox } from '../../components/filter-search-box';
import { ProductImageCard } from './product-image-card';
import { DOWNLOAD_MAX, downloadUrl, toggleAll } from './selection';

const SEARCH_KEYS = ['busca'] as const;

/**
 * /listar-imagens-produtos (SPEC §2.2): search by product name (on Enter, or 200 ms after the last key: the
 * filter forms' rule, lib/filter-form.ts; kept in the address as ?busca=), a grid of thumbnails with
 * checkboxes, 'Download das imagens selecionadas' (one image as it is, several as one zip the server streams),
 * and the brand-guide notice. The page loads thumbnails only; a full image is fetched only by the download.
 * The selection survives a new search, so images of several searches go in one download.
 */
export function ProductImagesPage() {
  const filter = useFilterForm({ keys: SEARCH_KEYS, resets: [], searchOnPause: true });
  const busca = filter.applied.busca.trim();

  const query = useInfiniteQuery({
    queryKey: ['imagens-produtos', busca],
    queryFn: ({ pageParam, signal }) =>
      api.get('/imagens-produtos', {
        query: { busca, page: pageParam },
        signal,
        schema: checkedByServer('GET /api/imagens-produtos'),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  const aviso = query.data?.pages[0]?.aviso ?? null;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((name: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const names = useMemo(() => items.map((item) => item.nomeImagem), [items]);
  const onPage = names.filter((name) => selected.has(name)).length;
  const href = downloadUrl([...selected]);

  return (
    <>
      <PageTitle />
      {aviso && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2, bgcolor: 'background.paper' }}>
          <AlertTitle>Guia de marca</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{aviso}</Box>
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <FilterSearchBox
          filter={filter}
          name="busca"
          label="Buscar pelo nome do produto"
          placeholder="Buscar pelo nome do produto"
          sx={{ maxWidth: { md: 420 } }}
        />
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={href ?? undefined}
          disabled={!href}
          sx={{ flexShrink: 0 }}
        >
          Download das imagens selecionadas
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, mb: 1.5, minHeight: 40 }}
      >
        <FormControlLabel
          label="Selecionar todas desta página"
          disabled={names.length === 0}
          control={
            <Checkbox
              checked={names.length > 0 && onPage === names.length}
              indeterminate={onPage > 0 && onPage < names.length}
              onChange={() => setSelected((current) => toggleAll(current, names))}
            />
          }
        />
        <Typography role="status" variant="body2" color="text.secondary">
          {selectionText(selected.size)}
        </Typography>
        {selected.size > 0 && (
          <Button size="small" onClick={() => setSelected(new Set())}>
            Limpar seleção
          </Button>
        )}
      </Stack>
      {selected.size > DOWNLOAD_MAX && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Selecione no máximo {DOWNLOAD_MAX} imagens por download.
        </Alert>
      )}
      <Box aria-busy={query.isFetching} sx={{ position: 'relative' }}>
        {query.isFetching && !query.isPending && !query.isFetchingNextPage && (
          <LinearProgress aria-label="Carregando" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />
        )}
        {query.isPending ? (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
          >
            <CircularProgress size={28} aria-hidden="true" />
            <Typography color="text.secondary">Carregando...</Typography>
          </Box>
        ) : query.isError && items.length === 0 ? (
          <ErrorBox errors={isApiError(query.error) ? query.error.errors : [String(query.error)]} />
        ) : items.length === 0 ? (
          <Alert severity="warning" variant="outlined">
            Nenhum registro encontrado
          </Alert>
        ) : (
          <>
            <Box
              component="ul"
              aria-label="Imagens de produtos"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: { xs: 1.5, sm: 2 },
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(3, minmax(0, 1fr))',
                  md: 'repeat(4, minmax(0, 1fr))',
                  xl: 'repeat(6, minmax(0, 1fr))',
                },
              }}
            >
              {items.map((item) => (
                <Box component="li" key={item.uuid} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
                  <ProductImageCard item={item} checked={selected.has(item.nomeImagem)} onToggle={toggle} />
                </Box>
              ))}
            </Box>
            {query.isError && (
              <ErrorBox
                errors={isApiError(query.error) ? query.error.errors : [String(query.error)]}
                sx={{ mt: 2 }}
              />
            )}
            {query.hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Button
                  variant="outlined"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  Carregar mais imagens
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    </>
  );
}

function selectionText(count: number): string {
  if (count === 0) return 'Nenhuma imagem selecionada';
  return count === 1 ? '1 imagem selecionada' : `${count} imagens selecionadas`;
}
