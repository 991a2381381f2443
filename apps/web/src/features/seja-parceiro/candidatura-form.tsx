import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CONSENTIMENTO_CANDIDATURA,
  DOCUMENTOS_CANDIDATURA,
  LIMITES_CANDIDATURA as L,
  TIPOS_CANDIDATURA,
  TIPOS_CANDIDATURA_IDS,
  type DocumentoCandidatura,
} from '@prix/shared/core/candidatura';
import { CAMPO_ARMADILHA } from '@prix/shared/core/onde-comprar';
import { MunicipioCombobox, nomeMunicipio, type CidadeEscolhida } from '../../components/municipio-combobox';
import { Campo, CampoArmadilha, mensagemMuitosEnvios } from '../../components/public-form';
import { enviarArquivosPublico, ErroPublico } from '../../lib/publico-api';
import { UFS } from '../../lib/ufs';
import { mensagemDoEnvio } from './arquivos';
import { DocumentoCampo } from './documento-campo';
import { mascaraCep, mascaraCnpj, mascaraTelefone } from './mascaras';

/** The schemas and zod: fetched when the CNPJ field is left or the form is sent, never with the page. */
const carregarValidacao = () => import('./candidatura-validation');
const ERRO_OFFLINE = 'Não foi possível verificar os dados agora. Verifique sua conexão e tente novamente.';

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
  armadilha: string;
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
  armadilha: '',
};
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
  const id = useId();
  const formulario = useRef<HTMLFormElement>(null);
  const avisoRef = useRef<HTMLDivElement>(null);
  const confirmacaoRef = useRef<HTMLHeadingElement>(null);
  // The page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast.
  const [abertoEm] = useState(() => performance.now());
  const [valores, setValores] = useState<Valores>(VAZIO);
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(null);
  const [documentos, setDocumentos] = useState<Documentos>({ contratoSocial: [], cartaoCnpj: [] });
  const [erros, setErros] = useState<Erros>({});
  const [avisos, setAvisos] = useState<string[]>([]);
  const [envio, setEnvio] = useState<Envio>({ estado: 'editando' });

  useEffect(() => {
    if (envio.estado === 'enviado') confirmacaoRef.current?.focus();
  }, [envio.estado]);
  useEffect(() => {
    if (avisos.length) avisoRef.current?.focus();
  }, [avisos]);

  const mudar = <K extends keyof Valores>(campo: K, valor: Valores[K]) =>
    setValores((atual) => ({ ...atual, [campo]: valor }));
  const marcarErro = (campo: NomeCampo, mensagem: string | undefined) =>
    setErros((atual) => ({ ...atual, [campo]: mensagem }));
  const campoId = (campo: string) => `${id}-${campo}`;
  const aria = (campo: NomeCampo) => ({
    'aria-invalid': erros[campo] ? true : undefined,
    'aria-describedby': erros[campo] ? `${campoId(campo)}-erro` : undefined,
  });
  const focarCampo = (campo: NomeCampo) =>
    formulario.current?.querySelector<HTMLElement>(`[name="${campo}"]`)?.focus();

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
      [CAMPO_ARMADILHA]: valores.armadilha,
      tempo: Math.round(performance.now() - abertoEm),
    };
    let validacao: Awaited<ReturnType<typeof carregarValidacao>>;
    try {
      validacao = await carregarValidacao();
    } catch {
      setAvisos([ERRO_OFFLINE]);
      return;
    }
    const checado = validacao.validarCandidatura(entrada);
    const novos: Erros = {};
    if (!checado.ok)
      for (const campo of CAMPOS) if (checado.errors[campo]) novos[campo] = checado.errors[campo];
    for (const tipo of ['contratoSocial', 'cartaoCnpj'] as const) {
      if (documentos[tipo].length === 0)
        novos[tipo] = `Anexe o ${minuscula(DOCUMENTOS_CANDIDATURA[tipo])} (PDF ou imagem).`;
    }
    const primeiro = CAMPOS.find((campo) => novos[campo]);
    if (!checado.ok || primeiro) {
      setErros(novos);
      // A message of no field of the form (the hidden field's): above it.
      setAvisos(primeiro || checado.ok ? [] : Object.values(checado.errors));
      if (primeiro) focarCampo(primeiro);
      return;
    }
    setErros({});
    setAvisos([]);
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
      if (erro instanceof ErroPublico && erro.status === 429)
        setAvisos([mensagemMuitosEnvios(erro.retryAfter)]);
      else if (erro instanceof ErroPublico)
        setAvisos(mensagemDoEnvio(erro.status) ? [mensagemDoEnvio(erro.status)!] : erro.errors);
      else setAvisos(['Não foi possível enviar agora. Tente novamente em instantes.']);
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
    <form ref={formulario} className="sp-formulario" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="pp-texto-pequeno">Campos com * são obrigatórios.</p>
      {avisos.length ? (
        <div ref={avisoRef} tabIndex={-1} className="pp-aviso" role="alert">
          <p className="pp-aviso__titulo">A candidatura não foi enviada.</p>
          {avisos.map((aviso) => (
            <p key={aviso}>{aviso}</p>
          ))}
        </div>
      ) : null}

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Empresa</legend>
        <div className="sp-grade">
          <Campo id={campoId('cnpj')} rotulo="CNPJ" erro={erros.cnpj}>
            <input
              id={campoId('cnpj')}
              name="cnpj"
              className="pp-entrada"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="00.000.000/0000-00"
              maxLength={18}
              value={valores.cnpj}
              onChange={(e) => mudar('cnpj', mascaraCnpj(e.target.value))}
              onBlur={(e) => void conferirCnpj(e.target.value)}
              {...aria('cnpj')}
            />
          </Campo>
          <Campo id={campoId('telefone')} rotulo="Telefone da empresa (com DDD)" erro={erros.telefone}>
            <input
              id={campoId('telefone')}
              name="telefone"
              type="tel"
              inputMode="tel"
              className="pp-entrada"
              autoComplete="tel"
              placeholder="(11) 3333-4444"
              maxLength={16}
              value={valores.telefone}
              onChange={(e) => mudar('telefone', mascaraTelefone(e.target.value))}
              {...aria('telefone')}
            />
          </Campo>
          <Campo id={campoId('razaoSocial')} rotulo="Razão social" erro={erros.razaoSocial}>
            <input
              id={campoId('razaoSocial')}
              name="razaoSocial"
              className="pp-entrada"
              autoComplete="organization"
              maxLength={L.razaoSocial}
              value={valores.razaoSocial}
              onChange={(e) => mudar('razaoSocial', e.target.value)}
              {...aria('razaoSocial')}
            />
          </Campo>
          <Campo
            id={campoId('nomeFantasia')}
            rotulo="Nome fantasia"
            obrigatorio={false}
            erro={erros.nomeFantasia}
          >
            <input
              id={campoId('nomeFantasia')}
              name="nomeFantasia"
              className="pp-entrada"
              maxLength={L.nomeFantasia}
              value={valores.nomeFantasia}
              onChange={(e) => mudar('nomeFantasia', e.target.value)}
              {...aria('nomeFantasia')}
            />
          </Campo>
        </div>
        <fieldset className="pp-grupo" aria-describedby={erros.tipo ? `${campoId('tipo')}-erro` : undefined}>
          <legend className="pp-rotulo">
            Tipo de parceria<span aria-hidden="true"> *</span>
          </legend>
          <div className="pp-opcoes">
            {TIPOS_CANDIDATURA_IDS.map((tipo) => (
              <label key={tipo} className="pp-opcao-radio">
                <input
                  type="radio"
                  name="tipo"
                  value={tipo}
                  checked={valores.tipo === tipo}
                  onChange={() => mudar('tipo', tipo)}
                  aria-invalid={erros.tipo ? true : undefined}
                />
                {TIPOS_CANDIDATURA[tipo].rotulo}
              </label>
            ))}
          </div>
          {erros.tipo ? (
            <p id={`${campoId('tipo')}-erro`} className="pp-erro-campo">
              {erros.tipo}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Endereço da empresa</legend>
        <div className="sp-grade">
          <Campo id={campoId('cep')} rotulo="CEP" erro={erros.cep}>
            <input
              id={campoId('cep')}
              name="cep"
              className="pp-entrada"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              maxLength={9}
              value={valores.cep}
              onChange={(e) => mudar('cep', mascaraCep(e.target.value))}
              {...aria('cep')}
            />
          </Campo>
          <Campo id={campoId('rua')} rotulo="Rua" erro={erros.rua}>
            <input
              id={campoId('rua')}
              name="rua"
              className="pp-entrada"
              autoComplete="address-line1"
              maxLength={L.rua}
              value={valores.rua}
              onChange={(e) => mudar('rua', e.target.value)}
              {...aria('rua')}
            />
          </Campo>
          <Campo id={campoId('numero')} rotulo="Número" erro={erros.numero}>
            <input
              id={campoId('numero')}
              name="numero"
              className="pp-entrada"
              maxLength={L.numero}
              value={valores.numero}
              onChange={(e) => mudar('numero', e.target.value)}
              {...aria('numero')}
            />
          </Campo>
          <Campo
            id={campoId('complemento')}
            rotulo="Complemento"
            obrigatorio={false}
            erro={erros.complemento}
          >
            <input
              id={campoId('complemento')}
              name="complemento"
              className="pp-entrada"
              autoComplete="address-line2"
              maxLength={L.complemento}
              value={valores.complemento}
              onChange={(e) => mudar('complemento', e.target.value)}
              {...aria('complemento')}
            />
          </Campo>
          <Campo id={campoId('bairro')} rotulo="Bairro" erro={erros.bairro}>
            <input
              id={campoId('bairro')}
              name="bairro"
              className="pp-entrada"
              maxLength={L.bairro}
              value={valores.bairro}
              onChange={(e) => mudar('bairro', e.target.value)}
              {...aria('bairro')}
            />
          </Campo>
          <Campo id={campoId('uf')} rotulo="Estado" erro={erros.uf}>
            <select
              id={campoId('uf')}
              name="uf"
              className="pp-entrada"
              autoComplete="address-level1"
              value={valores.uf}
              onChange={(e) => {
                mudar('uf', e.target.value);
                // A municipality of another state no longer fits.
                setCidade(null);
              }}
              {...aria('uf')}
            >
              <option value="">Escolha o estado…</option>
              {UFS.map((estado) => (
                <option key={estado.sigla} value={estado.sigla}>
                  {estado.nome}
                </option>
              ))}
            </select>
          </Campo>
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
          <Campo id={campoId('contatoNome')} rotulo="Nome completo" erro={erros.contatoNome}>
            <input
              id={campoId('contatoNome')}
              name="contatoNome"
              className="pp-entrada"
              autoComplete="name"
              maxLength={L.nome}
              value={valores.contatoNome}
              onChange={(e) => mudar('contatoNome', e.target.value)}
              {...aria('contatoNome')}
            />
          </Campo>
          <Campo id={campoId('contatoEmail')} rotulo="E-mail" erro={erros.contatoEmail}>
            <input
              id={campoId('contatoEmail')}
              name="contatoEmail"
              type="email"
              className="pp-entrada"
              autoComplete="email"
              maxLength={L.email}
              value={valores.contatoEmail}
              onChange={(e) => mudar('contatoEmail', e.target.value)}
              {...aria('contatoEmail')}
            />
          </Campo>
          <Campo id={campoId('contatoCelular')} rotulo="Celular (com DDD)" erro={erros.contatoCelular}>
            <input
              id={campoId('contatoCelular')}
              name="contatoCelular"
              type="tel"
              inputMode="tel"
              className="pp-entrada"
              autoComplete="mobile tel"
              placeholder="(11) 98765-4321"
              maxLength={16}
              value={valores.contatoCelular}
              onChange={(e) => mudar('contatoCelular', mascaraTelefone(e.target.value))}
              {...aria('contatoCelular')}
            />
          </Campo>
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

      <div className="pp-campo">
        <label className="pp-consentimento">
          <input
            type="checkbox"
            name="consentimento"
            checked={valores.consentimento}
            onChange={(e) => mudar('consentimento', e.target.checked)}
            {...aria('consentimento')}
          />
          <span>{CONSENTIMENTO_CANDIDATURA}</span>
        </label>
        {erros.consentimento ? (
          <p id={`${campoId('consentimento')}-erro`} className="pp-erro-campo">
            {erros.consentimento}
          </p>
        ) : null}
      </div>
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <CampoArmadilha
        id={campoId('armadilha')}
        name={CAMPO_ARMADILHA}
        valor={valores.armadilha}
        onMudar={(valor) => mudar('armadilha', valor)}
      />
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
