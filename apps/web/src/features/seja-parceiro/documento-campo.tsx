import { useRef } from 'react';
import { ACEITA_DOCUMENTO, DICA_DOCUMENTO, formatarTamanho, problemaDoArquivo } from './arquivos';

interface Props {
  id: string;
  /** The multipart part's name, and the input's (the form focuses a wrong field by name). */
  name: string;
  rotulo: string;
  /** The chosen files (one, unless `multiplo`). */
  arquivos: readonly File[];
  multiplo?: boolean;
  obrigatorio?: boolean;
  erro: string | undefined;
  onMudar: (arquivos: File[]) => void;
  /** A chosen file that cannot go (type, size): the message shows as the field's error. */
  onProblema: (mensagem: string | undefined) => void;
}

/**
 * A document field: the browser's own file picker (labelled, reachable by keyboard), the kinds it accepts and
 * the limit under its label, each chosen file checked at once (PDF or image, ≤ 20 MB) and listed with its name,
 * size and a button that removes it.
 */
export function DocumentoCampo({
  id,
  name,
  rotulo,
  arquivos,
  multiplo = false,
  obrigatorio = true,
  erro,
  onMudar,
  onProblema,
}: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const dicaId = `${id}-dica`;
  const erroId = `${id}-erro`;
  const listaId = `${id}-lista`;

  const escolher = (escolhidos: File[]) => {
    const problemas = escolhidos.map(problemaDoArquivo).filter((p): p is string => p !== null);
    const bons = escolhidos.filter((arquivo) => problemaDoArquivo(arquivo) === null);
    onProblema(problemas.length ? problemas.join(' ') : undefined);
    if (bons.length) onMudar(multiplo ? [...arquivos, ...bons] : bons.slice(0, 1));
    // The picker is emptied: the list below shows what goes, and choosing the same file again still counts.
    if (entrada.current) entrada.current.value = '';
  };

  const remover = (indice: number) => {
    onMudar(arquivos.filter((_, i) => i !== indice));
    onProblema(undefined);
    entrada.current?.focus();
  };

  return (
    <div className="pp-campo sp-documento">
      <label className="pp-rotulo" htmlFor={id}>
        {rotulo}
        {obrigatorio ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={dicaId} className="pp-dica">
        {DICA_DOCUMENTO}
      </p>
      <input
        ref={entrada}
        id={id}
        name={name}
        type="file"
        className="sp-arquivo-entrada"
        accept={ACEITA_DOCUMENTO}
        multiple={multiplo}
        aria-required={obrigatorio || undefined}
        aria-invalid={erro ? true : undefined}
        aria-describedby={[dicaId, arquivos.length ? listaId : null, erro ? erroId : null]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => escolher(Array.from(event.target.files ?? []))}
      />
      {arquivos.length ? (
        <ul id={listaId} className="sp-arquivos" aria-label={`Arquivos escolhidos: ${rotulo}`}>
          {arquivos.map((arquivo, indice) => (
            <li key={`${arquivo.name}-${indice}`} className="sp-arquivo">
              <span className="sp-arquivo__nome">{arquivo.name}</span>
              <span className="sp-arquivo__tamanho">{formatarTamanho(arquivo.size)}</span>
              <button
                type="button"
                className="pp-botao-texto sp-arquivo__remover"
                onClick={() => remover(indice)}
                aria-label={`Remover ${arquivo.name}`}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {erro ? (
        <p id={erroId} className="pp-erro-campo">
          {erro}
        </p>
      ) : null}
    </div>
  );
}
