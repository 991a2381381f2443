/**
 * The application form's masks, applied as the person types (plain functions, no library: the public page's
 * first download stays small). Each keeps only what the field may hold and adds its punctuation; a value
 * typed or pasted with or without punctuation comes out the same.
 */

/**
 * CNPJ '12.ABC.345/01DE-35': the alphanumeric form in force since July 2026 (letters and digits in the first 12
 * positions, upper-cased; the 2 check digits are digits) and the numeric one. The check digits are validated
 * by the shared schema when the field is left.
 */
export function mascaraCnpj(valor: string): string {
  const limpo = valor.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let caracteres = '';
  for (const c of limpo) {
    if (caracteres.length < 12) caracteres += c;
    else if (caracteres.length < 14 && /\d/.test(c)) caracteres += c;
  }
  let saida = '';
  [...caracteres].forEach((c, i) => {
    if (i === 2 || i === 5) saida += '.';
    else if (i === 8) saida += '/';
    else if (i === 12) saida += '-';
    saida += c;
  });
  return saida;
}

/** CEP '01310-200'. */
export function mascaraCep(valor: string): string {
  const d = valor.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * A phone with its area code: '(11) 3333-4444' (landline) or '(11) 98765-4321' (mobile). A leading +55 is
 * dropped from a pasted number.
 */
export function mascaraTelefone(valor: string): string {
  let d = valor.replace(/\D/g, '');
  if (d.startsWith('55') && d.length > 11) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const numero = d.slice(2);
  if (numero.length <= 4) return `(${ddd}) ${numero}`;
  const corte = numero.length > 8 ? 5 : 4;
  return `(${ddd}) ${numero.slice(0, corte)}-${numero.slice(corte)}`;
}
