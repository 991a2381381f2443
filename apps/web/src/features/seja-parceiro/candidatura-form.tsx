import { useState } from 'react';
import {
  CONSENTIMENTO_CANDIDATURA,
  DOCUMENTOS_CANDIDATURA,
  LIMITES_CANDIDATURA as L,
  TIPOS_CANDIDATURA,
  TIPOS_CANDIDATURA_IDS,
  type DocumentoCandidatura,
} from '@prix/shared/core/candidatura';
import { MunicipioCombobox, nomeMunicipio, type ChosenMunicipio } from '../../components/municipio-combobox';
import {
  PublicForm,
  usePublicForm,
  // In the order the form shows them.
  TextField,
  PhoneField,
  RadioGroupField,
  SelectField,
  NameField,
  EmailField,
  ConsentimentoField,
} from '../../components/public-form';
import { postPublicFiles } from '../../lib/public-api';
import { UFS } from '@prix/shared/core/ufs';
import { mensagemDoEnvio } from './arquivos';
import { DocumentoField } from './documento-field';
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
const OPCOES_TIPO = TIPOS_CANDIDATURA_IDS.map((value) => ({
  value,
  label: TIPOS_CANDIDATURA[value].rotulo,
}));
const OPCOES_UF = UFS.map((estado) => ({ value: estado.sigla, label: estado.nome }));
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
  const form = usePublicForm(VAZIO, CAMPOS);
  const { values, setValue, errors, setError, fieldId, submission } = form;
  const [cidade, setCidade] = useState<ChosenMunicipio | null>(null);
  const [documentos, setDocumentos] = useState<Documentos>({ contratoSocial: [], cartaoCnpj: [] });

  const conferirCnpj = async (valor: string) => {
    if (!valor.trim()) return;
    try {
      const { erroDoCnpj } = await carregarValidacao();
      setError('cnpj', erroDoCnpj(valor) ?? undefined);
    } catch {
      // Offline: the form checks it again when sent.
    }
  };

  const onSubmit = form.handleSubmit({
    check: async () => {
      const entrada = {
        cnpj: values.cnpj,
        razaoSocial: values.razaoSocial,
        nomeFantasia: values.nomeFantasia,
        cep: values.cep,
        rua: values.rua,
        numero: values.numero,
        complemento: values.complemento,
        bairro: values.bairro,
        uf: values.uf || undefined,
        municipio: cidade?.id,
        telefone: values.telefone,
        tipo: values.tipo || undefined,
        contatoNome: values.contatoNome,
        contatoEmail: values.contatoEmail,
        contatoCelular: values.contatoCelular,
        consentimento: values.consentimento,
        ...form.protection(),
      };
      const checado = (await carregarValidacao()).validarCandidatura(entrada);
      const faltando = documentosFaltando(documentos);
      if (checado.ok && Object.keys(faltando).length === 0) return checado;
      return { ok: false, errors: { ...(checado.ok ? {} : checado.errors), ...faltando } };
    },
    send: async (dados, progresso) => {
      const corpo = new FormData();
      corpo.append('json', JSON.stringify(dados));
      corpo.append('contratoSocial', documentos.contratoSocial[0]!);
      corpo.append('cartaoCnpj', documentos.cartaoCnpj[0]!);
      await postPublicFiles<{ mensagem: string }>('/api/publico/candidatura', corpo, (p) =>
        progresso(Math.min(100, Math.round((p.sent / p.total) * 100))),
      );
      return dados.contatoEmail;
    },
    statusMessage: mensagemDoEnvio,
  });

  if (submission.state === 'sent')
    return (
      <div className="sp-confirmacao">
        <h2 ref={form.confirmationRef} tabIndex={-1} className="pp-confirmacao__titulo">
          Candidatura enviada
        </h2>
        <p>
          Obrigado! Enviamos para <strong>{submission.confirmation}</strong> o endereço onde você acompanha a
          análise da candidatura e envia algum documento que a equipe da Prix pedir.
        </p>
        <p>
          A análise leva até 10 dias úteis. Não recebeu o e-mail? Confira a caixa de spam ou de promoções.
        </p>
      </div>
    );

  return (
    <PublicForm
      form={form}
      onSubmit={onSubmit}
      className="sp-formulario"
      errorsTitle="A candidatura não foi enviada."
      submitLabel="Enviar candidatura"
      actionsClassName="sp-acoes"
      actions={
        submission.state === 'sending' ? (
          <div className="sp-progresso" role="status">
            <span>Enviando…{submission.percent !== null ? ` ${submission.percent}%` : ''}</span>
            <progress max={100} value={submission.percent ?? undefined} aria-label="Envio da candidatura" />
          </div>
        ) : null
      }
    >
      <fieldset className="sp-secao">
        <legend className="sp-legenda">Empresa</legend>
        <div className="sp-grade">
          <TextField
            {...form.field('cnpj', mascaraCnpj)}
            label="CNPJ"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="00.000.000/0000-00"
            maxLength={18}
            onBlur={(e) => void conferirCnpj(e.target.value)}
          />
          <PhoneField
            {...form.field('telefone', mascaraTelefone)}
            label="Telefone da empresa (com DDD)"
            placeholder="(11) 3333-4444"
            maxLength={16}
          />
          <TextField
            {...form.field('razaoSocial')}
            label="Razão social"
            autoComplete="organization"
            maxLength={L.razaoSocial}
          />
          <TextField
            {...form.field('nomeFantasia')}
            label="Nome fantasia"
            required={false}
            maxLength={L.nomeFantasia}
          />
        </div>
        <RadioGroupField {...form.field('tipo')} legend="Tipo de parceria" options={OPCOES_TIPO} />
      </fieldset>

      <fieldset className="sp-secao">
        <legend className="sp-legenda">Endereço da empresa</legend>
        <div className="sp-grade">
          <TextField
            {...form.field('cep', mascaraCep)}
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
          />
          <TextField {...form.field('rua')} label="Rua" autoComplete="address-line1" maxLength={L.rua} />
          <TextField {...form.field('numero')} label="Número" maxLength={L.numero} />
          <TextField
            {...form.field('complemento')}
            label="Complemento"
            required={false}
            autoComplete="address-line2"
            maxLength={L.complemento}
          />
          <TextField {...form.field('bairro')} label="Bairro" maxLength={L.bairro} />
          <SelectField
            {...form.field('uf')}
            label="Estado"
            autoComplete="address-level1"
            emptyOption="Escolha o estado…"
            options={OPCOES_UF}
            onChange={(valor) => {
              setValue('uf', valor);
              // A municipality of another state no longer fits.
              setCidade(null);
            }}
          />
          <div className="sp-largo">
            <MunicipioCombobox
              label="Município"
              name="municipio"
              required
              uf={values.uf || undefined}
              disabled={!values.uf}
              placeholder={values.uf ? 'Digite o nome do município' : 'Escolha primeiro o estado'}
              selected={cidade}
              error={errors.municipio}
              onSelect={(municipio) => {
                setCidade({ id: municipio.id, label: nomeMunicipio(municipio) });
                setError('municipio', undefined);
              }}
              onType={(texto) => {
                if (cidade && texto !== cidade.label) setCidade(null);
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
          <NameField {...form.field('contatoNome')} label="Nome completo" maxLength={L.nome} />
          <EmailField {...form.field('contatoEmail')} maxLength={L.email} />
          <PhoneField
            {...form.field('contatoCelular', mascaraTelefone)}
            label="Celular (com DDD)"
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
            <DocumentoField
              key={tipo}
              id={fieldId(tipo)}
              name={tipo}
              label={DOCUMENTOS_CANDIDATURA[tipo]}
              files={documentos[tipo]}
              error={errors[tipo]}
              onChange={(arquivos) => {
                setDocumentos((atual) => ({ ...atual, [tipo]: arquivos }));
                if (arquivos.length) setError(tipo, undefined);
              }}
              onProblem={(mensagem) => setError(tipo, mensagem)}
            />
          ))}
        </div>
      </fieldset>

      <ConsentimentoField {...form.checkbox('consentimento')} text={CONSENTIMENTO_CANDIDATURA} />
    </PublicForm>
  );
}
