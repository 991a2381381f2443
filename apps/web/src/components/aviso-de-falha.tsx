import type { Ref } from 'react';

/**
 * A public page's read that failed: its title, the messages and a button to try again, as an alert (plain
 * HTML, public-page.css). With `focoRef`, the alert can take the focus (tabindex -1).
 */
export function AvisoDeFalha({
  titulo,
  mensagens,
  onTentarDeNovo,
  focoRef,
}: {
  titulo: string;
  mensagens: string[];
  onTentarDeNovo: () => void;
  focoRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={focoRef} tabIndex={focoRef ? -1 : undefined} className="pp-aviso" role="alert">
      <p className="pp-aviso__titulo">{titulo}</p>
      {mensagens.map((mensagem) => (
        <p key={mensagem}>{mensagem}</p>
      ))}
      <button type="button" className="public-button pp-botao" onClick={onTentarDeNovo}>
        Tentar novamente
      </button>
    </div>
  );
}
