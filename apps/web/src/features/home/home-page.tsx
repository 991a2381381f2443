import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { useButtonList } from '../../lib/button-list';
import { lazy } from '../../lib/lazy';
import { useSession } from '../../lib/session-context';
import { usePendingUntilDrawn } from '../../lib/use-pending-until-drawn';
import { Banners } from './banners';
import { useHome } from './home-query';
import { MetricTiles } from './metric-tiles';
import { OnboardingChecklist } from './onboarding-checklist';
import { PartnerCard } from './partner-card';
import { QuickButtons } from './quick-buttons';
import { TreinamentosTile } from './treinamentos-tile';

// The staff's tiles: a chunk of their own, so a partner's /home downloads none of them.
const EquipeHome = lazy(() => import('./equipe-home'));

function HomeLoading() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Carregando a página inicial"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box sx={{ height: 168, borderRadius: 2, bgcolor: '#e3e9f4' }} />
      <Box sx={{ height: 120, borderRadius: 2, bgcolor: '#e3e9f4' }} />
    </Box>
  );
}

/**
 * /home (SPEC §2.2): the partner's company with its class, address, ERP code and responsible person, the metric
 * tiles, the banner carousel and the quick buttons; a partner's mandatory trainings and, in its first 90 days, the
 * onboarding checklist, all from the one /api/home answer. Staff see what waits for them and the channel
 * (equipe-home.tsx), then their buttons.
 */
export function HomePage() {
  const { usuario } = useSession();
  return usuario.externo ? <PartnerHome /> : <StaffHome />;
}

/** The staff's /home: their tiles (GET /api/home/equipe), then their quick buttons. */
function StaffHome() {
  const { usuario } = useSession();
  const home = useHome();
  const pending = usePendingUntilDrawn(home);
  const buttons = useButtonList();
  return (
    <>
      <PageTitle record={usuario.nomecompleto}>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Portal de Parceiros Prix
        </Typography>
      </PageTitle>
      <Box sx={{ display: 'grid', gap: { xs: 3, sm: 4 } }}>
        <Suspense
          fallback={
            <Box
              role="status"
              aria-label="Carregando os quadros da equipe"
              sx={{ height: 320, borderRadius: 2, bgcolor: '#e3e9f4' }}
            />
          }
        >
          <EquipeHome />
        </Suspense>
        {!pending && home.data && <QuickButtons home={home.data} buttons={buttons.data ?? []} />}
      </Box>
    </>
  );
}

/** A partner's /home. */
function PartnerHome() {
  const { usuario, empresa: sessionEmpresa } = useSession();
  const home = useHome();
  const pending = usePendingUntilDrawn(home);
  const buttons = useButtonList();
  const empresa = home.data?.empresa ?? null;
  const checklist = home.data?.checklist ?? null;
  const treinamentos = home.data?.treinamentos ?? null;

  return (
    <>
      <PageTitle record={usuario.nomecompleto}>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {sessionEmpresa?.nome ?? 'Nenhuma empresa vinculada'}
        </Typography>
      </PageTitle>
      <Box sx={{ display: 'grid', gap: { xs: 2.5, sm: 3 } }}>
        {pending ? (
          <HomeLoading />
        ) : home.isError ? (
          <Paper variant="outlined" role="alert" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography sx={{ mb: 1.5 }}>
              {isApiError(home.error)
                ? home.error.errors.join(' ')
                : 'Não foi possível carregar os dados da sua empresa.'}
            </Typography>
            <Button variant="outlined" onClick={() => void home.refetch()} loading={home.isFetching}>
              Tentar novamente
            </Button>
          </Paper>
        ) : (
          empresa && (
            <>
              <PartnerCard empresa={empresa} />
              {checklist && (
                <OnboardingChecklist
                  checklist={checklist}
                  buttons={buttons.data ?? []}
                  treinamento={home.data?.treinamento ?? false}
                  comTile={treinamentos !== null}
                />
              )}
              <MetricTiles metricas={empresa.metricas} />
              {treinamentos && <TreinamentosTile conformidade={treinamentos} />}
            </>
          )
        )}
        <Banners />
        {!pending && home.data && <QuickButtons home={home.data} buttons={buttons.data ?? []} />}
      </Box>
    </>
  );
}
