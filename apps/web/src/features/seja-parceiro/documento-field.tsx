import { useRef } from 'react';
import { ACEITA_DOCUMENTO, DICA_DOCUMENTO, formatarTamanho, problemaDoArquivo } from './arquivos';

interface Props {
  id: string;
  /** The multipart part's name, and the input's (the form focuses a wrong field by name). */
  name: string;
  label: string;
  /** The chosen files (one, unless `multiplo`). */
  files: readonly File[];
  multiple?: boolean;
  required?: boolean;
  error: string | undefined;
  onChange: (files: File[]) => void;
  /** A chosen file that cannot go (type, size): the message shows as the field's error. */
  onProblem: (message: string | undefined) => void;
}

/**
 * A document field: the browser's own file picker (labelled, reachable by keyboard), the kinds it accepts and
 * the limit under its label, each chosen file checked at once (PDF or image, ≤ 20 MB) and listed with its name,
 * size and a button that removes it.
 */
export function DocumentoField({
  id,
  name,
  label,
  files,
  multiple = false,
  required = true,
  error,
  onChange,
  onProblem,
}: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const dicaId = `${id}-dica`;
  const erroId = `${id}-erro`;
  const listaId = `${id}-lista`;

  const escolher = (escolhidos: File[]) => {
    const problemas = escolhidos.map(problemaDoArquivo).filter((p): p is string => p !== null);
    const bons = escolhidos.filter((arquivo) => problemaDoArquivo(arquivo) === null);
    onProblem(problemas.length ? problemas.join(' ') : undefined);
    if (bons.length) onChange(multiple ? [...files, ...bons] : bons.slice(0, 1));
    // The picker is emptied: the list below shows what goes, and choosing the same file again still counts.
    if (entrada.current) entrada.current.value = '';
  };

  const remover = (indice: number) => {
    onChange(files.filter((_, i) => i !== indice));
    onProblem(undefined);
    entrada.current?.focus();
  };

  return (
    <div className="pp-campo sp-documento">
      <label className="pp-rotulo" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
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
        multiple={multiple}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[dicaId, files.length ? listaId : null, error ? erroId : null]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => escolher(Array.from(event.target.files ?? []))}
      />
      {files.length ? (
        <ul id={listaId} className="sp-arquivos" aria-label={`Arquivos escolhidos: ${label}`}>
          {files.map((arquivo, indice) => (
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
      {error ? (
        <p id={erroId} className="pp-erro-campo">
          {error}
        </p>
      ) : null}
    </div>
  );
}
