import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { NOME_ANONIMIZADO, TRATAMENTOS } from '@prix/shared/core/privacidade';
import type { AnonimizacaoResposta, DadosTitular } from '@prix/shared/privacidade';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { PageTitle } from '../../components/page-title';
import { TableFrame } from '../../components/table-frame';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { useFilterForm } from '../../lib/filter-form';
import { encarregadoApi, encarregadoKeys, exportacaoHref } from './encarregado-api';
import { AnonimizacaoFeita, AnonimizarDialog } from './anonimizar-dialog';
import { LoadingStatus, EncarregadoNav, LoadError, errosDe, formatDataHora } from './encarregado-parts';

const FILTROS = ['titular'] as const;

/**
 * 'Consultar titular' (key privacidade.encarregado): a person looked up by e-mail or CPF, and, table by table
 * from the declared map of personal data (decision 0048), what the portal holds about them and how each column
 * is treated on erasure (exported, anonymised, kept with the reason). Each look-up is logged by the server.
 * From here the officer downloads the person's export or anonymises them.
 */
export function TitularPage() {
  const queryClient = useQueryClient();
  const filter = useFilterForm({ keys: FILTROS });
  const titular = filter.applied.titular;
  const [anonimizando, setAnonimizando] = useState(false);
  const [anonimizacao, setAnonimizacao] = useState<AnonimizacaoResposta | null>(null);
  const consulta = useQuery({
    queryKey: encarregadoKeys.titular(titular),
    queryFn: ({ signal }) => encarregadoApi.titular(titular, signal),
    enabled: titular !== '',
    // Each look-up is a logged read of personal data: read again only when asked.
    staleTime: Infinity,
  });
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Tudo o que o portal guarda sobre uma pessoa, tabela por tabela, e o que acontece com cada dado numa
          anonimização. Cada consulta fica registrada.
        </Typography>
      </PageTitle>
      <EncarregadoNav />
      <Stack
        component="form"
        aria-label="Consulta de titular"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3 }}
        {...filter.formProps}
      >
        <TextInput
          label="E-mail ou CPF"
          placeholder="pessoa@empresa.com.br ou 000.000.000-00"
          value={filter.draft.titular}
          onChange={(event) => filter.type('titular', event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Box sx={{ minWidth: 180 }}>
          <FilterSubmitButton filter={filter} />
        </Box>
      </Stack>
      {anonimizacao && <AnonimizacaoFeita resposta={anonimizacao} />}
      {titular === '' ? (
        <Alert severity="info" variant="outlined">
          Informe o e-mail ou o CPF da pessoa para ver os dados que o portal guarda dela.
        </Alert>
      ) : consulta.isPending ? (
        <LoadingStatus text="Consultando..." />
      ) : consulta.isError ? (
        isApiError(consulta.error) && consulta.error.status === 404 ? (
          <Alert severity="info" variant="outlined">
            {errosDe(consulta.error, '')[0] || 'O portal não guarda dados de ninguém com este e-mail ou CPF.'}
          </Alert>
        ) : isApiError(consulta.error) && consulta.error.status === 400 ? (
          <Alert severity="error">{consulta.error.errors.join(' ')}</Alert>
        ) : (
          <LoadError error={consulta.error} onRetry={() => void consulta.refetch()} />
        )
      ) : (
        <Dados
          dados={consulta.data}
          onAnonimizar={consulta.data.titular.uuid ? () => setAnonimizando(true) : null}
        />
      )}
      {anonimizando && consulta.data?.titular.uuid && (
        <AnonimizarDialog
          usuarioUuid={consulta.data.titular.uuid}
          nome={consulta.data.titular.nome}
          solicitacao={null}
          onClose={() => setAnonimizando(false)}
          onDone={(resposta) => {
            setAnonimizando(false);
            setAnonimizacao(resposta);
            void queryClient.invalidateQueries({ queryKey: encarregadoKeys.titular(titular) });
          }}
        />
      )}
    </>
  );
}

