import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorBox } from '../../components/error-box';
import { minhaPrivacidadeApi, privacidadeKeys } from './minha-privacidade-api';
import { formatDataHora } from '../../lib/format-date-time';
import { errosDe, ReadPending } from './privacidade-parts';

/**
 * 'Sessões ativas': where I am signed in (the browser's description, when it started, its last use), this one
 * marked; 'Encerrar' signs one other browser out at once, 'Encerrar todas as outras' every other.
 */
export function SessoesAtivas({ onAviso }: { onAviso: (mensagem: string) => void }) {
  const queryClient = useQueryClient();
  const sessoes = useQuery({
    queryKey: privacidadeKeys.sessoes,
    queryFn: ({ signal }) => minhaPrivacidadeApi.sessoes(signal),
  });
  const [encerrando, setEncerrando] = useState<string | null>(null);
  const depois = (mensagem: string) => async () => {
    onAviso(mensagem);
    await queryClient.invalidateQueries({ queryKey: privacidadeKeys.sessoes });
  };
  const encerrar = useMutation({
    mutationFn: (id: string) => {
      setEncerrando(id);
      return minhaPrivacidadeApi.encerrar(id);
    },
    onSuccess: depois('Sessão encerrada: aquele navegador precisa entrar de novo.'),
    onError: () => void queryClient.invalidateQueries({ queryKey: privacidadeKeys.sessoes }),
    onSettled: () => setEncerrando(null),
  });
  const encerrarOutras = useMutation({
    mutationFn: () => minhaPrivacidadeApi.encerrarOutras(),
    onSuccess: depois('As outras sessões foram encerradas. Esta continua ativa.'),
  });
  const erro = encerrar.error ?? encerrarOutras.error;

  if (!sessoes.isSuccess)
    return <ReadPending query={sessoes} label="Carregando as sessões" height={120} retry />;
  const lista = sessoes.data.sessoes;
  const outras = lista.filter((sessao) => !sessao.atual).length;
  return (
    <>
      <ErrorBox errors={erro ? errosDe(erro) : []} sx={{ mb: 2 }} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Sessões">
        {lista.map((sessao) => (
          <Paper
            key={sessao.id}
            component="li"
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 500 }}>{sessao.dispositivo}</Typography>
              <Typography variant="body2" color="text.secondary">
                Entrou em {formatDataHora(sessao.criadaEm)} · último uso em {formatDataHora(sessao.ultimoUso)}
              </Typography>
            </Box>
            {sessao.atual ? (
              <Chip label="Esta sessão" color="primary" variant="outlined" size="small" />
            ) : (
              <Button
                variant="outlined"
                color="error"
                aria-label={`Encerrar a sessão de ${sessao.dispositivo}, último uso em ${formatDataHora(sessao.ultimoUso)}`}
                disabled={encerrar.isPending || encerrarOutras.isPending}
                onClick={() => encerrar.mutate(sessao.id)}
              >
                {encerrando === sessao.id ? 'Encerrando…' : 'Encerrar'}
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      {outras > 0 ? (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 2 }}
          disabled={encerrar.isPending || encerrarOutras.isPending}
          onClick={() => encerrarOutras.mutate()}
        >
          {encerrarOutras.isPending ? 'Encerrando…' : 'Encerrar todas as outras'}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Você não está conectado em nenhum outro navegador.
        </Typography>
      )}
    </>
  );
}
