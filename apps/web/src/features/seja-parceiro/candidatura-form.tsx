import { useState, type FormEvent } from 'react';
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
  AvisosDoEnvio,
  ERRO_VALIDACAO_OFFLINE,
  CampoArmadilha,
  CampoConsentimento,
  CampoLista,
  CampoOpcoes,
  CampoTexto,
  mensagensDaFalha,
  primeiroComErro,
  useFocoAoMostrar,
  useFormularioPublico,
} from '../../components/public-form';
import { enviarArquivosPublico } from '../../lib/publico-api';
import { UFS } from '../../lib/ufs';
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
type NomeCampo = (typeof CAMPOS)[number];
type Erros = Partial<Record<NomeCampo, string>>;

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

type Envio =
  | { estado: 'editando' }
  | { estado: 'enviando'; porcento: number | null }
  | { estado: 'enviado'; email: string };

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
  const { valores, mudar, erros, marcarErro, campoId } = form;
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(null);
  const [documentos, setDocumentos] = useState<Documentos>({ contratoSocial: [], cartaoCnpj: [] });
  const [envio, setEnvio] = useState<Envio>({ estado: 'editando' });
  const confirmacaoRef = useFocoAoMostrar<HTMLHeadingElement>(envio.estado === 'enviado');

  const conferirCnpj = async (valor: string) => {
    if (!valor.trim()) return;
    try {
      const { erroDoCnpj } = await carregarValidacao();
      marcarErro('cnpj', erroDoCnpj(valor) ?? undefined);
    } catch {
      // Offline: the form checks it again when sent.
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (envio.estado === 'enviando') return;
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
    let validacao: Awaited<ReturnType<typeof carregarValidacao>>;
    try {
      validacao = await carregarValidacao();
    } catch {
      form.setAvisos([ERRO_VALIDACAO_OFFLINE]);
      return;
    }
    const checado = validacao.validarCandidatura(entrada);
    const novos: Erros = checado.ok ? {} : form.errosDosCampos(checado.errors);
    for (const tipo of ['contratoSocial', 'cartaoCnpj'] as const) {
      if (documentos[tipo].length === 0)
        novos[tipo] = `Anexe o ${minuscula(DOCUMENTOS_CANDIDATURA[tipo])} (PDF ou imagem).`;
    }
    if (!checado.ok || primeiroComErro(CAMPOS, novos)) {
      // A message of no field of the form (the hidden field's): above it.
      const deCampo = form.mostrarErros(novos);
      form.setAvisos(deCampo || checado.ok ? [] : Object.values(checado.errors));
      return;
    }
    form.limparMensagens();
    setEnvio({ estado: 'enviando', porcento: null });
    const corpo = new FormData();
    corpo.append('json', JSON.stringify(checado.data));
    corpo.append('contratoSocial', documentos.contratoSocial[0]!);
    corpo.append('cartaoCnpj', documentos.cartaoCnpj[0]!);
    try {
      await enviarArquivosPublico<{ mensagem: string }>('/api/publico/candidatura', corpo, (p) =>
        setEnvio({ estado: 'enviando', porcento: Math.min(100, Math.round((p.enviados / p.total) * 100)) }),
      );
      setEnvio({ estado: 'enviado', email: checado.data.contatoEmail });
    } catch (erro) {
      setEnvio({ estado: 'editando' });
      form.setAvisos(mensagensDaFalha(erro, mensagemDoEnvio));
    }
  };

  if (envio.estado === 'enviado')
    return (
      <div className="sp-confirmacao">
        <h2 ref={confirmacaoRef} tabIndex={-1} className="pp-confirmacao__titulo">
          Candidatura enviada
        </h2>
        <p>
          Obrigado! Enviamos para <strong>{envio.email}</strong> o endereço onde você acompanha a análise da
          candidatura e envia algum documento que a equipe da Prix pedir.
        </p>
        <p>
          A análise leva até 10 dias úteis. Não recebeu o e-mail? Confira a caixa de spam ou de promoções.
        </p>
      </div>
    );

  const enviando = envio.estado === 'enviando';
  return (
    <form ref={form.formulario} className="sp-formulario" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="pp-texto-pequeno">Campos com * são obrigatórios.</p>
      <AvisosDoEnvio avisos={form.avisos} titulo="A candidatura não foi enviada." />

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Empresa</legend>
        <div className="sp-grade">
          <CampoTexto
            {...form.campo('cnpj')}
            rotulo="CNPJ"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="00.000.000/0000-00"
            maxLength={18}
            onMudar={(valor) => mudar('cnpj', mascaraCnpj(valor))}
            onBlur={(e) => void conferirCnpj(e.target.value)}
          />
          <CampoTexto
            {...form.campo('telefone')}
            rotulo="Telefone da empresa (com DDD)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 3333-4444"
            maxLength={16}
            onMudar={(valor) => mudar('telefone', mascaraTelefone(valor))}
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
            {...form.campo('cep')}
            rotulo="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            onMudar={(valor) => mudar('cep', mascaraCep(valor))}
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
          <CampoTexto
            {...form.campo('contatoNome')}
            rotulo="Nome completo"
            autoComplete="name"
            maxLength={L.nome}
          />
          <CampoTexto
            {...form.campo('contatoEmail')}
            rotulo="E-mail"
            type="email"
            autoComplete="email"
            maxLength={L.email}
          />
          <CampoTexto
            {...form.campo('contatoCelular')}
            rotulo="Celular (com DDD)"
            type="tel"
            inputMode="tel"
            autoComplete="mobile tel"
            placeholder="(11) 98765-4321"
            maxLength={16}
            onMudar={(valor) => mudar('contatoCelular', mascaraTelefone(valor))}
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

      <CampoConsentimento
        id={campoId('consentimento')}
        texto={CONSENTIMENTO_CANDIDATURA}
        erro={erros.consentimento}
        marcado={valores.consentimento}
        onMudar={(marcado) => mudar('consentimento', marcado)}
      />
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <CampoArmadilha {...form.armadilha} />
      <div className="pp-formulario__acoes sp-acoes">
        {enviando ? (
          <div className="sp-progresso" role="status">
            <span>Enviando…{envio.porcento !== null ? ` ${envio.porcento}%` : ''}</span>
            <progress max={100} value={envio.porcento ?? undefined} aria-label="Envio da candidatura" />
          </div>
        ) : null}
        <button type="submit" className="public-button pp-botao" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Enviar candidatura'}
        </button>
      </div>
    </form>
  );
}
