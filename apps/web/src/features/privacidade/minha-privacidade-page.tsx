import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PRAZO_RESPOSTA_PRIVACIDADE_DIAS } from '@prix/shared/core/privacidade';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { meuPerfilPath } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { MinhasSolicitacoesPrivacidade } from './minhas-solicitacoes-privacidade';
import { MEUS_DADOS_HTML_URL, MEUS_DADOS_JSON_URL, privacidadeKeys } from './minha-privacidade-api';
import { SessoesAtivas } from './sessoes-ativas';
import { PEDIDOS, SolicitarDialog, type TipoPedido } from './solicitar-dialog';

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 960 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

const TIPOS_PEDIDO: readonly TipoPedido[] = ['correcao', 'anonimizacao', 'revogacao'];

/**
 * /privacidade ('Meus dados' → 'Privacidade', every signed-in person; decision 0048): the person's rights under
 * the LGPD. 'Baixar meus dados' (JSON for portability, or a readable HTML document), the requests answered by
 * the Prix within 15 days (correction, anonymisation or deletion, revoking a consent) with their status and
 * answer, and where they are signed in, with a way to sign other browsers out.
 */
export function MinhaPrivacidadePage() {
  const { usuario } = useSession();
  const queryClient = useQueryClient();
  const [pedido, setPedido] = useState<TipoPedido | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 960 }}>
          Pela Lei Geral de Proteção de Dados (LGPD) você pode ver tudo o que o portal guarda sobre você,
          levar seus dados, pedir correção, anonimização ou exclusão e revogar consentimentos. Seus dados
          cadastrais estão em{' '}
          <Link component={RouterLink} to={meuPerfilPath(usuario.uuid)}>
            Meus dados
          </Link>
          .
        </Typography>
      </PageTitle>

      <Secao id="privacidade-baixar" titulo="Baixar meus dados">
        <Typography sx={{ mb: 2 }}>
          Tudo o que o portal guarda sobre você: cadastro, empresas e perfis, solicitações com seu histórico e
          comentários, nomes de anexos, acessos, cliques e documentos abertos, consentimentos e pedidos de
          privacidade.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            component="a"
            href={MEUS_DADOS_JSON_URL}
            download="meus-dados.json"
            startIcon={<DownloadIcon />}
          >
            Baixar meus dados (JSON)
          </Button>
          <Button
            variant="outlined"
            component="a"
            href={MEUS_DADOS_HTML_URL}
            download="meus-dados.html"
            startIcon={<DownloadIcon />}
          >
            Documento legível (HTML)
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          O JSON serve para levar seus dados a outro serviço; o documento legível abre em qualquer navegador.
        </Typography>
      </Secao>

      <Secao id="privacidade-solicitar" titulo="Fazer uma solicitação">
        <Typography sx={{ mb: 2 }}>
          A Prix responde em até {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias, por e-mail e em Minhas solicitações,
          abaixo.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {TIPOS_PEDIDO.map((tipo) => (
            <Button key={tipo} variant="outlined" onClick={() => setPedido(tipo)}>
              {PEDIDOS[tipo].titulo}
            </Button>
          ))}
        </Stack>
      </Secao>

      <Secao id="privacidade-minhas" titulo="Minhas solicitações">
        <MinhasSolicitacoesPrivacidade />
      </Secao>

      <Secao id="privacidade-sessoes" titulo="Sessões ativas">
        <Typography sx={{ mb: 2 }}>
          Onde você está conectado ao portal. Se não reconhecer um acesso, encerre-o.
        </Typography>
        <SessoesAtivas onAviso={setAviso} />
      </Secao>

      {pedido ? (
        <SolicitarDialog
          tipo={pedido}
          onClose={() => setPedido(null)}
          onSent={() => {
            setPedido(null);
            setAviso(
              `Solicitação enviada. A Prix responde em até ${PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias, por e-mail e nesta página.`,
            );
            void queryClient.invalidateQueries({ queryKey: privacidadeKeys.root });
          }}
        />
      ) : null}
      <Notice message={aviso} onClose={() => setAviso(null)} />
    </>
  );
}
