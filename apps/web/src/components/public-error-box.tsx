import { useEffect, useRef } from 'react';

/**
 * The public pages' errors, as an alert (plain HTML, public-page.css; the signed-in app's is ErrorBox, in
 * MUI): the messages of a form that did not go, above it, or of a read that failed, with `onRetry`'s 'Tentar
 * novamente'. `title` above the messages. With `takesFocus` (the default) the alert takes the focus when it
 * shows and each time its messages change, so keyboard and screen reader users land on it. Nothing without
 * messages nor a way to try again.
 */
export function PublicErrorBox({
  errors,
  title,
  onRetry,
  takesFocus = true,
}: {
  errors: readonly string[];
  title?: string;
  onRetry?: () => void;
  takesFocus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus && errors.length) box.current?.focus();
  }, [errors, takesFocus]);
  if (!errors.length && !onRetry) return null;
  return (
    <div ref={box} tabIndex={takesFocus ? -1 : undefined} className="pp-aviso" role="alert">
      {title ? <p className="pp-aviso__titulo">{title}</p> : null}
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {onRetry ? (
        <button type="button" className="public-button pp-botao" onClick={onRetry}>
          Tentar novamente
        </button>
      ) : null}
    </div>
  );
}
