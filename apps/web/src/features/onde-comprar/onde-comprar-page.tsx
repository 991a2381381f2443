import '../../components/public-page.css';
import './onde-comprar.css';
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { lazy } from '../../lib/lazy';
import { Link } from 'react-router';
import {
  PARCEIROS_POR_PAGINA,
  TIPOS_PARCEIRO_PUBLICO,
  TIPOS_PARCEIRO_PUBLICO_IDS,
} from '@prix/shared/core/onde-comprar';
import type { ParceiroPublico, ParceirosResponse } from '@prix/shared/onde-comprar';
import { usePageTitle } from '../../lib/document-title';
import { useLatestSearchParams } from '../../lib/search-params';
import { jsonLdParceiros } from './json-ld';
import { MunicipioCombobox, nomeMunicipio, type ChosenMunicipio } from '../../components/municipio-combobox';
import { PublicHeader } from '../../components/public-header';
import { ParceiroCard } from './parceiro-card';
import { getPublic, PublicApiError } from '../../lib/public-api';
import { UFS } from '@prix/shared/core/ufs';
import { ONDE_COMPRAR_PATH } from '../../lib/paths';

/** The enquiry form and its validation (zod): fetched when a visitor opens it, never with the page. */
const carregarFormulario = () => import('./contato-form');
const ContatoDialog = lazy(() => carregarFormulario().then((m) => ({ default: m.ContatoDialog })));
const prepararFormulario = () => void carregarFormulario().catch(() => undefined);

/** The search as the address carries it (?municipio=3550308&tipo=&uf=&page=, or ?lat=&lon=): shareable. */
export interface BuscaParceiros {
  municipio: string;
  lat: string;
  lon: string;
  tipo: string;
  uf: string;
  page: number;
}

