import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { allows, isoDateToDisplay, registerAccess, usuario as usuarioRegister } from '@prix/shared/core';
import type { ButtonLink } from '@prix/shared/content';
import { CHECKLIST_ONBOARDING, type ItemChecklist } from '@prix/shared/core/candidatura';
import type { ChecklistOnboarding } from '@prix/shared/candidatura';
import { documentViewerPath, meuPerfilPath, PAGE, registerListPath, TREINAMENTO_URL } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { TREINAMENTOS_TILE_ID } from './treinamentos-tile';

type Checklist = NonNullable<ChecklistOnboarding>;

/** Where each step is done: a page of the portal, or a full navigation (the e-learning). */
interface Destino {
  readonly texto: string;
  readonly to?: string;
  readonly href?: string;
}

const PROGRAMME_MANUAL = 'manual-do-programa-';

/** The programme manual's viewer, from the buttons this viewer may use; else /recursos, where it is listed. */
export function manualPath(buttons: readonly ButtonLink[]): string {
  const manual = buttons.find((b) => b.identificador.startsWith(PROGRAMME_MANUAL) && b.arquivo);
  return manual ? documentViewerPath(manual.identificador, manual.arquivo) : PAGE.recursos;
}

/**
 * The onboarding checklist of a partner's first 90 days (decision 0047): four steps ticked by what really
 * happened (the server decides), each open one linking to where it is done. Comes in /api/home: no request of
 * its own, and it renders with the company's card.
 */
export function OnboardingChecklist({
  checklist,
  buttons,
  treinamento,
  comTile,
}: {
  checklist: Checklist;
  buttons: readonly ButtonLink[];
  /** The viewer has the e-learning login (the 'Treinamentos' button). */
  treinamento: boolean;
  /** The trainings' tile is on the page, to link to. */
  comTile: boolean;
}) {
  const { usuario, permissions } = useSession();
  // The team is the users' register, which a partner's owner reads as 'Equipe'.
  const equipe = registerListPath(usuarioRegister.name);
  const mayOpenEquipe = allows(registerAccess(usuarioRegister).read, permissions);
  const destinos: Record<ItemChecklist, Destino | null> = {
    perfil: { texto: 'Completar Meus dados', to: meuPerfilPath(usuario.uuid) },
    equipe: mayOpenEquipe ? { texto: 'Cadastrar a equipe', to: equipe } : null,
    manual: { texto: 'Abrir o manual do programa', to: manualPath(buttons) },
    treinamentos: treinamento
      ? { texto: 'Fazer os treinamentos', href: TREINAMENTO_URL }
      : comTile
        ? { texto: 'Ver os treinamentos', href: `#${TREINAMENTOS_TILE_ID}` }
        : null,
  };
  const feitos = checklist.itens.filter((i) => i.feito).length;
  const total = checklist.itens.length;
  const ate = isoDateToDisplay(checklist.ate.slice(0, 10));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="primeiros-passos-titulo"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Typography component="h2" id="primeiros-passos-titulo" sx={{ fontWeight: 500 }}>
          Primeiros passos no programa
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {feitos} de {total} concluídos
        </Typography>
      </Box>
      <Box
        aria-hidden="true"
        sx={{ height: 6, borderRadius: 3, bgcolor: '#e3e9f4', my: 1.5, overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${total ? (feitos / total) * 100 : 0}%`,
            bgcolor: 'success.main',
          }}
        />
      </Box>
      <Box
        component="ul"
        aria-label="Primeiros passos"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {checklist.itens.map((item) => (
          <Passo
            key={item.id}
            rotulo={item.rotulo || CHECKLIST_ONBOARDING[item.id]}
            feito={item.feito}
            destino={item.feito ? null : destinos[item.id]}
          />
        ))}
      </Box>
      {ate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Esta lista fica na página inicial até {ate}.
        </Typography>
      )}
    </Paper>
  );
}

function Passo({ rotulo, feito, destino }: { rotulo: string; feito: boolean; destino: Destino | null }) {
  let link: ReactNode = null;
  if (destino?.to)
    link = (
      <Link component={RouterLink} to={destino.to} variant="body2">
        {destino.texto}
      </Link>
    );
  else if (destino?.href)
    link = (
      <Link href={destino.href} variant="body2">
        {destino.texto}
      </Link>
    );
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {feito ? (
        <CheckCircleIcon sx={{ color: 'success.main' }} aria-hidden="true" />
      ) : (
        <RadioButtonUncheckedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
      )}
      <Box>
        <Typography sx={feito ? { color: 'text.secondary' } : { fontWeight: 500 }}>
          {rotulo}
          <Box component="span" sx={visuallyHidden}>
            {feito ? ': feito' : ': a fazer'}
          </Box>
        </Typography>
        {link}
      </Box>
    </Box>
  );
}

/** Read by screen readers only (px: a bare 1 in sx would be 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
