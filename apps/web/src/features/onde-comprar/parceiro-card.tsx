import { comoChegarUrl, formatDistancia, TIPOS_PARCEIRO_PUBLICO } from '@prix/shared/core/onde-comprar';
import type { ParceiroPublico } from '@prix/shared/onde-comprar';
import { enderecoCompleto } from './json-ld';

const NOVA_ABA = '(abre em nova aba)';

/** A phone as a `tel:` address: its digits, with Brazil's +55 when the number was stored without it. */
export function telUrl(telefone: string): string {
  const digitos = telefone.replace(/\D/g, '');
  return `tel:+${digitos.startsWith('55') && digitos.length > 11 ? digitos : `55${digitos}`}`;
}

/** A mobile as a WhatsApp link (https://wa.me/55…), as `whatsappUrl` of '@prix/shared' writes it. */
export function whatsappLink(celular: string): string | null {
  const todos = celular.replace(/\D/g, '');
  const nacional = todos.startsWith('55') && todos.length > 11 ? todos.slice(2) : todos;
  return /^[1-9]{2}\d{8,9}$/.test(nacional) ? `https://wa.me/55${nacional}` : null;
}

/** A website as a person reads it: without https:// and the last slash. */
const siteVisivel = (site: string) => site.replace(/^https?:\/\//, '').replace(/\/$/, '');

interface Props {
  parceiro: ParceiroPublico;
  /** The heading level of the partner's name: results sit under the list's h2. */
  onFalar: (parceiro: ParceiroPublico, botao: HTMLButtonElement) => void;
  onPreparar?: () => void;
}

/** One partner of the results: who, where, how far, how to reach it, and the enquiry button. */
export function ParceiroCard({ parceiro: p, onFalar, onPreparar }: Props) {
  const endereco = enderecoCompleto(p);
  const mapa = p.comoChegar || comoChegarUrl(endereco);
  const whatsapp = p.whatsapp ? whatsappLink(p.whatsapp) : null;
  return (
    <article className="oc-parceiro" aria-labelledby={`parceiro-${p.uuid}`}>
      <div className="oc-parceiro__topo">
        <h3 id={`parceiro-${p.uuid}`} className="oc-parceiro__nome">
          {p.nome}
        </h3>
        {p.distanciaKm !== null ? (
          <p className="oc-parceiro__distancia">
            <span className="pp-visualmente-oculto">Distância: </span>
            {formatDistancia(p.distanciaKm)}
          </p>
        ) : null}
      </div>
      <p className="oc-parceiro__tipos">
        {p.classe ? <span className="oc-selo">{p.classe}</span> : null}
        {p.tipos.map((tipo) => (
          <span key={tipo} className="oc-tipo">
            {TIPOS_PARCEIRO_PUBLICO[tipo]}
          </span>
        ))}
      </p>
      <p className="oc-parceiro__endereco">{endereco}</p>
      {p.horario ? (
        <p className="oc-parceiro__linha">
          <span className="oc-parceiro__rotulo">Horário: </span>
          {p.horario}
        </p>
      ) : null}
      {p.descricao ? <p className="oc-parceiro__descricao">{p.descricao}</p> : null}
      <ul className="oc-parceiro__contatos" aria-label={`Contatos de ${p.nome}`}>
        {p.telefone ? (
          <li>
            <a className="public-link" href={telUrl(p.telefone)}>
              <span className="pp-visualmente-oculto">Telefone: </span>
              {p.telefone}
            </a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a className="public-link" href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
              <span className="pp-visualmente-oculto">
                {' '}
                de {p.nome} {NOVA_ABA}
              </span>
            </a>
          </li>
        ) : null}
        {p.email ? (
          <li>
            <a className="public-link" href={`mailto:${p.email}`}>
              <span className="pp-visualmente-oculto">E-mail: </span>
              {p.email}
            </a>
          </li>
        ) : null}
        {p.site ? (
          <li>
            <a className="public-link" href={p.site} target="_blank" rel="noopener noreferrer">
              {siteVisivel(p.site)}
              <span className="pp-visualmente-oculto"> {NOVA_ABA}</span>
            </a>
          </li>
        ) : null}
      </ul>
      <div className="oc-parceiro__acoes">
        <a
          className="public-button public-button--outlined pp-botao"
          href={mapa}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Como chegar a ${p.nome} ${NOVA_ABA}`}
        >
          Como chegar
        </a>
        <button
          type="button"
          className="public-button pp-botao"
          onClick={(event) => onFalar(p, event.currentTarget)}
          onPointerEnter={onPreparar}
          onFocus={onPreparar}
          aria-label={`Fale com este parceiro: ${p.nome}`}
        >
          Fale com este parceiro
        </button>
      </div>
    </article>
  );
}
