/**
 * Shown while the first area of the app downloads and while the session loads for the first time (SPEC §2.1):
 * the same element in the same place both times, so nothing moves between the two. Plain HTML and base.css,
 * not MUI: it is part of the first download, before MUI is loaded.
 */
export function FullScreenLoader({ text = 'Inicializando...' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="app-loader">
      <span className="app-loader__spinner" aria-hidden="true" />
      <p className="app-loader__text">{text}</p>
    </div>
  );
}
