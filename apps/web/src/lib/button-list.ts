import { useQuery } from '@tanstack/react-query';
import type { ButtonLink } from '@prix/shared/content';
import { api, checkedByServer } from './api-client';
import { useSession } from './session-context';

/** SPEC §3 Botão: the list is fetched once and kept in session storage under this name. */
export const BUTTON_LIST_STORAGE_KEY = 'buttonList';

interface Stored {
  /** Whose list it is: the user and the current company (the keys, hence the buttons, depend on both). */
  owner: string;
  result: ButtonLink[];
}

/**
 * A stored button as this version writes it (`ButtonLink`): the tab may hold what an older version stored.
 * Checked by hand, not with the schema, so /home needs no zod.
 */
const isButtonLink = (value: unknown): value is ButtonLink =>
  typeof value === 'object' &&
  value !== null &&
  'identificador' in value &&
  typeof value.identificador === 'string' &&
  'nome' in value &&
  typeof value.nome === 'string' &&
  'arquivo' in value &&
  (value.arquivo === null || typeof value.arquivo === 'string');

function readStored(owner: string): ButtonLink[] | undefined {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(BUTTON_LIST_STORAGE_KEY) ?? 'null',
    ) as Stored | null;
    if (stored?.owner !== owner) return undefined;
    const result: unknown = stored.result;
    return Array.isArray(result) && result.every(isButtonLink) ? result : undefined;
  } catch {
    return undefined;
  }
}

function store(owner: string, result: ButtonLink[]): void {
  try {
    window.sessionStorage.setItem(
      BUTTON_LIST_STORAGE_KEY,
      JSON.stringify({ owner, result } satisfies Stored),
    );
  } catch {
    // no storage (privacy modes): the list is fetched again next visit
  }
}

/**
 * The buttons this viewer may use (GET /api/botao/button-link), from session storage when this tab already
 * fetched them for the same user and company, so pages that show buttons do not wait for the call again.
 */
export function useButtonList() {
  const { usuario, empresa } = useSession();
  const owner = `${usuario.uuid}:${empresa?.id ?? ''}`;
  return useQuery({
    queryKey: ['botao', 'button-link', owner],
    queryFn: async ({ signal }) => {
      const { result } = await api.get('/botao/button-link', {
        signal,
        schema: checkedByServer('GET /api/botao/button-link'),
      });
      store(owner, result);
      return result;
    },
    initialData: () => readStored(owner),
    staleTime: Infinity,
  });
}
