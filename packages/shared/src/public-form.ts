/**
 * Bot protection of the public forms (the enquiry of 'Onde comprar' and the application of 'Seja um parceiro'):
 * a field people never see, and a form sent faster than this is refused. The server's one mechanism is
 * apps/server/src/plugins/public-form.ts.
 */
export const CAMPO_ARMADILHA = 'website';
export const TEMPO_MINIMO_FORMULARIO_MS = 3000;
