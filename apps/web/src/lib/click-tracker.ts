/**
 * Stub (issue 14): another engineer builds the click tracker (SPEC §7 'POST /relatorio' on banner, button and
 * form clicks). The benefit forms already call it; the lead replaces this file with the real one at merge.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function trackClick(tipo: 'banner' | 'botao' | 'formulario', nome: string): void {}
