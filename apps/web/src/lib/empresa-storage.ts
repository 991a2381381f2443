import { EMPRESA_STORAGE_KEY } from '@prix/shared/core';
import { EMPRESA_COOKIE } from '@prix/shared/first-view';
import { writeBrowserCookie } from './browser-cookie';

/**
 * The company switcher's choice (SPEC §2.1, §9): the index of the current company in the user's list, kept in
 * local storage and sent with every call. Storage may be unavailable (privacy modes): then nothing is kept.
 * A cookie holds the same index for the server, which draws a page's first view before any call is made.
 */
export function readStoredEmpresa(): string | null {
  try {
    const value = window.localStorage.getItem(EMPRESA_STORAGE_KEY);
    return value !== null && /^\d+$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored index as a number, 0 when none is stored. */
export function readEmpresaIndex(): number {
  return Number(readStoredEmpresa() ?? 0);
}

export function storeEmpresaIndex(index: number): void {
  try {
    window.localStorage.setItem(EMPRESA_STORAGE_KEY, String(index));
  } catch {
    // nothing to keep it in: the server falls back to the first company
  }
  writeBrowserCookie(EMPRESA_COOKIE, String(index));
}

export function clearEmpresaIndex(): void {
  try {
    window.localStorage.removeItem(EMPRESA_STORAGE_KEY);
  } catch {
    // ignore
  }
  writeBrowserCookie(EMPRESA_COOKIE, null);
}

/** Keeps the cookie in step with local storage (a browser that chose a company before the cookie existed). */
export function syncEmpresaCookie(): void {
  writeBrowserCookie(EMPRESA_COOKIE, readStoredEmpresa());
}
