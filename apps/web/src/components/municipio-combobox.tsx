import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Municipio } from '@prix/shared/onde-comprar';
import { getPublic } from '../lib/public-api';

/** The municipality as the page names it: 'São Paulo – SP'. */
export const nomeMunicipio = (m: { nome: string; uf: string }): string => `${m.nome} – ${m.uf}`;

/** How long the field waits after the last key before it asks (SPEC §9's search pause). */
export const ESPERA_BUSCA_MS = 200;

export interface ChosenMunicipio {
  id: string;
  /** What the field shows: 'São Paulo – SP'. */
  label: string;
}

interface Props {
  label: string;
  /** The chosen municipality (from the address, a pick, or the form's caller). */
  selected: ChosenMunicipio | null;
  onSelect: (municipio: Municipio) => void;
  /** The person typed (or Escape cleared) the text: it no longer names a chosen municipality. */
  onType?: (text: string) => void;
  error?: string | null;
  /** Ids of other texts that describe the field. */
  describedBy?: string;
  required?: boolean;
  placeholder?: string;
  /** Sets the input's name (the form's validation focuses fields by name). */
  name?: string;
  /** Only this state's municipalities (its abbreviation, 'SP'); any state without it. */
  uf?: string;
  /** Off while the field cannot be used yet (a form asks for the state first). */
  disabled?: boolean;
}

type Estado = 'ocioso' | 'buscando' | 'pronto' | 'erro';

/**
 * A city field with its list of suggestions (WAI-ARIA 1.2 combobox with a listbox): typing asks
 * GET /api/publico/municipios?busca= after a pause (accents and case do not matter: 'sao paulo' finds
 * São Paulo – SP; `uf` keeps to one state); Down/Up move through the list (aria-activedescendant, the focus stays in the field), Enter
 * picks, Escape closes the list (and, closed, clears the text). Plain HTML: the public page loads no MUI.
 */
export function MunicipioCombobox({
  label,
  selected,
  onSelect,
  onType,
  error,
  describedBy,
  required,
  placeholder,
  name,
  uf,
  disabled,
}: Props) {
  const id = useId();
  const inputId = `${id}-campo`;
  const listaId = `${id}-lista`;
  const statusId = `${id}-status`;
  const erroId = `${id}-erro`;
  const [texto, setTexto] = useState(selected?.label ?? '');
  const [opcoes, setOpcoes] = useState<Municipio[]>([]);
  const [aberta, setAberta] = useState(false);
  const [ativa, setAtiva] = useState(-1);
  const [estado, setEstado] = useState<Estado>('ocioso');
  // The text the person typed, which the list answers; a pick or the caller's city sets the text without a search.
  const [busca, setBusca] = useState('');
  const ultimaEscolha = useRef(selected?.label ?? '');

  // The caller's city (the address's, on a reload or Back) shows in the field.
  useEffect(() => {
    const rotulo = selected?.label ?? '';
    const anterior = ultimaEscolha.current;
    if (rotulo === anterior) return;
    ultimaEscolha.current = rotulo;
    if (rotulo) {
      setTexto(rotulo);
      setBusca('');
      setAberta(false);
    } else {
      // The city was dropped from outside (Back to a search without one): the text that named it goes too.
      setTexto((atual) => (atual === anterior ? '' : atual));
    }
  }, [selected?.label]);

  useEffect(() => {
    const termo = busca.trim();
    if (termo.length < 2) {
      setOpcoes([]);
      setEstado('ocioso');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setEstado('buscando');
      getPublic<{ municipios: Municipio[] }>(
        '/api/publico/municipios',
        { busca: termo, uf },
        controller.signal,
      )
        .then(({ municipios }) => {
          setOpcoes(municipios);
          setAtiva(-1);
          setEstado('pronto');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setOpcoes([]);
          setEstado('erro');
        });
    }, ESPERA_BUSCA_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [busca, uf]);

  const escolher = (municipio: Municipio) => {
    const rotulo = nomeMunicipio(municipio);
    ultimaEscolha.current = rotulo;
    setTexto(rotulo);
    setBusca('');
    setAberta(false);
    setAtiva(-1);
    onSelect(municipio);
  };

  const mostrarLista = aberta && busca.trim().length >= 2 && (estado === 'pronto' || estado === 'buscando');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!aberta) {
        setAberta(true);
        if (opcoes.length) setAtiva(event.key === 'ArrowDown' ? 0 : opcoes.length - 1);
        return;
      }
      if (!opcoes.length) return;
      const passo = event.key === 'ArrowDown' ? 1 : -1;
      setAtiva((atual) => (atual + passo + opcoes.length) % opcoes.length);
    } else if (event.key === 'Enter') {
      if (mostrarLista && ativa >= 0 && opcoes[ativa]) {
        event.preventDefault();
        escolher(opcoes[ativa]);
      }
    } else if (event.key === 'Escape') {
      if (mostrarLista) {
        event.preventDefault();
        setAberta(false);
        setAtiva(-1);
      } else if (texto) {
        event.preventDefault();
        setTexto('');
        setBusca('');
        onType?.('');
      }
    }
  };

  const status =
    estado === 'buscando'
      ? 'Buscando cidades…'
      : estado === 'erro'
        ? 'Não foi possível buscar as cidades agora. Tente de novo.'
        : estado === 'pronto' && aberta
          ? opcoes.length === 0
            ? 'Nenhuma cidade encontrada. Confira o nome.'
            : `${opcoes.length} ${opcoes.length === 1 ? 'cidade encontrada' : 'cidades encontradas'}: use as setas para escolher.`
          : '';
  const ativaId = mostrarLista && ativa >= 0 && opcoes[ativa] ? `${id}-opcao-${ativa}` : undefined;
  const descritoPor = [error ? erroId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className="pp-campo pp-combobox">
      <label className="pp-rotulo" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={inputId}
        name={name}
        className="pp-entrada"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={mostrarLista}
        aria-controls={listaId}
        aria-activedescendant={ativaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={descritoPor}
        aria-required={required || undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={texto}
        onChange={(event) => {
          setTexto(event.target.value);
          setBusca(event.target.value);
          setAberta(true);
          onType?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setAberta(false)}
      />
      <ul
        id={listaId}
        role="listbox"
        aria-label={`Sugestões de ${label.toLowerCase()}`}
        className="pp-lista"
        hidden={!mostrarLista || opcoes.length === 0}
      >
        {opcoes.map((municipio, indice) => (
          <li
            key={municipio.id}
            id={`${id}-opcao-${indice}`}
            role="option"
            aria-selected={indice === ativa}
            className={indice === ativa ? 'pp-opcao pp-opcao--ativa' : 'pp-opcao'}
            // The field keeps the focus: the list is part of it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => escolher(municipio)}
          >
            {nomeMunicipio(municipio)}
          </li>
        ))}
      </ul>
      <p id={statusId} className="pp-status-visualmente-oculto" role="status">
        {status}
      </p>
      {error ? (
        <p id={erroId} className="pp-erro-campo">
          {error}
        </p>
      ) : null}
    </div>
  );
}
