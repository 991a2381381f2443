import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { PERM, can } from '@prix/shared/core';
import type { HomeInfo } from '@prix/shared/programa';
import { useSession } from '../../lib/session-context';
import { formatBrl } from '../../lib/format-number';
import { VERBA_PATH } from '../../lib/paths';
import { VerbaFiguras } from '../../components/verba-figures';

type Metricas = NonNullable<HomeInfo['empresa']>['metricas'];

function Tile({
  icon,
  title,
  value,
  caption,
  children,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  caption: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#e8eefa',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Typography component="h2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700, color: 'primary.dark' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The metric tiles (SPEC §6): the co-op fund only with benefit VMC and metricas.marketingcooperado, the
 * showroom discount only with DSCS and metricas.showroom. The server sends a tile only when both hold; the
 * keys are checked here too, so a tile never shows to someone the menu would not show it to.
 */
export function MetricTiles({ metricas }: { metricas: Metricas }) {
  const { permissions } = useSession();
  const fund = can(permissions, PERM.metricas.marketingCooperado) ? metricas.marketingCooperado : null;
  const showroom = can(permissions, PERM.metricas.showroom) ? metricas.showroom : null;
  if (!fund && !showroom) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: fund && showroom ? '3fr 2fr' : '1fr' },
      }}
    >
      {fund && (
        <Tile
          icon={<CampaignOutlinedIcon />}
          title="Verba de marketing cooperado"
          value={formatBrl(fund.disponivel)}
          caption={`Disponível em ${fund.ano}: a verba acumulada menos os resgates aprovados e pagos.`}
        >
          <VerbaFiguras verba={fund} dense />
          <Box
            component={RouterLink}
            to={VERBA_PATH}
            sx={{
              mt: 'auto',
              pt: 1,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'primary.main',
              fontWeight: 500,
              textDecoration: 'none',
              '&:hover, &:focus-visible': { textDecoration: 'underline' },
            }}
          >
            Consultar verba de marketing cooperado
            <ArrowForwardIcon fontSize="small" aria-hidden="true" />
          </Box>
        </Tile>
      )}
      {showroom && (
        <Tile
          icon={<StorefrontOutlinedIcon />}
          title="Desconto showroom"
          value={showroom.desconto}
          caption="Nos equipamentos para o seu showroom: uma unidade por produto a cada 12 meses, sem revenda por 12 meses."
        />
      )}
    </Box>
  );
}
