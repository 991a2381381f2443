import { useState } from 'react';
import {
  CONSENTIMENTO_CANDIDATURA,
  DOCUMENTOS_CANDIDATURA,
  LIMITES_CANDIDATURA as L,
  TIPOS_CANDIDATURA,
  TIPOS_CANDIDATURA_IDS,
  type DocumentoCandidatura,
} from '@prix/shared/core/candidatura';
import { MunicipioCombobox, nomeMunicipio, type CidadeEscolhida } from '../../components/municipio-combobox';
import {
  FormularioPublico,
  useFormularioPublico,
  // In the order the form shows them.
  CampoTexto,
  CampoTelefone,
  CampoOpcoes,
  CampoLista,
  CampoNome,
  CampoEmail,
  CampoConsentimento,
} from '../../components/public-form';
import { enviarArquivosPublico } from '../../lib/publico-api';
import { UFS } from '@prix/shared/core/ufs';
import { mensagemDoEnvio } from './arquivos';
import { DocumentoCampo } from './documento-campo';
import { mascaraCep, mascaraCnpj, mascaraTelefone } from './mascaras';

/** The schemas and zod: fetched when the CNPJ field is left or the form is sent, never with the page. */
const carregarValidacao = () => import('./candidatura-validation');

/** The form's fields in the order they show: the first wrong one takes the focus. */
const CAMPOS = [
  'cnpj',
  'razaoSocial',
  'nomeFantasia',
  'telefone',
  'tipo',
  'cep',
  'rua',
  'numero',
  'complemento',
  'bairro',
  'uf',
  'municipio',
  'contatoNome',
  'contatoEmail',
  'contatoCelular',
  'contratoSocial',
  'cartaoCnpj',
  'consentimento',
] as const;

interface Valores {
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  telefone: string;
  tipo: string;
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  uf: string;
  contatoNome: string;
  contatoEmail: string;
  contatoCelular: string;
  consentimento: boolean;
}
const VAZIO: Valores = {
  cnpj: '',
  razaoSocial: '',
  nomeFantasia: '',
  telefone: '',
  tipo: '',
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  uf: '',
  contatoNome: '',
  contatoEmail: '',
  contatoCelular: '',
  consentimento: false,
};
const OPCOES_TIPO = TIPOS_CANDIDATURA_IDS.map((valor) => ({
  valor,
  rotulo: TIPOS_CANDIDATURA[valor].rotulo,
}));
const OPCOES_UF = UFS.map((estado) => ({ valor: estado.sigla, rotulo: estado.nome }));
type Documentos = Record<DocumentoCandidatura, File[]>;
/** 'Cartão CNPJ' → 'cartão CNPJ': in a sentence. */
const minuscula = (texto: string) => texto.charAt(0).toLowerCase() + texto.slice(1);

/** The message of each document not attached yet. */
function documentosFaltando(documentos: Documentos): Record<string, string> {
  const faltando: Record<string, string> = {};
  for (const tipo of ['contratoSocial', 'cartaoCnpj'] as const) {
    if (documentos[tipo].length === 0)
      faltando[tipo] = `Anexe o ${minuscula(DOCUMENTOS_CANDIDATURA[tipo])} (PDF ou imagem).`;
  }
  return faltando;
}

/**
 * The application: the company, the kind of partnership, the contact person, the two documents and the
 * consent. Checked with the route's own schema (fetched when needed) before it goes, messages beside the fields
 * and the first wrong one focused; sent as multipart (the JSON in the part `json`, the documents in
 * `contratoSocial` and `cartaoCnpj`) to POST /api/publico/candidatura with the upload's progress; the server's
 * messages (and 413/415/429 in plain words) above the form, focused. The hidden field and how long the form was
 * open go along (the enquiries' bot protection).
 */
