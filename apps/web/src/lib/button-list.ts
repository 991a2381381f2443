import { useQuery } from '@tanstack/react-query';
import { buttonListSchema, type ButtonLink } from '@prix/shared/content';
import { api } from './api-client';
import { useSession } from './session-context';

/** SPEC §3 Botão: the list is fetched once and kept in session storage under this name. */
export const BUTTON_LIST_STORAGE_KEY = 'buttonList';

interface Stored {
  /** Whose list it is: the user and the current company (the keys, hence the buttons, depend on both). */
  owner: string;
  result: ButtonLink[];
}

function readStored(owner: string): ButtonLink[] | undefined {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(BUTTON_LIST_STORAGE_KEY) ?? 'null',
    ) as Stored | null;
    if (stored?.owner !== owner) return undefined;
    const parsed = buttonListSchema.safeParse({ result: stored.result });
    return parsed.success ? parsed.data.result : undefined;
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
      const { result } = await api.get('/botao/button-link', { signal, schema: buttonListSchema });
      store(owner, result);
      return result;
    },
    initialData: () => readStored(owner),
    staleTime: Infinity,
  });
}
