import { useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { HomeInfo } from '@prix/shared/programa';

type Rps = NonNullable<NonNullable<HomeInfo['empresa']>['rps']>;

export const SEM_RPS = 'Não há RPS cadastrado';
export const SEM_EMAIL = 'Não há email cadastrado';
export const SEM_CELULAR = 'Não há celular cadastrado';

/**
 * The responsible person (RPS) with their contact in a tooltip (SPEC §2.2). The tooltip holds links, so it is a
 * toggletip: it opens on hover, on focus and on click or Enter (touch screens), stays open while the pointer or
 * the focus is inside, and Escape closes it. Positioned with CSS, not MUI's Tooltip: Popper would add ~10 kB to
 * the shell, the first signed-in download.
 */
export function RpsContact({ rps }: { rps: Rps | null }) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  if (!rps) return <Typography color="text.secondary">{SEM_RPS}</Typography>;
  const open = pinned || hovered || focused;
  const close = () => {
    setPinned(false);
    setHovered(false);
    setFocused(false);
  };
  return (
    <Box
      ref={root}
      sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
          setPinned(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <ButtonBase
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPinned((value) => !value)}
        sx={{
          borderRadius: 1,
          px: 0.5,
          mx: -0.5,
          gap: 0.5,
          fontSize: '1rem',
          fontWeight: 500,
          color: 'primary.main',
          textAlign: 'left',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {rps.nome}
        <ExpandMoreIcon fontSize="small" aria-hidden="true" />
      </ButtonBase>
      <Box
        id={id}
        role="tooltip"
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          // Under the name; on wider screens the card sits at the page's right edge, so it opens leftwards.
          left: { xs: 0, sm: 'auto' },
          right: { xs: 'auto', sm: 0 },
          zIndex: (t) => t.zIndex.tooltip,
          mt: 1,
          p: 2,
          width: 'max-content',
          maxWidth: 'min(320px, calc(100vw - 48px))',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          boxShadow: '0 8px 24px rgba(11, 61, 145, 0.16)',
          '&[hidden]': { display: 'none' },
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Contato do responsável
        </Typography>
        <ContactLine icon={<MailOutlineIcon fontSize="small" />} empty={SEM_EMAIL}>
          {rps.email && <a href={`mailto:${rps.email}`}>{rps.email}</a>}
        </ContactLine>
        <ContactLine icon={<WhatsAppIcon fontSize="small" />} empty={SEM_CELULAR}>
          {rps.celular &&
            (rps.whatsapp ? (
              <a href={rps.whatsapp} target="_blank" rel="noopener noreferrer">
                {rps.celular}{' '}
                <Box component="span" sx={visuallyHidden}>
                  (WhatsApp, abre em nova aba)
                </Box>
              </a>
            ) : (
              rps.celular
            ))}
        </ContactLine>
      </Box>
    </Box>
  );
}

function ContactLine({ icon, empty, children }: { icon: ReactNode; empty: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.25,
        overflowWrap: 'anywhere',
        '& a': { color: 'primary.main', fontWeight: 500 },
        '& > svg': { color: 'text.secondary', flexShrink: 0 },
      }}
    >
      {icon}
      {children || <Typography color="text.secondary">{empty}</Typography>}
    </Box>
  );
}
