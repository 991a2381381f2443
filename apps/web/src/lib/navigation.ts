/**
 * Full-page navigations (sign-in, sign-out, SSO, company switch): these leave the SPA on purpose so the server
 * sees a fresh request. Kept in one module so tests can replace it.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
