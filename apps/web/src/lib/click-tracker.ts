// Stub: the real click tracker (batched POST /api/relatorio, SPEC §7) replaces this module when merged.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the stub ignores what the real tracker sends
export function trackClick(tipo: 'banner' | 'botao' | 'formulario', nome: string): void {}