function Dados({ dados, onAnonimizar }: { dados: DadosTitular; onAnonimizar: (() => void) | null }) {
  const { titular } = dados;
  const anonimizado = titular.nome === NOME_ANONIMIZADO;
  const comDados = dados.tabelas.filter((t) => t.linhas.length > 0);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label="Titular" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {titular.nome}
        </Typography>
        {titular.email && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {titular.email}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {titular.uuid ? 'Usuário do portal' : 'Visitante ou candidato (sem conta no portal)'} ·{' '}
          {comDados.length === 1 ? '1 tabela com dados' : `${comDados.length} tabelas com dados`} · consultado
          em {formatDataHora(dados.geradoEm)}
        </Typography>
        {titular.uuid && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              href={exportacaoHref(titular.uuid)}
              download
              startIcon={<DownloadIcon />}
            >
              Exportar dados (JSON)
            </Button>
            {onAnonimizar && !anonimizado && (
              <Button variant="outlined" color="error" onClick={onAnonimizar}>
                Anonimizar
              </Button>
            )}
          </Stack>
        )}
        {anonimizado && (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            Este titular já foi anonimizado.
          </Alert>
        )}
      </Paper>
      {dados.tabelas.map((tabela) => (
        <Tabela key={tabela.tabela} tabela={tabela} />
      ))}
    </Stack>
  );
}

type TabelaDados = DadosTitular['tabelas'][number];

const COR_TRATAMENTO = { exportar: 'default', anonimizar: 'warning', manter: 'info' } as const;

/** One table of the map: what it is, each column's treatment, and the person's rows. */
function Tabela({ tabela }: { tabela: TabelaDados }) {
  const colunas = colunasDe(tabela);
  const titulo = `${tabela.descricao} (${tabela.tabela})`;
  return (
    <Paper variant="outlined" component="section" aria-label={titulo} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {tabela.descricao}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Tabela {tabela.tabela} ·{' '}
        {tabela.linhas.length === 0
          ? 'nenhum registro'
          : tabela.linhas.length === 1
            ? '1 registro'
            : `${tabela.linhas.length} registros`}
      </Typography>
      <Box
        component="ul"
        aria-label={`Tratamento das colunas de ${tabela.tabela}`}
        sx={{ m: 0, mb: 2, pl: 0 }}
      >
        {colunas.map((coluna) => {
          const t = tabela.tratamentos[coluna];
          return (
            <Box
              component="li"
              key={coluna}
              sx={{
                listStyle: 'none',
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                mb: 0.5,
              }}
            >
              <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                {coluna}
              </Typography>
              {t ? (
                <>
                  <Chip size="small" color={COR_TRATAMENTO[t.tratamento]} label={TRATAMENTOS[t.tratamento]} />
                  {t.motivo && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t.motivo}
                    </Typography>
                  )}
                </>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {tabela.linhas.length > 0 && (
        <TableFrame label={titulo}>
          <Table size="small" aria-label={titulo}>
            <TableHead>
              <TableRow>
                {colunas.map((coluna) => (
                  <TableCell key={coluna} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {coluna}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {tabela.linhas.map((linha, index) => (
                <TableRow key={index}>
                  {colunas.map((coluna) => (
                    <TableCell key={coluna} sx={{ overflowWrap: 'anywhere', minWidth: 80 }}>
                      {valor(linha[coluna])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </Paper>
  );
}

/** The table's columns: those the map treats, then any other a row has, in the order first seen. */
function colunasDe(tabela: TabelaDados): string[] {
  const colunas = new Set(Object.keys(tabela.tratamentos));
  for (const linha of tabela.linhas) for (const coluna of Object.keys(linha)) colunas.add(coluna);
  return [...colunas];
}

/** A cell's value as text: '—' for nothing, 'Sim'/'Não', objects as JSON. */
function valor(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}
