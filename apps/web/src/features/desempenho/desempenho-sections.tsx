import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDecimal } from '@prix/shared/core';
import { MESES, TENDENCIAS } from '@prix/shared/core/desempenho';
import { ORIGENS_CLASSE } from '@prix/shared/core/reclassificacao';
import type { Desempenho } from '@prix/shared/desempenho';
import { InBrowser } from '../../components/in-browser';
import { TableFrame } from '../../components/table-frame';
import { VerbaFiguras } from '../../components/verba-figures';
import { useMayOpenPath } from '../../lib/access';
import { formatData } from '../../lib/format-date-time';
import { formatBrl, formatCount } from '../../lib/format-number';
import { lazy } from '../../lib/lazy';
import { PAGE, pagePath } from '../../lib/paths';
import { percentual } from './desempenho-format';

/** uPlot and its drawing code: a chunk of their own, fetched once the page has painted. */
const DesempenhoChart = lazy(() => import('./desempenho-chart'));
/** The chart's height, held by its placeholder so nothing moves when it arrives. */
const CHART_HEIGHT = 240;

const horas = (h: number) => `${formatDecimal(h, 1)} h`;

/** One card of the page: an outlined section named by its heading. */
export function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 500 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, the value to the right. */
function Figuras({ linhas }: { linhas: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary', overflowWrap: 'anywhere' },
        '& dd': { m: 0, pl: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <dt>{rotulo}</dt>
          <dd>{valor}</dd>
        </Box>
      ))}
    </Box>
  );
}

const destaque = { fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700, color: 'primary.dark' } as const;

/** The class now, since when and why, and last year's. */
export function ClasseSecao({ d }: { d: Desempenho }) {
  const { atual, desde, anoAnterior } = d.classe;
  return (
    <Secao id="secao-classe" titulo="Classe atual">
      <Typography sx={destaque}>{atual?.nome ?? 'Sem classe'}</Typography>
      <Typography color="text.secondary">
        {desde
          ? `Desde ${formatData(desde.em)} (${ORIGENS_CLASSE[desde.origem].toLowerCase()})`
          : 'Sem registro de quando a empresa chegou a esta classe.'}
      </Typography>
      <Figuras linhas={[[`Classe no fim de ${d.ano - 1}`, anoAnterior?.nome ?? 'Sem classe']]} />
    </Secao>
  );
}

