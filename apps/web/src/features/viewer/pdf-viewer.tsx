// The PDF viewer proper: react-pdf over pdf.js. Its own chunk (React.lazy in document-viewer-page.tsx), so the
// page's frame paints before pdf.js downloads, and no other route ever downloads it (decision 0017).
import { useCallback, useEffect, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
// The worker of the very pdfjs-dist copy react-pdf runs (pinned to the same version in package.json; pdf.js
// refuses a worker of another version), emitted by Vite as a fingerprinted file under /assets: served by the
// portal, allowed by the CSP's script-src 'self'.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { DocumentLoading } from './document-loading';
import { repairStructTrees } from './struct-tree';
import { useElementWidth } from './use-element-width';
import { ZOOM, zoomIn, zoomOut } from './zoom';

// Set here, in the module that renders <Document>, as react-pdf asks: set elsewhere, its default may win.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * pdf.js's data files, copied by the build (vite.config.ts `pdfjsData`) under a folder named by the version, so
 * `/assets`' year-long caching stays right: character maps for CJK fonts, the standard fonts a PDF may name
 * without embedding, and the image decoders. The decoders run as JavaScript (`useWasm: false`): WebAssembly
 * would need 'wasm-unsafe-eval' in the CSP, and the JavaScript decoders give the same pages.
 */
const DATA = `/assets/pdfjs-${pdfjs.version}`;
const OPTIONS = {
  cMapUrl: `${DATA}/cmaps/`,
  standardFontDataUrl: `${DATA}/standard_fonts/`,
  wasmUrl: `${DATA}/wasm/`,
  useWasm: false,
};

/** Keys that belong to what has the focus: a field, a list, a menu. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"], [role="listbox"], [role="dialog"]') !== null
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  // The name shows on hover too (a native title: MUI's Tooltip would add a chunk shared with the registers).
  return (
    <IconButton aria-label={label} title={label} onClick={onClick} disabled={disabled} size="large">
      {children}
    </IconButton>
  );
}

export interface PdfViewerProps {
  url: string;
  /** The document's name, for the page area's accessible name. */
  title: string;
  onError: (error: unknown) => void;
}

/**
 * One page at a time, fitted to the width by default; first/previous/next/last (and the arrow keys), zoom in,
 * out and back to the width. No print or download control: the page is drawn on a canvas.
 */
export default function PdfViewer({ url, title, onError }: PdfViewerProps) {
  const [pages, setPages] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(ZOOM.fit);
  const [frame, width] = useElementWidth<HTMLDivElement>();

  const goTo = useCallback(
    (target: number) => {
      if (pages === null) return;
      setPage(Math.min(Math.max(target, 1), pages));
    },
    [pages],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target))
        return;
      if (event.key === 'ArrowRight') setPage((current) => Math.min(current + 1, pages ?? 1));
      else if (event.key === 'ArrowLeft') setPage((current) => Math.max(current - 1, 1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pages]);

  // A new page starts at its top, even when the previous one was read to its bottom.
  useEffect(() => {
    const element = frame.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [page, frame]);

  const ready = pages !== null;
  const last = pages ?? 1;
  return (
    <Box>
      <Paper
        variant="outlined"
        component="nav"
        aria-label="Navegação do documento"
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          mb: 1,
          px: 1,
          py: 0.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <ToolButton label="Primeira página" onClick={() => goTo(1)} disabled={!ready || page <= 1}>
            <FirstPageIcon />
          </ToolButton>
          <ToolButton label="Página anterior" onClick={() => goTo(page - 1)} disabled={!ready || page <= 1}>
            <NavigateBeforeIcon />
          </ToolButton>
          <Typography
            aria-live="polite"
            sx={{ px: 1, whiteSpace: 'nowrap', minWidth: '8.5em', textAlign: 'center' }}
          >
            {ready ? `Página ${page} de ${pages}` : 'Página – de –'}
          </Typography>
          <ToolButton label="Próxima página" onClick={() => goTo(page + 1)} disabled={!ready || page >= last}>
            <NavigateNextIcon />
          </ToolButton>
          <ToolButton label="Última página" onClick={() => goTo(last)} disabled={!ready || page >= last}>
            <LastPageIcon />
          </ToolButton>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <ToolButton label="Diminuir zoom" onClick={() => setZoom(zoomOut)} disabled={zoom <= ZOOM.min}>
            <ZoomOutIcon />
          </ToolButton>
          <Typography sx={{ minWidth: '3.5em', textAlign: 'center' }} aria-label="Zoom">
            {Math.round(zoom * 100)}%
          </Typography>
          <ToolButton label="Aumentar zoom" onClick={() => setZoom(zoomIn)} disabled={zoom >= ZOOM.max}>
            <ZoomInIcon />
          </ToolButton>
          <ToolButton
            label="Ajustar à largura"
            onClick={() => setZoom(ZOOM.fit)}
            disabled={zoom === ZOOM.fit}
          >
            <FitScreenIcon />
          </ToolButton>
        </Stack>
      </Paper>
      <Box
        ref={frame}
        role="region"
        aria-label={ready ? `${title}, página ${page} de ${pages}` : title}
        // Zoomed in, the page scrolls sideways: the keyboard reaches it too.
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          bgcolor: 'grey.200',
          borderRadius: 1,
          scrollMarginTop: { xs: 120, sm: 130 },
          // Zoomed out, the page sits in the middle; zoomed in, it scrolls sideways from its left edge.
          '& .react-pdf__Document': { width: 'fit-content', minWidth: '100%' },
          '& .react-pdf__Page': { mx: 'auto', width: 'fit-content', boxShadow: 2 },
        }}
      >
        <Document
          file={url}
          options={OPTIONS}
          suspense={false}
          loading={<DocumentLoading />}
          // The page shows its own message (document-viewer-page.tsx).
          error={<span />}
          onLoadSuccess={(document) => {
            // The first page is rendered once pdf.js's pages answer with a repaired structure tree.
            void document.getPage(1).then((first) => {
              repairStructTrees(first);
              setPages(document.numPages);
              setPage(1);
            }, onError);
          }}
          onLoadError={onError}
        >
          {width > 0 && ready && (
            <Page
              pageNumber={page}
              width={Math.floor(width * zoom)}
              loading={<DocumentLoading text="Carregando página..." />}
            />
          )}
        </Document>
      </Box>
    </Box>
  );
}