export function CandidaturaForm() {
  const form = useFormularioPublico(VAZIO, CAMPOS);
  const { valores, mudar, erros, marcarErro, campoId, envio } = form;
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(null);
  const [documentos, setDocumentos] = useState<Documentos>({ contratoSocial: [], cartaoCnpj: [] });

  const conferirCnpj = async (valor: string) => {
    if (!valor.trim()) return;
    try {
      const { erroDoCnpj } = await carregarValidacao();
      marcarErro('cnpj', erroDoCnpj(valor) ?? undefined);
    } catch {
      // Offline: the form checks it again when sent.
    }
  };

  const onSubmit = form.aoEnviar({
    checar: async () => {
      const entrada = {
        cnpj: valores.cnpj,
        razaoSocial: valores.razaoSocial,
        nomeFantasia: valores.nomeFantasia,
        cep: valores.cep,
        rua: valores.rua,
        numero: valores.numero,
        complemento: valores.complemento,
        bairro: valores.bairro,
        uf: valores.uf || undefined,
        municipio: cidade?.id,
        telefone: valores.telefone,
        tipo: valores.tipo || undefined,
        contatoNome: valores.contatoNome,
        contatoEmail: valores.contatoEmail,
        contatoCelular: valores.contatoCelular,
        consentimento: valores.consentimento,
        ...form.protecao(),
      };
      const checado = (await carregarValidacao()).validarCandidatura(entrada);
      const faltando = documentosFaltando(documentos);
      if (checado.ok && Object.keys(faltando).length === 0) return checado;
      return { ok: false, errors: { ...(checado.ok ? {} : checado.errors), ...faltando } };
    },
    enviar: async (dados, progresso) => {
      const corpo = new FormData();
      corpo.append('json', JSON.stringify(dados));
      corpo.append('contratoSocial', documentos.contratoSocial[0]!);
      corpo.append('cartaoCnpj', documentos.cartaoCnpj[0]!);
      await enviarArquivosPublico<{ mensagem: string }>('/api/publico/candidatura', corpo, (p) =>
        progresso(Math.min(100, Math.round((p.enviados / p.total) * 100))),
      );
      return dados.contatoEmail;
    },
    mensagemDoStatus: mensagemDoEnvio,
  });

  if (envio.estado === 'enviado')
    return (
      <div className="sp-confirmacao">
        <h2 ref={form.confirmacaoRef} tabIndex={-1} className="pp-confirmacao__titulo">
          Candidatura enviada
        </h2>
        <p>
          Obrigado! Enviamos para <strong>{envio.confirmacao}</strong> o endereço onde você acompanha a
          análise da candidatura e envia algum documento que a equipe da Prix pedir.
        </p>
        <p>
          A análise leva até 10 dias úteis. Não recebeu o e-mail? Confira a caixa de spam ou de promoções.
        </p>
      </div>
    );

  return (
    <FormularioPublico
      form={form}
      onSubmit={onSubmit}
      className="sp-formulario"
      tituloDosAvisos="A candidatura não foi enviada."
      enviar="Enviar candidatura"
      classeDasAcoes="sp-acoes"
      acoes={
        envio.estado === 'enviando' ? (
          <div className="sp-progresso" role="status">
            <span>Enviando…{envio.porcento !== null ? ` ${envio.porcento}%` : ''}</span>
            <progress max={100} value={envio.porcento ?? undefined} aria-label="Envio da candidatura" />
          </div>
        ) : null
      }
    >
      <fieldset className="sp-secao">
        <legend className="sp-legenda">Empresa</legend>
        <div className="sp-grade">
          <CampoTexto
            {...form.campo('cnpj', mascaraCnpj)}
            rotulo="CNPJ"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="00.000.000/0000-00"
            maxLength={18}
            onBlur={(e) => void conferirCnpj(e.target.value)}
          />
          <CampoTelefone
            {...form.campo('telefone', mascaraTelefone)}
            rotulo="Telefone da empresa (com DDD)"
            placeholder="(11) 3333-4444"
            maxLength={16}
          />
          <CampoTexto
            {...form.campo('razaoSocial')}
            rotulo="Razão social"
            autoComplete="organization"
            maxLength={L.razaoSocial}
          />
          <CampoTexto
            {...form.campo('nomeFantasia')}
            rotulo="Nome fantasia"
            obrigatorio={false}
            maxLength={L.nomeFantasia}
          />
        </div>
        <CampoOpcoes {...form.campo('tipo')} legenda="Tipo de parceria" opcoes={OPCOES_TIPO} />
      </fieldset>

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Endereço da empresa</legend>
        <div className="sp-grade">
          <CampoTexto
            {...form.campo('cep', mascaraCep)}
            rotulo="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
          />
          <CampoTexto {...form.campo('rua')} rotulo="Rua" autoComplete="address-line1" maxLength={L.rua} />
          <CampoTexto {...form.campo('numero')} rotulo="Número" maxLength={L.numero} />
          <CampoTexto
            {...form.campo('complemento')}
            rotulo="Complemento"
            obrigatorio={false}
            autoComplete="address-line2"
            maxLength={L.complemento}
          />
          <CampoTexto {...form.campo('bairro')} rotulo="Bairro" maxLength={L.bairro} />
          <CampoLista
            {...form.campo('uf')}
            rotulo="Estado"
            autoComplete="address-level1"
            vazio="Escolha o estado…"
            opcoes={OPCOES_UF}
            onMudar={(valor) => {
              mudar('uf', valor);
              // A municipality of another state no longer fits.
              setCidade(null);
            }}
          />
          <div className="sp-largo">
            <MunicipioCombobox
              label="Município"
              name="municipio"
              obrigatorio
              uf={valores.uf || undefined}
              disabled={!valores.uf}
              placeholder={valores.uf ? 'Digite o nome do município' : 'Escolha primeiro o estado'}
              escolhida={cidade}
              erro={erros.municipio}
              onEscolher={(municipio) => {
                setCidade({ id: municipio.id, rotulo: nomeMunicipio(municipio) });
                marcarErro('municipio', undefined);
              }}
              onDigitar={(texto) => {
                if (cidade && texto !== cidade.rotulo) setCidade(null);
              }}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Pessoa de contato</legend>
        <p className="pp-texto-pequeno">
          Se a candidatura for aprovada, é esta pessoa que recebe o convite para o Portal de Parceiros.
        </p>
        <div className="sp-grade">
          <CampoNome {...form.campo('contatoNome')} rotulo="Nome completo" maxLength={L.nome} />
          <CampoEmail {...form.campo('contatoEmail')} maxLength={L.email} />
          <CampoTelefone
            {...form.campo('contatoCelular', mascaraTelefone)}
            rotulo="Celular (com DDD)"
            autoComplete="mobile tel"
            placeholder="(11) 98765-4321"
            maxLength={16}
          />
        </div>
      </fieldset>

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Documentos</legend>
        <div className="sp-grade">
          {(['contratoSocial', 'cartaoCnpj'] as const).map((tipo) => (
            <DocumentoCampo
              key={tipo}
              id={campoId(tipo)}
              name={tipo}
              rotulo={DOCUMENTOS_CANDIDATURA[tipo]}
              arquivos={documentos[tipo]}
              erro={erros[tipo]}
              onMudar={(arquivos) => {
                setDocumentos((atual) => ({ ...atual, [tipo]: arquivos }));
                if (arquivos.length) marcarErro(tipo, undefined);
              }}
              onProblema={(mensagem) => marcarErro(tipo, mensagem)}
            />
          ))}
        </div>
      </fieldset>

      <CampoConsentimento {...form.caixa('consentimento')} texto={CONSENTIMENTO_CANDIDATURA} />
    </FormularioPublico>
  );
}
