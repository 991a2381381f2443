import type { ReactNode } from 'react';

/** MUI's Scale icon (the brand mark), drawn without MUI. */
const SCALE_ICON =
  'M14 11V8c4.56-.58 8-3.1 8-6H2c0 2.9 3.44 5.42 8 6v3c-3.68.73-8 3.61-8 11h6v-2H4.13c.93-6.83 6.65-7.2 7.87-7.2s6.94.37 7.87 7.2H16v2h6c0-7.39-4.32-10.27-8-11m-2 11c-1.1 0-2-.9-2-2 0-.55.22-1.05.59-1.41C11.39 17.79 16 16 16 16s-1.79 4.61-2.59 5.41c-.36.37-.86.59-1.41.59';

/** An icon path of @mui/icons-material as plain SVG, for the pages drawn before MUI loads. */
export function PublicIcon({ path }: { path: string }) {
  return (
    <svg className="public-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * Centred brand card on a blue backdrop; for the pages outside the shell (login, errors). Plain HTML styled by
 * base.css, so the login page needs no MUI (decision 0011).
 */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <main className="public-page">
      <div className="public-card">
        <div className="public-brand">
          <div className="public-brand__mark" aria-hidden="true">
            <PublicIcon path={SCALE_ICON} />
          </div>
          <div>
            <p className="public-brand__name">Prix</p>
            <p className="public-small public-secondary">Portal de Parceiros</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