export function buscaDe(params: URLSearchParams): BuscaParceiros {
  const page = Number(params.get('page'));
  return {
    municipio: params.get('municipio') ?? '',
    lat: params.get('lat') ?? '',
    lon: params.get('lon') ?? '',
    tipo: params.get('tipo') ?? '',
    uf: params.get('uf') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a search: empty values left out, the first page without `page`. */
export function enderecoBusca(busca: Partial<BuscaParceiros>): string {
  const params = new URLSearchParams();
  for (const chave of ['municipio', 'lat', 'lon', 'tipo', 'uf'] as const) {
    const valor = busca[chave];
    if (valor) params.set(chave, valor);
  }
  if (busca.page && busca.page > 1) params.set('page', String(busca.page));
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

type Resultado =
  | { estado: 'carregando'; chave: string; anterior: ParceirosResponse | null }
  | { estado: 'pronto'; chave: string; dados: ParceirosResponse }
  | { estado: 'erro'; chave: string; mensagens: string[] };

/** Turns the browser's geolocation into a promise; its messages in Portuguese. */
function minhaPosicao(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Este navegador não informa a localização. Escolha uma cidade na busca.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (posicao) => resolve({ lat: posicao.coords.latitude, lon: posicao.coords.longitude }),
      (erro) =>
        reject(
          new Error(
            erro.code === erro.PERMISSION_DENIED
              ? 'Você não permitiu o uso da sua localização. Para buscar perto de você, permita o acesso nas configurações do navegador, ou escolha uma cidade na busca.'
              : 'Não foi possível descobrir sua localização agora. Tente novamente ou escolha uma cidade na busca.',
          ),
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}

/** Four decimals (about 11 m): near enough for the nearest partners, and the address stays short. */
const arredondar = (valor: number) => String(Math.round(valor * 10_000) / 10_000);

interface ContatoAberto {
  parceiro: ParceiroPublico | null;
  /** Where the focus returns when the form closes. */
  origem: HTMLElement | null;
}

/**
 * /onde-comprar: the public locator of authorised resellers and workshops (decision 0046). Anyone, without
 * signing in: a city (autocomplete) or the visitor's position, filters by kind and state, the nearest partners
 * first, 10 a page, and the enquiry form ('Fale com um parceiro'). The search lives in the address, so a result
 * page can be shared, reloads the same and Back works. Plain HTML and CSS like the login page: no MUI, no
 * signed-in code, no zod until the form opens.
 */
export function OndeComprarPage() {
  const titulo = usePageTitle();
  const [params, setParams] = useLatestSearchParams();
  const busca = buscaDe(params);
  const chave = enderecoBusca(busca);
  const [tentativa, setTentativa] = useState(0);
  const [resultado, setResultado] = useState<Resultado>({ estado: 'carregando', chave, anterior: null });
  const [cidade, setCidade] = useState<ChosenMunicipio | null>(null);
  const [erroCidade, setErroCidade] = useState<string | null>(null);
  const [textoDigitado, setTextoDigitado] = useState(false);
  const [tipo, setTipo] = useState(busca.tipo);
  const [uf, setUf] = useState(busca.uf);
  const [localizacao, setLocalizacao] = useState<
    { estado: 'ocioso' | 'buscando' } | { estado: 'erro'; mensagem: string }
  >({
    estado: 'ocioso',
  });
  const [contato, setContato] = useState<ContatoAberto | null>(null);
  const tituloResultados = useRef<HTMLHeadingElement>(null);
  const focarResultados = useRef(false);

  // The filters follow the address (Back, a shared link).
  useEffect(() => {
    setTipo(busca.tipo);
    setUf(busca.uf);
  }, [busca.tipo, busca.uf]);

  useEffect(() => {
    const controller = new AbortController();
    setResultado((atual) => ({
      estado: 'carregando',
      chave,
      anterior:
        atual.estado === 'pronto' ? atual.dados : atual.estado === 'carregando' ? atual.anterior : null,
    }));
    const consulta = buscaDe(new URLSearchParams(chave));
    getPublic<ParceirosResponse>(
      '/api/publico/parceiros',
      {
        municipio: consulta.municipio,
        lat: consulta.lat,
        lon: consulta.lon,
        tipo: consulta.tipo,
        uf: consulta.uf,
        page: consulta.page > 1 ? consulta.page : undefined,
      },
      controller.signal,
    )
      .then((dados) => setResultado({ estado: 'pronto', chave, dados }))
      .catch((erro: unknown) => {
        if (controller.signal.aborted) return;
        setResultado({
          estado: 'erro',
          chave,
          mensagens:
            erro instanceof PublicApiError ? erro.errors : ['Não foi possível buscar os parceiros agora.'],
        });
      });
    return () => controller.abort();
  }, [chave, tentativa]);

  const dados = resultado.estado === 'pronto' ? resultado.dados : null;
  // The searched city's name, as the API gives it, shows in the field on a reload or Back.
  useEffect(() => {
    if (!dados) return;
    if (busca.municipio && dados.origem && cidade?.id !== busca.municipio) {
      setCidade({ id: busca.municipio, label: dados.origem.nome });
    } else if (!busca.municipio && cidade && !textoDigitado) {
      setCidade(null);
    }
  }, [dados, busca.municipio, cidade, textoDigitado]);

  // After a page of results was chosen, the focus goes to the results' heading (the page changed under it).
  useEffect(() => {
    if (resultado.estado === 'pronto' && focarResultados.current) {
      focarResultados.current = false;
      tituloResultados.current?.focus();
    }
  }, [resultado]);

  const buscar = useCallback(
    (mudanca: Partial<BuscaParceiros>) => {
      setParams((atual) => {
        const proxima = { ...buscaDe(atual), ...mudanca, page: mudanca.page ?? 1 };
        return new URLSearchParams(enderecoBusca(proxima));
      });
    },
    [setParams],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (textoDigitado && !cidade) {
      setErroCidade(
        'Escolha uma cidade da lista de sugestões, ou apague o texto para ver todos os parceiros.',
      );
      return;
    }
    setErroCidade(null);
    buscar({
      municipio: cidade?.id ?? '',
      lat: cidade ? '' : busca.lat,
      lon: cidade ? '' : busca.lon,
      tipo,
      uf,
    });
  };

  const usarLocalizacao = () => {
    setLocalizacao({ estado: 'buscando' });
    minhaPosicao()
      .then(({ lat, lon }) => {
        setLocalizacao({ estado: 'ocioso' });
        setCidade(null);
        setTextoDigitado(false);
        setErroCidade(null);
        buscar({ municipio: '', lat: arredondar(lat), lon: arredondar(lon), tipo, uf });
      })
      .catch((erro: unknown) =>
        setLocalizacao({
          estado: 'erro',
          mensagem: erro instanceof Error ? erro.message : 'Não foi possível descobrir sua localização.',
        }),
      );
  };

  const abrirContato = (parceiro: ParceiroPublico | null, origem: HTMLElement | null) => {
    setContato({ parceiro, origem });
  };
  const fecharContato = () => {
    const origem = contato?.origem;
    setContato(null);
    // The focus returns to the button that opened the form.
    requestAnimationFrame(() => origem?.focus());
  };

  const mostrados = dados ?? (resultado.estado === 'carregando' ? resultado.anterior : null);
  const total = dados?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / PARCEIROS_POR_PAGINA));
  const pagina = dados?.page ?? busca.page;
  const origem = dados?.origem ?? null;
  const linkPagina = (numero: number) => `${ONDE_COMPRAR_PATH}${enderecoBusca({ ...busca, page: numero })}`;

  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="pp-introducao">
          <h1 className="pp-titulo">{titulo}</h1>
          <p className="pp-texto">
            Encontre revendas e assistências técnicas autorizadas Prix perto de você. Busque pela sua cidade
            ou use sua localização; os parceiros mais próximos aparecem primeiro.
          </p>
          <button
            type="button"
            className="public-button public-button--outlined pp-botao oc-botao--fale"
            onClick={(event) => abrirContato(null, event.currentTarget)}
            onPointerEnter={prepararFormulario}
            onFocus={prepararFormulario}
          >
            Fale com um parceiro
          </button>
        </div>

        <section className="oc-busca" aria-labelledby="oc-busca-titulo">
          <h2 id="oc-busca-titulo" className="pp-visualmente-oculto">
            Buscar parceiros
          </h2>
          <form className="oc-busca__form" onSubmit={onSubmit} noValidate>
            <div className="oc-busca__cidade">
              <MunicipioCombobox
                label="Cidade"
                placeholder="Digite o nome da cidade"
                selected={cidade}
                error={erroCidade}
                onSelect={(municipio) => {
                  const escolhida = { id: municipio.id, label: nomeMunicipio(municipio) };
                  setCidade(escolhida);
                  setTextoDigitado(false);
                  setErroCidade(null);
                  buscar({ municipio: municipio.id, lat: '', lon: '', tipo, uf });
                }}
                onType={(texto) => {
                  if (cidade && texto !== cidade.label) setCidade(null);
                  setTextoDigitado(texto.trim() !== '');
                }}
              />
              <button
                type="button"
                className="pp-botao-texto"
                onClick={usarLocalizacao}
                disabled={localizacao.estado === 'buscando'}
              >
                {localizacao.estado === 'buscando' ? 'Buscando sua localização…' : 'Usar minha localização'}
              </button>
            </div>
            <div className="pp-campo">
              <label className="pp-rotulo" htmlFor="oc-tipo">
                Tipo de parceiro
              </label>
              <select
                id="oc-tipo"
                className="pp-entrada"
                value={tipo}
                onChange={(e) => setTipo(e.target.value)}
              >
                <option value="">Todos</option>
                {TIPOS_PARCEIRO_PUBLICO_IDS.map((id) => (
                  <option key={id} value={id}>
                    {TIPOS_PARCEIRO_PUBLICO[id]}
                  </option>
                ))}
              </select>
            </div>
            <div className="pp-campo">
              <label className="pp-rotulo" htmlFor="oc-uf">
                Estado
              </label>
              <select id="oc-uf" className="pp-entrada" value={uf} onChange={(e) => setUf(e.target.value)}>
                <option value="">Todos os estados</option>
                {UFS.map((estado) => (
                  <option key={estado.sigla} value={estado.sigla}>
                    {estado.nome}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="public-button pp-botao oc-busca__enviar">
              Buscar
            </button>
          </form>
          {localizacao.estado === 'erro' ? (
            <p className="pp-aviso" role="alert">
              {localizacao.mensagem}
            </p>
          ) : null}
        </section>

        <section
          className="oc-resultados"
          aria-labelledby="oc-resultados-titulo"
          aria-busy={resultado.estado === 'carregando'}
        >
          <h2 id="oc-resultados-titulo" className="pp-subtitulo" ref={tituloResultados} tabIndex={-1}>
            {origem ? `Parceiros mais próximos de ${origem.nome}` : 'Parceiros autorizados'}
          </h2>
          <p className="oc-contagem" role="status">
            {resultado.estado === 'carregando'
              ? 'Buscando parceiros…'
              : dados
                ? total === 0
                  ? ''
                  : `${total} ${total === 1 ? 'parceiro encontrado' : 'parceiros encontrados'}${paginas > 1 ? ` · Página ${pagina} de ${paginas}` : ''}`
                : ''}
          </p>
          {resultado.estado === 'erro' ? (
            <div className="pp-aviso" role="alert">
              <p className="pp-aviso__titulo">Não foi possível mostrar os parceiros.</p>
              {resultado.mensagens.map((mensagem) => (
                <p key={mensagem}>{mensagem}</p>
              ))}
              <button
                type="button"
                className="public-button pp-botao"
                onClick={() => setTentativa((n) => n + 1)}
              >
                Tentar novamente
              </button>
            </div>
          ) : null}
          {dados && total === 0 ? (
            <div className="oc-vazio">
              <p className="oc-vazio__titulo">Nenhum parceiro encontrado com esta busca.</p>
              <p>
                Tente outra cidade, escolha “Todos” no tipo de parceiro ou “Todos os estados”. Se preferir,
                use “Fale com um parceiro”: a Prix encaminha seu pedido a um parceiro autorizado da sua
                região.
              </p>
            </div>
          ) : null}
          {mostrados && mostrados.parceiros.length > 0 ? (
            <ol className="oc-lista-parceiros" aria-label="Parceiros encontrados">
              {mostrados.parceiros.map((parceiro) => (
                <li key={parceiro.uuid}>
                  <ParceiroCard parceiro={parceiro} onFalar={abrirContato} onPreparar={prepararFormulario} />
                </li>
              ))}
            </ol>
          ) : null}
          {dados && paginas > 1 ? (
            <nav className="oc-paginacao" aria-label="Páginas de resultados">
              {pagina > 1 ? (
                <Link
                  className="public-button public-button--outlined pp-botao"
                  to={linkPagina(pagina - 1)}
                  onClick={() => (focarResultados.current = true)}
                >
                  Anterior
                </Link>
              ) : (
                <span className="oc-paginacao__vazio" />
              )}
              <span className="oc-paginacao__texto">
                Página {pagina} de {paginas}
              </span>
              {pagina < paginas ? (
                <Link
                  className="public-button public-button--outlined pp-botao"
                  to={linkPagina(pagina + 1)}
                  onClick={() => (focarResultados.current = true)}
                >
                  Próxima
                </Link>
              ) : (
                <span className="oc-paginacao__vazio" />
              )}
            </nav>
          ) : null}
          {dados && dados.parceiros.length > 0 ? (
            <script
              type="application/ld+json"
              // Data for search engines, never run; jsonLdParceiros writes every '<' as \u003c.
              dangerouslySetInnerHTML={{
                __html: jsonLdParceiros(dados.parceiros, pagina, PARCEIROS_POR_PAGINA),
              }}
            />
          ) : null}
        </section>
      </main>
      {contato ? (
        <Suspense
          fallback={
            <p className="oc-carregando-formulario" role="status">
              Abrindo o formulário…
            </p>
          }
        >
          <ContatoDialog parceiro={contato.parceiro} cidadeInicial={cidade} onFechar={fecharContato} />
        </Suspense>
      ) : null}
    </>
  );
}
