import { useEffect, useState } from 'react';
import { buscarPublico, ErroPublico } from './publico-api';

/** A private address's read (a token's page): loading, read, unknown or expired, or failed with messages. */
export type LeituraPublica<T> =
  | { estado: 'carregando' }
  | { estado: 'pronto'; dados: T }
  | { estado: 'invalido' }
  | { estado: 'erro'; mensagens: string[] };

/**
 * GET `endereco` of the public API when it changes and on each `tentarDeNovo`; the statuses of `invalidos`
 * (an unknown or expired token) read as 'invalido', any other failure as its messages (or `falha`). `invalidos`
 * is a constant of the page's module (a new list each render would read again).
 */
export function useLeituraPublica<T>(endereco: string, invalidos: readonly number[], falha: string) {
  const [leitura, setLeitura] = useState<LeituraPublica<T>>({ estado: 'carregando' });
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLeitura({ estado: 'carregando' });
    buscarPublico<T>(endereco, {}, controller.signal)
      .then((dados) => setLeitura({ estado: 'pronto', dados }))
      .catch((erro: unknown) => {
        if (controller.signal.aborted) return;
        if (erro instanceof ErroPublico && invalidos.includes(erro.status))
          setLeitura({ estado: 'invalido' });
        else setLeitura({ estado: 'erro', mensagens: erro instanceof ErroPublico ? erro.errors : [falha] });
      });
    return () => controller.abort();
  }, [endereco, tentativa, invalidos, falha]);

  return {
    leitura,
    tentarDeNovo: () => setTentativa((n) => n + 1),
    /** What a later answer brought (the read after a sending). */
    mostrar: (dados: T) => setLeitura({ estado: 'pronto', dados }),
  };
}
