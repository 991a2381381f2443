import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { anoPadraoReclassificacao } from '@prix/shared/core/reclassificacao';
import type { ReclassificacaoResult } from '@prix/shared/reclassificacao';
import { PageTitle } from '../../components/page-title';
import { TableFrame } from '../../components/table-frame';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { formatBrl } from '../../lib/format-number';
import { TextInput } from '../../components/text-input';

const errorText = (error: unknown) =>
  isApiError(error) ? error.errors.join(' ') : 'Não foi possível carregar a prévia. Tente novamente.';

/** '?mudancas=': every change ('1'), or only those moving up or down (the staff's /home links to these). */
const DIRECOES = { sobe: 'Só os que sobem de classe', desce: 'Só os que descem de classe' } as const;
/** '?classe=' of a partner without a class. */
const SEM_CLASSE = 'sem';

/**
 * The yearly reclassification (key classe.reclassificar): the year's preview of every active partner,
 * the changes highlighted, and applying it after a confirmation. The year and the filters (changes only, or
 * those moving one way; a current class) live in the address.
 */
export function ReclassificacaoPage() {
  const [params, setParams] = useLatestSearchParams();
  const padrao = anoPadraoReclassificacao();
  const ano = Number(params.get('ano')) || padrao;
  const mudancasParam = params.get('mudancas');
  const direcao = mudancasParam === 'sobe' || mudancasParam === 'desce' ? mudancasParam : null;
  const soMudancas = mudancasParam === '1' || direcao !== null;
  const classe = params.get('classe') || null;
  const [anoTexto, setAnoTexto] = useState(String(ano));
  const [confirmar, setConfirmar] = useState(false);
  const [resultado, setResultado] = useState<ReclassificacaoResult | null>(null);
  const queryClient = useQueryClient();

  const preview = useQuery({
    queryKey: ['reclassificacao', ano],
    queryFn: ({ signal }) =>
      api.get('/reclassificacao', {
        signal,
        query: { ano },
        schema: checkedByServer('GET /api/reclassificacao'),
      }),
  });
  const aplicar = useMutation({
    mutationFn: () =>
      api.post('/reclassificacao', { ano }, { schema: checkedByServer('POST /api/reclassificacao') }),
    onSuccess: async (result) => {
      setResultado(result);
      setConfirmar(false);
      await queryClient.invalidateQueries({ queryKey: ['reclassificacao'] });
    },
    onError: () => setConfirmar(false),
  });

  const setParam = (name: string, value: string | null) => {
    setParams(withParams({ [name]: value }), { replace: true });
  };
  const anoValido = /^\d{4}$/.test(anoTexto) && Number(anoTexto) >= 2000 && Number(anoTexto) <= 2099;
  const linhas = (preview.data?.linhas ?? []).filter(
    (l) =>
      (!soMudancas || l.muda) &&
      (!direcao || l.direcao === direcao) &&
      (!classe || (l.classeAtual?.id ?? SEM_CLASSE) === classe),
  );
  const nomeClasse =
    classe === SEM_CLASSE
      ? 'Sem classe'
      : (preview.data?.linhas.find((l) => l.classeAtual?.id === classe)?.classeAtual?.nome ?? classe);
  const mudancas = preview.data?.mudancas ?? 0;

  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          A classe de cada parceiro ativo pelo faturamento líquido (compras de produtos e peças) de janeiro a
          dezembro do ano de referência. Parceiros sem faturamento no ano vão para a Prix 10.
        </Typography>
      </PageTitle>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!anoValido) return;
            setResultado(null);
            setParam('ano', Number(anoTexto) === padrao ? null : anoTexto);
          }}
        >
          <TextInput
            label="Ano de referência"
            value={anoTexto}
            onChange={(e) => setAnoTexto(e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={anoTexto !== '' && !anoValido}
            helperText={anoTexto !== '' && !anoValido ? 'Use um ano entre 2000 e 2099' : undefined}
            inputProps={{ inputMode: 'numeric' }}
            sx={{ width: { sm: 200 } }}
          />
          <Button type="submit" variant="outlined" disabled={!anoValido}>
            Ver prévia
          </Button>
          <FormControlLabel
            control={
              <Switch
                checked={soMudancas}
                onChange={(e) => setParam('mudancas', e.target.checked ? '1' : null)}
              />
            }
            label="Só mudanças"
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            disabled={!preview.data || mudancas === 0 || aplicar.isPending}
            onClick={() => setConfirmar(true)}
          >
            Aplicar reclassificação
          </Button>
        </Stack>
      </Paper>

      {(direcao || classe) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          {direcao && <Chip label={DIRECOES[direcao]} onDelete={() => setParam('mudancas', '1')} />}
          {classe && <Chip label={`Classe atual: ${nomeClasse}`} onDelete={() => setParam('classe', null)} />}
        </Stack>
      )}
      {resultado && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {resultado.alterados === 0
            ? `Nenhuma classe mudou: a reclassificação de ${resultado.ano} já estava aplicada.`
            : `Reclassificação de ${resultado.ano} aplicada: ${resultado.alterados} ${resultado.alterados === 1 ? 'parceiro mudou' : 'parceiros mudaram'} de classe e ${resultado.emails} ${resultado.emails === 1 ? 'aviso foi enviado' : 'avisos foram enviados'} por e-mail.`}
        </Alert>
      )}
      {aplicar.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {isApiError(aplicar.error)
            ? aplicar.error.errors.join(' ')
            : 'Não foi possível aplicar a reclassificação.'}
        </Alert>
      )}

      {preview.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando a prévia" />
        </Box>
      ) : preview.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void preview.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {errorText(preview.error)}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            {mudancas === 0
              ? `Prévia de ${preview.data.ano}: nenhuma classe muda.`
              : `Prévia de ${preview.data.ano}: ${mudancas} de ${preview.data.linhas.length} parceiros mudam de classe.`}
          </Typography>
          {linhas.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {soMudancas
                  ? `Nenhum parceiro ${direcao ?? 'muda'} de classe neste ano.`
                  : classe
                    ? 'Nenhum parceiro ativo nesta classe.'
                    : 'Nenhum parceiro ativo.'}
              </Typography>
            </Paper>
          ) : (
            <TableFrame label={`Prévia da reclassificação de ${preview.data.ano}`}>
              <Table size="small" aria-label={`Prévia da reclassificação de ${preview.data.ano}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Parceiro</TableCell>
                    <TableCell>Classe atual</TableCell>
                    <TableCell align="right">Faturamento líquido</TableCell>
                    <TableCell>Classe nova</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {linhas.map((l) => (
                    <TableRow
                      key={l.id}
                      data-muda={l.muda ? 'sim' : 'nao'}
                      sx={
                        l.muda
                          ? {
                              bgcolor: (t) => alpha(t.palette.warning.main, 0.14),
                              '& td': { fontWeight: 600 },
                            }
                          : undefined
                      }
                    >
                      <TableCell>
                        {l.nome}
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          component="span"
                          sx={{ display: 'block' }}
                        >
                          {l.id}
                        </Typography>
                      </TableCell>
                      <TableCell>{l.classeAtual?.nome ?? 'Sem classe'}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatBrl(l.faturamento)}
                      </TableCell>
                      <TableCell>
                        {l.muda ? (
                          <Chip size="small" color="primary" label={`${l.classeNova.nome} (muda)`} />
                        ) : (
                          l.classeNova.nome
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableFrame>
          )}
        </>
      )}

      <Dialog open={confirmar} onClose={() => setConfirmar(false)} aria-labelledby="reclassificar-titulo">
        <DialogTitle id="reclassificar-titulo">Aplicar reclassificação de {ano}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {mudancas} {mudancas === 1 ? 'parceiro muda' : 'parceiros mudam'} de classe. As classes são
            alteradas, o histórico é registrado e cada parceiro que mudou recebe um aviso por e-mail.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmar(false)}>Cancelar</Button>
          <Button variant="contained" onClick={() => aplicar.mutate()} disabled={aplicar.isPending} autoFocus>
            Aplicar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
