import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { HomeInfo } from '@prix/shared/programa';
import { RpsContact } from './rps-contact';

type Empresa = NonNullable<HomeInfo['empresa']>;

export const SEM_CLASSIFICACAO = 'Não há classificação para este cliente';

/** The class's logo (`/classes/{class}.svg`, SPEC §2.2), or the text saying there is none. */
function ClassLogo({ classe }: { classe: Empresa['classe'] }) {
  if (!classe?.imagem) {
    return (
      <Box
        sx={{
          width: { xs: 112, sm: 136 },
          height: { xs: 112, sm: 136 },
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          p: 1.5,
          borderRadius: 3,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: '0.8125rem',
        }}
      >
        {SEM_CLASSIFICACAO}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={`/classes/${classe.imagem}.svg`}
      alt={`Categoria ${classe.nome}`}
      width={136}
      height={136}
      sx={{ width: { xs: 112, sm: 136 }, height: 'auto', flexShrink: 0, display: 'block' }}
    />
  );
}

/** The partner's card on /home: class, name, ERP code, address and the responsible person at Prix. */
export function PartnerCard({ empresa }: { empresa: Empresa }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="home-empresa"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 3 },
        background: 'linear-gradient(135deg, #ffffff 55%, #eef3fc 100%)',
      }}
    >
      <ClassLogo classe={empresa.classe} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {empresa.classe && (
          <Typography
            sx={{ color: 'secondary.main', fontWeight: 700, fontSize: '0.8125rem', letterSpacing: 1 }}
          >
            {`PARCEIRO ${empresa.classe.nome.toUpperCase()}`}
          </Typography>
        )}
        <Typography id="home-empresa" variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {empresa.nome}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Código ERP{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {empresa.id}
          </Box>
        </Typography>
        {empresa.endereco.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, color: 'text.secondary' }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
            <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
              {empresa.endereco.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box
        sx={{
          alignSelf: { xs: 'stretch', sm: 'center' },
          minWidth: { sm: 200 },
          pt: { xs: 2, sm: 0 },
          pl: { sm: 3 },
          borderTop: { xs: 1, sm: 0 },
          borderLeft: { xs: 0, sm: 1 },
          borderColor: { xs: 'divider', sm: 'divider' },
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          Responsável Prix (RPS)
        </Typography>
        <RpsContact rps={empresa.rps} />
      </Box>
    </Paper>
  );
}