/** How far the year has come towards a bound: a bar for the eye, the words for everyone. */
function Barra({ share, rotulo }: { share: number; rotulo: string }) {
  return (
    <Box
      aria-hidden="true"
      title={rotulo}
      sx={{ height: 8, borderRadius: 4, bgcolor: '#e8eefa', overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${Math.min(100, share * 100)}%`,
          bgcolor: 'primary.main',
          borderRadius: 4,
        }}
      />
    </Box>
  );
}

/** How the pace of the months begun is worked out, in the page's words (the current month counts whole). */
export const comoRitmo = (meses: number) =>
  meses === 1
    ? '“Se o ritmo atual continuar” multiplica o faturamento de janeiro por 12.'
    : `“Se o ritmo atual continuar” divide o faturamento de janeiro a ${MESES[meses - 1]!.toLowerCase()} por ${meses} e multiplica por 12.`;

/** The year so far against the bound that keeps the class and the one that reaches the next. */
export function FaturamentoSecao({ d }: { d: Desempenho }) {
  const f = d.faturamento;
  const atual = d.classe.atual?.nome ?? 'a classe atual';
  const mudanca = f.tendencia === null ? '' : ` (${TENDENCIAS[f.tendencia].toLowerCase()})`;
  const linhas: [string, ReactNode][] = [];
  if (f.manter)
    linhas.push([
      `Para manter a ${atual} (acima de ${formatBrl(f.manter.limite)})`,
      f.manter.faltam > 0 ? `Faltam ${formatBrl(f.manter.faltam)}` : 'Alcançado',
    ]);
  if (f.proxima)
    linhas.push([
      `Para chegar à ${f.proxima.nome} (acima de ${formatBrl(f.proxima.limite)})`,
      f.proxima.faltam > 0 ? `Faltam ${formatBrl(f.proxima.faltam)}` : 'Alcançado',
    ]);
  linhas.push(['Se o ano terminasse hoje', `${f.projetada.nome}${mudanca}`]);
  // Early in the year the year so far is far below any whole-year bound: the pace of the months begun says
  // where the year is heading (decision 0053, amended). In December both are the year's billing.
  const { ritmo } = f;
  if (ritmo.meses < 12)
    linhas.push([
      `Se o ritmo atual continuar (${formatBrl(ritmo.anualizado)} no ano)`,
      `${ritmo.projetada.nome}${ritmo.tendencia === null ? '' : ` (${TENDENCIAS[ritmo.tendencia].toLowerCase()})`}`,
    ]);
  return (
    <Secao id="secao-faturamento" titulo={`Faturamento de ${d.ano}`}>
      <Box>
        <Typography sx={destaque}>{formatBrl(f.acumulado)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Faturamento líquido (produtos) de janeiro a {MESES[d.mes - 1]!.toLowerCase()}
        </Typography>
      </Box>
      {f.proxima ? (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {percentual(f.proxima.percentual)} do limite da {f.proxima.nome}
          </Typography>
          <Barra share={f.proxima.percentual} rotulo={percentual(f.proxima.percentual)} />
        </Box>
      ) : (
        d.classe.atual && (
          <Typography variant="body2">Sua empresa está na classe mais alta do programa.</Typography>
        )
      )}
      <Figuras linhas={linhas} />
      <Typography variant="body2" color="text.secondary">
        Em janeiro a classe é revista pelas compras de produtos e peças de janeiro a dezembro do ano anterior.
        {f.ritmo.meses < 12 &&
          ` “Se o ano terminasse hoje” compara o faturamento até agora com os limites do ano inteiro. ${comoRitmo(f.ritmo.meses)}`}
      </Typography>
    </Secao>
  );
}

/** '+12,5%' / '−3%' against last year; '—' without last year's figure or this year's month. */
function variacao(atual: number | null, anterior: number): string {
  if (atual === null || anterior === 0) return '—';
  const share = (atual - anterior) / anterior;
  return `${share > 0 ? '+' : ''}${percentual(share)}`;
}

/** The months as a chart (drawn in the browser) and as a table (drawn by the server, read by everyone). */
export function MesesSecao({ d }: { d: Desempenho }) {
  const vazio = d.meses.every((m) => !m.atual && !m.anterior);
  const total = (of: (m: Desempenho['meses'][number]) => number | null) =>
    d.meses.reduce((sum, m) => sum + (of(m) ?? 0), 0);
  const caption = `Faturamento líquido por mês: ${d.ano} e ${d.ano - 1}`;
  return (
    <Secao id="secao-meses" titulo="Mês a mês">
      {vazio ? (
        <Typography color="text.secondary">
          Ainda não há faturamento registrado em {d.ano - 1} nem em {d.ano}.
        </Typography>
      ) : (
        <>
          <InBrowser fallback={<Box sx={{ height: CHART_HEIGHT }} aria-hidden="true" />}>
            <DesempenhoChart meses={d.meses} ano={d.ano} />
          </InBrowser>
          <TableFrame label={caption}>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                fontSize: '0.875rem',
                '& caption': { textAlign: 'left', p: 1, color: 'text.secondary' },
                '& th, & td': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' },
                '& td, & thead th:not(:first-of-type)': {
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                },
                '& thead th, & tfoot th, & tfoot td': { fontWeight: 600 },
                '& tbody th': { fontWeight: 400, textAlign: 'left' },
              }}
            >
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Mês</th>
                  <th scope="col">{d.ano}</th>
                  <th scope="col">{d.ano - 1}</th>
                  <th scope="col">Variação</th>
                </tr>
              </thead>
              <tbody>
                {d.meses.map((m) => (
                  <tr key={m.mes}>
                    <th scope="row">{MESES[m.mes - 1]}</th>
                    <td>{m.atual === null ? '—' : formatBrl(m.atual)}</td>
                    <td>{formatBrl(m.anterior)}</td>
                    <td>{variacao(m.atual, m.anterior)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Até {MESES[d.mes - 1]!.toLowerCase()}</th>
                  <td>{formatBrl(total((m) => m.atual))}</td>
                  <td>{formatBrl(total((m) => (m.mes <= d.mes ? m.anterior : 0)))}</td>
                  <td>
                    {variacao(
                      total((m) => m.atual),
                      total((m) => (m.mes <= d.mes ? m.anterior : 0)),
                    )}
                  </td>
                </tr>
              </tfoot>
            </Box>
          </TableFrame>
        </>
      )}
    </Secao>
  );
}

/** The co-op fund of the year (decision 0027), with the ledger page for who may open it. */
export function VerbaSecao({ d, cliente }: { d: Desempenho; cliente: string | null }) {
  const mayOpen = useMayOpenPath(PAGE.verba);
  const link = `${pagePath(PAGE.verba)}${cliente ? `?cliente=${encodeURIComponent(cliente)}` : ''}`;
  return (
    <Secao id="secao-verba" titulo={`Verba de marketing cooperado ${d.ano}`}>
      {d.verba ? (
        <VerbaFiguras verba={d.verba} dense />
      ) : (
        <Typography color="text.secondary">
          A classe desta empresa não tem verba de marketing cooperado (a partir da Prix 100).
        </Typography>
      )}
      {d.verba && mayOpen && (
        <Box component={RouterLink} to={link} sx={{ color: 'primary.main', fontWeight: 500 }}>
          Ver pedidos de resgate
        </Box>
      )}
    </Secao>
  );
}

/** The enquiries of 'Onde comprar' offered this year and what became of them. */
export function ContatosSecao({ d }: { d: Desempenho }) {
  const c = d.contatos;
  return (
    <Secao id="secao-contatos" titulo={`Contatos de Onde comprar em ${d.ano}`}>
      {c.recebidos === 0 ? (
        <Typography color="text.secondary">Nenhum contato recebido neste ano.</Typography>
      ) : (
        <Figuras
          linhas={[
            ['Recebidos', formatCount(c.recebidos)],
            ['Aceitos', formatCount(c.aceitos)],
            ['Vendas fechadas', formatCount(c.vendidos)],
            ['Taxa de aceite', c.taxaAceite === null ? '—' : percentual(c.taxaAceite)],
            [
              'Tempo de resposta (mediana)',
              c.medianaRespostaHoras === null ? '—' : horas(c.medianaRespostaHoras),
            ],
          ]}
        />
      )}
    </Secao>
  );
}

/** The mandatory trainings with a valid completion in the team (decision 0047). */
export function TreinamentosSecao({ d }: { d: Desempenho }) {
  const t = d.treinamentos;
  return (
    <Secao id="secao-treinamentos" titulo="Treinamentos obrigatórios">
      {t.total === 0 ? (
        <Typography color="text.secondary">Nenhum treinamento obrigatório para esta empresa.</Typography>
      ) : (
        <>
          <Typography sx={destaque}>
            {t.emDia} de {t.total}
          </Typography>
          <Typography color={t.conforme ? 'success.main' : 'warning.dark'} sx={{ fontWeight: 500 }}>
            {t.conforme ? 'Em dia' : 'Há treinamentos pendentes'}
          </Typography>
        </>
      )}
    </Secao>
  );
}
