import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { PERM, can, safeAddress, type PermissionKey } from '@prix/shared/core';
import type { AtalhoExterno, HomeInfo } from '@prix/shared/programa';
import type { ButtonLink } from '@prix/shared/content';
import { documentViewerPath, TREINAMENTO_URL } from '../../lib/paths';
import { trackClick } from '../../lib/clique-tracker';
import { useSession } from '../../lib/session-context';

export interface QuickButton {
  id: string;
  nome: string;
  icon: ReactNode;
  /** A portal page (the /docs viewer) … */
  to?: string;
  /** … or an address outside the portal, opened in a new tab. */
  href?: string;
}

/** The price lists: the /docs viewer of the list's latest file (SPEC §2.2), by the button's key. */
const DOCUMENT_BUTTONS: { identificador: string; key: PermissionKey; nome: string; icon: ReactNode }[] = [
  {
    identificador: 'lista-precos-rev-fisica',
    key: PERM.docs.listaPrecosRevFisica,
    nome: 'Lista de preços — revenda física',
    icon: <StoreOutlinedIcon />,
  },
  {
    identificador: 'lista-precos-rev-virtual',
    key: PERM.docs.listaPrecosRevVirtual,
    nome: 'Lista de preços — revenda virtual',
    icon: <LanguageOutlinedIcon />,
  },
  {
    identificador: 'lista-precos-pecas',
    key: PERM.docs.precosPecas,
    nome: 'Lista de preços de peças',
    icon: <HandymanOutlinedIcon />,
  },
];

/** The buttons that leave the portal; the server sends only those the viewer holds the key of. */
const EXTERNAL_BUTTONS: Record<
  AtalhoExterno['id'],
  { key: PermissionKey; identificador: string | null; nome: string; icon: ReactNode }
> = {
  simulador: {
    key: PERM.home.precosSimulador,
    identificador: 'simulador-pedido',
    nome: 'Simulador de pedidos',
    icon: <CalculateOutlinedIcon />,
  },
  canalOta: {
    key: PERM.home.canalOta,
    identificador: 'canal-otas',
    nome: 'Canal das OTAs',
    icon: <SupportAgentOutlinedIcon />,
  },
  boleto: {
    key: PERM.home.boleto,
    identificador: null,
    nome: 'Boletos e notas fiscais',
    icon: <ReceiptLongOutlinedIcon />,
  },
};

/**
 * The home's quick buttons (SPEC §6 'Home buttons'): price lists, parts, order simulator, online channel and
 * invoices each by its key (external users' keys already passed the combined check), training only with the
 * e-learning login. Names come from the button register when it has the button.
 */
export function quickButtons(
  permissions: Parameters<typeof can>[0],
  buttons: readonly ButtonLink[],
  home: Pick<HomeInfo, 'atalhos' | 'treinamento'>,
): QuickButton[] {
  const byId = new Map(buttons.map((b) => [b.identificador, b]));
  const list: QuickButton[] = [];
  for (const doc of DOCUMENT_BUTTONS) {
    const button = byId.get(doc.identificador);
    if (!can(permissions, doc.key) || !button?.arquivo) continue;
    list.push({
      id: doc.identificador,
      nome: button.nome || doc.nome,
      icon: doc.icon,
      to: documentViewerPath(doc.identificador, button.arquivo),
    });
  }
  for (const atalho of home.atalhos) {
    const def = EXTERNAL_BUTTONS[atalho.id];
    // Only an address is followed (safeAddress), whatever the answer carries.
    const href = safeAddress(atalho.url);
    if (!can(permissions, def.key) || !href) continue;
    const registered = def.identificador ? byId.get(def.identificador)?.nome : undefined;
    list.push({ id: atalho.id, nome: registered || def.nome, icon: def.icon, href });
  }
  if (home.treinamento) {
    list.push({
      id: 'treinamento',
      nome: 'Treinamentos',
      icon: <SchoolOutlinedIcon />,
      href: TREINAMENTO_URL,
    });
  }
  return list;
}

const tileSx = {
  width: '100%',
  height: '100%',
  minHeight: 64,
  justifyContent: 'flex-start',
  gap: 1.5,
  px: 2,
  py: 1.5,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  textAlign: 'left',
  transition: 'border-color 150ms, box-shadow 150ms',
  '&:hover': { borderColor: 'primary.light', boxShadow: '0 4px 14px rgba(11, 61, 145, 0.12)' },
  '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  '& > .icone': { color: 'primary.main', display: 'flex', flexShrink: 0 },
} as const;

export function QuickButtons({ home, buttons }: { home: HomeInfo; buttons: readonly ButtonLink[] }) {
  const { permissions } = useSession();
  const list = quickButtons(permissions, buttons, home);
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-atalhos">
      <Typography id="home-atalhos" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Acesso rápido
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {list.map((button) => {
          const content = (
            <>
              <span className="icone" aria-hidden="true">
                {button.icon}
              </span>
              <Typography component="span" sx={{ fontWeight: 500, flex: 1 }}>
                {button.nome}
                {button.href && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (abre em nova aba)
                  </Box>
                )}
              </Typography>
              {button.href && (
                <LaunchIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
              )}
            </>
          );
          const onClick = () => trackClick('botao', button.nome);
          return (
            <li key={button.id}>
              {button.to ? (
                <ButtonBase component={RouterLink} to={button.to} onClick={onClick} sx={tileSx}>
                  {content}
                </ButtonBase>
              ) : (
                <ButtonBase
                  component="a"
                  href={button.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onClick}
                  sx={tileSx}
                >
                  {content}
                </ButtonBase>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
