import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANEXOS_COMPROVACAO } from '@prix/shared/core/solicitacao';
import {
  MAX_COMPROVANTE_BYTES,
  MAX_FOTOS_COMPROVACAO,
  MAX_NFE_XML_BYTES,
  NFE_MENSAGENS,
  type NfeComprovacao,
} from '@prix/shared/core/nfe';
import { ErrorBox } from '../../components/error-box';
import { MultiUploadArea } from '../../components/upload-area/multi-upload-area';
import { UploadArea } from '../../components/upload-area/upload-area';
import { TextInput } from '../../components/text-input';
import { checkedByServer, isApiError, sendForm } from '../../lib/api-client';
import { NfeResumo } from '../../components/nfe-resumo';
import type { Comprovacao } from './comprovacao';

/** The fields of the NF-e typed from its DANFE, with their labels (the server's `nfeDigitadaSchema`). */
const CAMPOS_DANFE = [
  ['chave', 'Chave de acesso (44 dígitos)'],
  ['numero', 'Número da NF-e'],
  ['serie', 'Série'],
  ['emissao', 'Data de emissão'],
  ['emitenteCnpj', 'CNPJ do emitente'],
  ['emitenteNome', 'Nome do emitente'],
  ['destinatarioCnpj', 'CNPJ do destinatário'],
  ['valorTotal', 'Valor total da NF-e (R$)'],
] as const;

/** Sends the XML to be read (POST /api/solicita-beneficio/nfe); nothing is kept until the form is sent. */
function lerNfe(xml: File, partner: string) {
  const form = new FormData();
  if (partner) form.append('partner', partner);
  form.append(ANEXOS_COMPROVACAO.nfeXml.campo, xml, xml.name);
  return sendForm('POST', '/solicita-beneficio/nfe', form, {
    schema: checkedByServer('POST /api/solicita-beneficio/nfe'),
  });
}

/**
 * The proof of a co-op fund redemption (decision 0055), a part fetched after the form paints (the form itself
 * is the page of every benefit): the supplier's NF-e, as its XML (the server reads it
 * and the form shows what it read, or the refusals naming each field) or, failing that, its DANFE in PDF with
 * the note's data typed; and the photos or prints of the activity.
 */
export default function ComprovacaoResgate({
  campos,
  value,
  onChange,
  partner,
  onLida,
  disabled,
}: {
  /** The activity's fields (the form's own), shown first. */
  campos: ReactNode;
  value: Comprovacao;
  onChange: (value: Comprovacao) => void;
  /** The partner's code when staff file for one (a partner's own company otherwise). */
  partner: string;
  /** The note was read: the form fills what it can from it (the amount to redeem). */
  onLida: (nfe: NfeComprovacao) => void;
  disabled: boolean;
}) {
  const leitura = useMutation({
    mutationFn: (xml: File) => lerNfe(xml, partner),
    onSuccess: (answer, xml) => {
      onChange({ ...value, modo: 'xml', xml, nfe: answer.nfe });
      onLida(answer.nfe);
    },
    onError: () => onChange({ ...value, modo: 'xml', xml: null, nfe: null }),
  });
  const erros = leitura.error
    ? isApiError(leitura.error)
      ? leitura.error.errors
      : ['Não foi possível ler o XML da NF-e.']
    : [];
  const set = (patch: Partial<Comprovacao>) => onChange({ ...value, ...patch });

  return (
    <Stack component="section" spacing={2.5} aria-labelledby="comprovacao-titulo">
      <Typography id="comprovacao-titulo" variant="h2" sx={{ pt: 1 }}>
        Comprovação da ação
      </Typography>
      <Typography color="text.secondary">
        A NF-e do fornecedor da ação, emitida neste ano para a sua empresa (ou outra do grupo), e fotos ou
        prints da ação realizada.
      </Typography>
      {campos}
      {value.modo === 'xml' ? (
        <>
          <UploadArea
            label="XML da NF-e do fornecedor"
            accept={['xml']}
            file={value.xml}
            maxBytes={MAX_NFE_XML_BYTES}
            hint="O arquivo .xml da nota autorizada (nfeProc), até 1 MB"
            tooLargeMessage={NFE_MENSAGENS.arquivoGrande}
            disabled={disabled || leitura.isPending}
            onChange={(xml) => {
              leitura.reset();
              if (xml) leitura.mutate(xml);
              else set({ xml: null, nfe: null });
            }}
          />
          {leitura.isPending && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>Lendo a NF-e…</Typography>
            </Box>
          )}
          <ErrorBox errors={erros} />
          {value.nfe && (
            <Box component="section" aria-label="NF-e lida do XML">
              <Alert severity="success" sx={{ mb: 1.5 }}>
                NF-e lida do XML: confira os dados abaixo.
              </Alert>
              <NfeResumo nfe={value.nfe} />
            </Box>
          )}
          <Box>
            <Button
              variant="text"
              disabled={disabled}
              onClick={() => {
                leitura.reset();
                set({ modo: 'danfe', xml: null, nfe: null });
              }}
            >
              Não tenho o XML: usar o DANFE (PDF) e digitar os dados da nota
            </Button>
          </Box>
        </>
      ) : (
        <>
          <UploadArea
            label="DANFE da NF-e (PDF)"
            accept={['pdf']}
            file={value.danfe}
            maxBytes={MAX_COMPROVANTE_BYTES}
            hint="Tamanho máximo do arquivo para upload: 20MB"
            tooLargeMessage={NFE_MENSAGENS.comprovanteGrande}
            disabled={disabled}
            onChange={(danfe) => set({ danfe })}
          />
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            role="group"
            aria-label="Dados da NF-e digitados do DANFE"
          >
            {CAMPOS_DANFE.map(([campo, rotulo]) => (
              <TextInput
                key={campo}
                label={rotulo}
                value={value.digitada[campo] ?? ''}
                onChange={(e) => set({ digitada: { ...value.digitada, [campo]: e.target.value } })}
                fullWidth
                disabled={disabled}
                placeholder={campo === 'emissao' ? 'dd/mm/aaaa' : undefined}
                inputProps={
                  campo === 'chave' || campo === 'numero' || campo === 'serie'
                    ? { inputMode: 'numeric' }
                    : campo === 'valorTotal'
                      ? { inputMode: 'decimal' }
                      : undefined
                }
                sx={campo === 'chave' || campo === 'emitenteNome' ? { gridColumn: '1 / -1' } : undefined}
              />
            ))}
          </Box>
          <Box>
            <Button variant="text" disabled={disabled} onClick={() => set({ modo: 'xml', danfe: null })}>
              Tenho o XML da NF-e
            </Button>
          </Box>
        </>
      )}
      <MultiUploadArea
        label="Fotos ou prints da ação"
        accept={['image', 'pdf']}
        files={value.fotos}
        onChange={(fotos) => set({ fotos })}
        maxBytes={MAX_COMPROVANTE_BYTES}
        maxFiles={MAX_FOTOS_COMPROVACAO}
        hint={`Imagens ou PDF, até ${MAX_FOTOS_COMPROVACAO} arquivos de 20MB cada`}
        tooLargeMessage={NFE_MENSAGENS.comprovanteGrande}
        disabled={disabled}
      />
    </Stack>
  );
}
