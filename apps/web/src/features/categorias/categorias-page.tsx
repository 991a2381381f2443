import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/CancelOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  BENEFICIOS_CATEGORIA,
  BENEFICIOS_GERAIS,
  PROGRAMA_NIVEIS,
  beneficioAtivo,
  nivelDaClasse,
  type BeneficioCategoria,
  type NivelPrograma,
} from '@prix/shared/core/programa';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/session-context';

type Estado = 'ativo' | 'inativo' | 'emBreve';

const ESTADO: Record<Estado, { texto: string; icon: ReactNode; color: string }> = {
  ativo: { texto: 'Incluído', icon: <CheckCircleIcon />, color: '#15803d' },
  emBreve: { texto: 'Em breve', icon: <ScheduleIcon />, color: '#b45309' },
  inativo: { texto: 'Não incluído', icon: <RemoveCircleOutlineIcon />, color: '#6b7280' },
};

function estadoDe(beneficio: BeneficioCategoria, nivel: NivelPrograma): Estado {
  if (!beneficioAtivo(beneficio, nivel)) return 'inativo';
  return beneficio.emBreve ? 'emBreve' : 'ativo';
}

/** One benefit line: the state in words and an icon (never colour alone), the name and what it is worth. */
function BenefitItem({ nome, estado, detalhe }: { nome: string; estado: Estado; detalhe?: string | null }) {
  const look = ESTADO[estado];
  return (
    <Box
      component="li"
      data-estado={estado}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box aria-hidden="true" sx={{ color: look.color, display: 'flex', mt: 0.25 }}>
        {look.icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* A benefit not included reads dimmed in the theme's secondary text, never by opacity, which would
            take its words below AA contrast. */}
        <Typography
          sx={{
            fontWeight: 500,
            color: estado === 'inativo' ? 'text.secondary' : 'text.primary',
            textDecoration: estado === 'inativo' ? 'line-through' : 'none',
          }}
        >
          {nome}
        </Typography>
        {detalhe && estado !== 'inativo' && (
          <Typography variant="body2" color="text.secondary">
            {detalhe}
          </Typography>
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: look.color,
          fontWeight: 500,
          whiteSpace: 'nowrap',
          border: 1,
          borderColor: 'currentColor',
          borderRadius: 4,
          px: 1,
          lineHeight: '22px',
        }}
      >
        {look.texto}
      </Typography>
    </Box>
  );
}

/**
 * /categorias (SPEC §2.2, §9): the six classes, selectable as tabs (arrow keys move between them), starting on
 * the partner's own class, else Prix 10; the seven general benefits always on, the per-category ones by level.
 */
export function CategoriasPage() {
  const { empresa } = useSession();
  const own = nivelDaClasse(empresa?.classe);
  const [nivel, setNivel] = useState<NivelPrograma>(own ?? 10);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = PROGRAMA_NIVEIS.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setNivel(PROGRAMA_NIVEIS[target]!);
    tabs.current[target]?.focus();
  };

  const ativos = BENEFICIOS_CATEGORIA.filter((b) => estadoDe(b, nivel) === 'ativo').length;
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Conheça os benefícios de cada categoria do Programa de Parceiros Prix. A categoria é revista todo
          mês de janeiro, pelas compras de produtos e peças de janeiro a dezembro.
        </Typography>
      </PageTitle>
      <Box
        role="tablist"
        aria-label="Categorias do programa"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
          gap: { xs: 1, sm: 1.5 },
          mb: 3,
        }}
      >
        {PROGRAMA_NIVEIS.map((n, index) => {
          const selected = n === nivel;
          return (
            <ButtonBase
              key={n}
              ref={(el: HTMLButtonElement | null) => {
                tabs.current[index] = el;
              }}
              role="tab"
              id={`${id}-tab-${n}`}
              aria-selected={selected}
              aria-controls={`${id}-painel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setNivel(n)}
              onKeyDown={(event) => onKeyDown(event, index)}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                p: { xs: 1, sm: 1.5 },
                borderRadius: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? '#eef3fc' : 'background.paper',
                transition: 'border-color 150ms, background-color 150ms',
                '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
                '&.Mui-focusVisible': { outline: 3, outlineStyle: 'solid', outlineColor: 'secondary.main' },
              }}
            >
              <Box
                component="img"
                src={`/classes/prix${n}.svg`}
                alt=""
                width={64}
                height={64}
                sx={{ width: { xs: 48, sm: 64 }, height: 'auto' }}
              />
              <Typography sx={{ fontWeight: selected ? 700 : 500, fontSize: { xs: '0.875rem', sm: '1rem' } }}>
                {`Prix ${n}`}
              </Typography>
              {own === n && (
                <Typography
                  variant="caption"
                  sx={{ color: 'secondary.main', fontWeight: 700, lineHeight: 1.2 }}
                >
                  Sua categoria
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>

      <Box
        role="tabpanel"
        id={`${id}-painel`}
        aria-labelledby={`${id}-tab-${nivel}`}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${id}-categoria`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={`${id}-categoria`} variant="h2" component="h2">
            {`Benefícios da categoria Prix ${nivel}`}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {`${ativos} de ${BENEFICIOS_CATEGORIA.length} benefícios por categoria incluídos.`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {BENEFICIOS_CATEGORIA.map((b) => (
              <BenefitItem
                key={b.id}
                nome={
                  beneficioAtivo(b, nivel) || b.desde === 10
                    ? b.nome
                    : `${b.nome} (a partir da Prix ${b.desde})`
                }
                estado={estadoDe(b, nivel)}
                detalhe={b.detalhe?.(nivel)}
              />
            ))}
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${id}-gerais`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={`${id}-gerais`} variant="h2" component="h2">
            Benefícios gerais
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Sempre ativos, em todas as categorias.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {BENEFICIOS_GERAIS.map((nome) => (
              <BenefitItem key={nome} nome={nome} estado="ativo" />
            ))}
          </Box>
        </Paper>
      </Box>
    </>
  );
}
