import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@prix/shared/core';
import { PRAZO_ANALISE_DIAS_UTEIS } from '@prix/shared/core/candidatura';
import { OFERTA_VENCENDO_HORAS } from '@prix/shared/core/onde-comprar';
import { PRAZOS_PRIVACIDADE, type PrazoPrivacidade } from '@prix/shared/core/privacidade';
import type { HomeEquipe } from '@prix/shared/programa';
import { isApiError } from '../../lib/api-client';
import { formatBrl, formatCount } from '../../lib/format-number';
import { usePendingUntilDrawn } from '../../lib/use-pending-until-drawn';
import { Barra, BarraEmPartes, ColunasPorMes } from './equipe-bars';
import { EQUIPE_LINKS as L } from './equipe-links';
import { useHomeEquipe } from './equipe-query';

const AZUL = '#0b3d91';
const VERMELHO = '#b91c1c';
const LARANJA = '#b45309';
const VERDE = '#15803d';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** A tile: its heading, then its figures; a tile the server could not work out says so. */
function Tile({
  id,
  titulo,
  figures,
  children,
}: {
  id: string;
  titulo: string;
  figures: unknown;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-titulo`}
      data-quadro={id}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }}
    >
      <Typography component="h3" id={`${id}-titulo`} sx={{ fontWeight: 500, fontSize: '1rem' }}>
        {titulo}
      </Typography>
      {figures === null ? (
        <Typography variant="body2" color="text.secondary">
          Não foi possível calcular este quadro agora. Tente de novo em alguns minutos.
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}

/** A figure that opens its filtered list: the number first, then what it counts (the link's name reads both). */
function Figura({
  valor,
  rotulo,
  to,
  alerta = false,
  detalhe,
}: {
  valor: number;
  rotulo: string;
  to: string;
  alerta?: boolean;
  detalhe?: string;
}) {
  const destaque = alerta && valor > 0;
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        color: destaque ? 'error.dark' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      <Box
        component="span"
        sx={{
          fontSize: '1.75rem',
          lineHeight: 1.2,
          fontWeight: 700,
          color: destaque ? VERMELHO : 'primary.dark',
          minWidth: '2ch',
          flexShrink: 0,
        }}
      >
        {formatCount(valor)}
      </Box>{' '}
      <Box component="span">
        {rotulo}
        {detalhe && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
            {' '}
            {detalhe}
          </Box>
        )}
      </Box>
    </Link>
  );
}

/** A money figure: the amount large, what it is below. */
function Valor({ valor, rotulo }: { valor: number; rotulo: string }) {
  return (
    <Box>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark', lineHeight: 1.2 }}>
        {formatBrl(valor)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
    </Box>
  );
}

/** A link below a tile's figures, to the list or report they come from. */
function Abrir({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ mt: 'auto', pt: 0.5, fontWeight: 500 }}>
      {children}
    </Link>
  );
}

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);

type T<K extends keyof HomeEquipe> = NonNullable<HomeEquipe[K]>;

function Solicitacoes({ f }: { f: T<'solicitacoes'> }) {
  return (
    <>
      <Figura
        valor={f.recebidas}
        rotulo={plural(f.recebidas, 'recebida', 'recebidas')}
        to={L.solicitacoesRecebidas}
      />
      <Figura
        valor={f.atrasadas}
        rotulo={`em aberto há mais de ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis`}
        to={L.solicitacoesAtrasadas}
        alerta
      />
    </>
  );
}

function Resgates({ f }: { f: T<'resgates'> }) {
  return (
    <>
      <Figura
        valor={f.emAnalise.quantidade}
        rotulo="aguardando análise"
        detalhe={formatBrl(f.emAnalise.valor)}
        to={L.resgatesEmAnalise}
      />
      <Figura
        valor={f.aPagar.quantidade}
        rotulo={plural(f.aPagar.quantidade, 'aprovado, a pagar', 'aprovados, a pagar')}
        detalhe={formatBrl(f.aPagar.valor)}
        to={L.resgatesAPagar}
      />
    </>
  );
}

function Candidaturas({ f }: { f: T<'candidaturas'> }) {
  return (
    <>
      <Figura
        valor={f.recebidas}
        rotulo={plural(f.recebidas, 'recebida', 'recebidas')}
        to={L.candidaturasRecebidas}
      />
      <Figura
        valor={f.atrasadas}
        rotulo={`sem decisão há mais de ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis`}
        to={L.candidaturasAtrasadas}
        alerta
      />
    </>
  );
}

function Contatos({ f }: { f: T<'contatos'> }) {
  return (
    <>
      <Figura valor={f.comEquipe} rotulo="sem parceiro: com a equipe Prix" to={L.contatosComEquipe} alerta />
      <Figura
        valor={f.vencendo}
        rotulo={`${plural(f.vencendo, 'oferta vence', 'ofertas vencem')} em até ${OFERTA_VENCENDO_HORAS} horas`}
        to={L.contatosVencendo}
      />
    </>
  );
}

const FAIXAS: { faixa: PrazoPrivacidade; campo: keyof T<'privacidade'>; cor: string }[] = [
  { faixa: 'atrasadas', campo: 'atrasadas', cor: VERMELHO },
  { faixa: 'vencendo', campo: 'vencendo', cor: LARANJA },
  { faixa: 'no_prazo', campo: 'noPrazo', cor: AZUL },
];

function Privacidade({ f }: { f: T<'privacidade'> }) {
  const maximo = Math.max(f.atrasadas, f.vencendo, f.noPrazo);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Abertas, pelo prazo legal de resposta.
      </Typography>
      {FAIXAS.map(({ faixa, campo, cor }) => (
        <Box key={faixa} sx={{ display: 'grid', gap: 0.5 }}>
          <Figura
            valor={f[campo]}
            rotulo={PRAZOS_PRIVACIDADE[faixa]}
            to={L.privacidade(faixa)}
            alerta={faixa === 'atrasadas'}
          />
          <Barra valor={f[campo]} maximo={maximo} cor={cor} />
        </Box>
      ))}
    </>
  );
}

function SemMunicipio({ f }: { f: T<'semMunicipio'> }) {
  return (
    <Figura
      valor={f.empresas}
      rotulo={plural(
        f.empresas,
        'empresa com cidade fora da lista de municípios',
        'empresas com cidade fora da lista de municípios',
      )}
      detalhe="Sem o município, não aparecem em Onde comprar nem recebem contatos."
      to={L.semMunicipio}
      alerta
    />
  );
}

function Classes({ f }: { f: T<'classes'> }) {
  const maximo = Math.max(0, ...f.porClasse.map((c) => c.parceiros));
  const total = f.porClasse.reduce((soma, c) => soma + c.parceiros, 0);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {formatCount(total)} {plural(total, 'parceiro ativo', 'parceiros ativos')}, pela classe atual.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {f.porClasse.map((c) => (
          <Box
            component="li"
            key={c.id ?? 'sem'}
            sx={{ display: 'grid', gridTemplateColumns: '6.5rem 1fr', gap: 1, alignItems: 'center' }}
          >
            <Link
              component={RouterLink}
              to={L.classe(f.ano, c.id)}
              underline="hover"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {c.nome}: {formatCount(c.parceiros)}
            </Link>
            <Barra valor={c.parceiros} maximo={maximo} cor={AZUL} />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Se {f.ano} terminasse hoje, a reclassificação de janeiro:
      </Typography>
      <Figura
        valor={f.sobem}
        rotulo={plural(f.sobem, 'parceiro sobe de classe', 'parceiros sobem de classe')}
        to={L.reclassificacao(f.ano, 'sobe')}
      />
      <Figura
        valor={f.descem}
        rotulo={plural(f.descem, 'parceiro desce de classe', 'parceiros descem de classe')}
        to={L.reclassificacao(f.ano, 'desce')}
      />
    </>
  );
}

function Faturamento({ f }: { f: T<'faturamento'> }) {
  const ateMes = f.meses.length;
  const variacao = f.anterior > 0 ? ((f.atual - f.anterior) / f.anterior) * 100 : null;
  const periodo = ateMes === 1 ? 'janeiro' : `janeiro a ${MESES[ateMes - 1]}`;
  return (
    <>
      <Valor valor={f.atual} rotulo={`Faturamento líquido (produtos) de ${periodo} de ${f.ano}`} />
      <Typography variant="body2">
        {formatBrl(f.anterior)} nos mesmos meses de {f.ano - 1}
        {variacao !== null && (
          <Box component="span" sx={{ fontWeight: 700, color: variacao >= 0 ? VERDE : VERMELHO }}>
            {' '}
            ({variacao >= 0 ? '+' : '−'}
            {formatPercent(Math.round(Math.abs(variacao) * 10) / 10)})
          </Box>
        )}
      </Typography>
      <ColunasPorMes meses={f.meses} cor={AZUL} />
      <Typography variant="caption" color="text.secondary">
        Por mês: {f.ano - 1} em cinza, {f.ano} em azul.
      </Typography>
      <Abrir to={L.faturamento(f.ano, ateMes)}>Abrir o relatório de faturamento</Abrir>
    </>
  );
}

function Verba({ f }: { f: T<'verba'> }) {
  return (
    <>
      <Valor
        valor={f.verbaAnual}
        rotulo={`Acumulada em ${f.ano} por ${formatCount(f.parceiros)} ${plural(f.parceiros, 'parceiro', 'parceiros')}`}
      />
      <BarraEmPartes
        total={f.verbaAnual}
        partes={[
          { valor: f.pago, cor: VERDE },
          { valor: f.aprovado, cor: AZUL },
        ]}
      />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
      >
        {(
          [
            ['Paga', f.pago],
            ['Aprovada', f.aprovado],
            ['Solicitada', f.solicitado],
            ['Disponível', f.disponivel],
          ] as const
        ).map(([rotulo, valor]) => (
          <Box key={rotulo} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {rotulo}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
              {formatBrl(valor)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Abrir to={L.resgates}>Ver os resgates</Abrir>
    </>
  );
}

function ContatosGanhos({ f }: { f: T<'contatosGanhos'> }) {
  const total = f.vendidos + f.naoVendidos + f.emAndamento;
  return (
    <>
      <Figura
        valor={f.vendidos}
        rotulo={plural(f.vendidos, 'vendido', 'vendidos')}
        detalhe={`${formatCount(f.naoVendidos)} não ${plural(f.naoVendidos, 'vendido', 'vendidos')} · ${formatCount(f.emAndamento)} em andamento`}
        to={L.contatosGanhos(f.ano)}
      />
      <BarraEmPartes
        total={total}
        partes={[
          { valor: f.vendidos, cor: VERDE },
          { valor: f.emAndamento, cor: AZUL },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Resultados dos contatos recebidos em {f.ano} que os parceiros aceitaram.
      </Typography>
    </>
  );
}

function Treinamentos({ f }: { f: T<'treinamentos'> }) {
  const total = f.conformes + f.pendentes;
  return (
    <>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark', lineHeight: 1.2 }}>
        {formatCount(f.conformes)} de {formatCount(total)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        parceiros em dia com os treinamentos obrigatórios
      </Typography>
      <BarraEmPartes total={total} partes={[{ valor: f.conformes, cor: VERDE }]} />
      <Figura
        valor={f.pendentes}
        rotulo={plural(
          f.pendentes,
          'parceiro com treinamento pendente',
          'parceiros com treinamentos pendentes',
        )}
        to={L.treinamentosPendentes}
        alerta
      />
    </>
  );
}

/** The tiles of each part of the page, in order: each only when the answer has it (the person's keys). */
function tilesOf(data: HomeEquipe) {
  const tile = <K extends keyof HomeEquipe>(
    key: K,
    titulo: string,
    draw: (f: T<K>) => ReactNode,
  ): ReactNode =>
    data[key] === undefined ? null : (
      <Tile key={key} id={`quadro-${key}`} titulo={titulo} figures={data[key]}>
        {data[key] !== null && draw(data[key] as T<K>)}
      </Tile>
    );
  const trabalho = [
    tile('solicitacoes', 'Solicitações de benefício', (f) => <Solicitacoes f={f} />),
    tile('resgates', 'Resgates da verba cooperada', (f) => <Resgates f={f} />),
    tile('candidaturas', 'Candidaturas', (f) => <Candidaturas f={f} />),
    tile('contatos', 'Contatos de clientes', (f) => <Contatos f={f} />),
    tile('privacidade', 'Solicitações de privacidade (LGPD)', (f) => <Privacidade f={f} />),
    tile('semMunicipio', 'Empresas sem município', (f) => <SemMunicipio f={f} />),
  ].filter(Boolean);
  const canal = [
    tile('classes', 'Parceiros por classe', (f) => <Classes f={f} />),
    tile('faturamento', 'Faturamento do ano', (f) => <Faturamento f={f} />),
    tile('verba', 'Verba de marketing cooperado', (f) => <Verba f={f} />),
    tile('contatosGanhos', `Contatos ganhos em ${data.contatosGanhos?.ano ?? ''}`.trim(), (f) => (
      <ContatosGanhos f={f} />
    )),
    tile('treinamentos', 'Treinamentos obrigatórios', (f) => <Treinamentos f={f} />),
  ].filter(Boolean);
  return { trabalho, canal };
}

const GRADE = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

function Parte({ id, titulo, children }: { id: string; titulo: string; children: ReactNode[] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography component="h2" variant="h6" id={id} sx={{ mb: 1.5, fontSize: '1.125rem' }}>
        {titulo}
      </Typography>
      <Box sx={GRADE}>{children}</Box>
    </Box>
  );
}

function Carregando() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando os quadros da equipe" sx={GRADE}>
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ height: 150, borderRadius: 2, bgcolor: '#e3e9f4' }} />
      ))}
    </Box>
  );
}

/**
 * The staff's /home: the work waiting in each queue, then the channel at a glance, each tile only for who may
 * open the list it links to (the server sends no other) and each figure a link to that list, filtered. Drawn by
 * the server with the page (decision 0049): figures first, the charts plain SVG.
 */
export default function EquipeHome() {
  const equipe = useHomeEquipe();
  const pending = usePendingUntilDrawn(equipe);
  if (pending) return <Carregando />;
  if (equipe.isError)
    return (
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 1.5 }}>
          {isApiError(equipe.error)
            ? equipe.error.errors.join(' ')
            : 'Não foi possível carregar os quadros da equipe.'}
        </Typography>
        <Button variant="outlined" onClick={() => void equipe.refetch()} loading={equipe.isFetching}>
          Tentar novamente
        </Button>
      </Paper>
    );
  const { trabalho, canal } = tilesOf(equipe.data!);
  if (!trabalho.length && !canal.length)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">
          As filas e os números do canal aparecem aqui para quem tem acesso a eles. O seu perfil ainda não tem
          nenhum; fale com o administrador do portal se precisar.
        </Typography>
      </Paper>
    );
  return (
    <>
      {trabalho.length > 0 && (
        <Parte id="equipe-trabalho" titulo="Trabalho à espera">
          {trabalho}
        </Parte>
      )}
      {canal.length > 0 && (
        <Parte id="equipe-canal" titulo="O canal">
          {canal}
        </Parte>
      )}
    </>
  );
}
