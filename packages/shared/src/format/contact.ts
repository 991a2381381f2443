/**
 * Brazilian phone numbers and CEP. Phones are stored as shown: '+55 (11) 3333-4444' for a landline
 * (8-digit number) and '+55 (11) 98765-4321' for a mobile (8 or 9 digits, SPEC §5).
 */
const digits = (value: string) => value.replace(/\D/g, '');

/** The national part of a phone (DDD + number), without the +55 a user may or may not have typed. */
function nationalDigits(value: string): string {
  const all = digits(value);
  return all.startsWith('55') && all.length > 11 ? all.slice(2) : all;
}

function formatPhoneDigits(national: string): string {
  const ddd = national.slice(0, 2);
  const number = national.slice(2);
  const split = number.length > 8 ? 5 : 4;
  return `+55 (${ddd}) ${number.slice(0, split)}-${number.slice(split)}`;
}

export function isValidTelefone(value: string): boolean {
  return /^[1-9]{2}[2-8]\d{7}$/.test(nationalDigits(value));
}
export function isValidCelular(value: string): boolean {
  return /^[1-9]{2}\d{8,9}$/.test(nationalDigits(value));
}
export const formatTelefone = (value: string): string =>
  isValidTelefone(value) ? formatPhoneDigits(nationalDigits(value)) : value;
export const formatCelular = (value: string): string =>
  isValidCelular(value) ? formatPhoneDigits(nationalDigits(value)) : value;

export const isValidCep = (value: string): boolean => /^\d{8}$/.test(digits(value));
export const formatCep = (value: string): string => {
  const d = digits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
};

export const contactMessages = {
  telefone: 'Telefone inválido: informe DDD e número, como +55 (11) 3333-4444',
  celular: 'Celular inválido: informe DDD e número de 8 ou 9 dígitos',
  cep: 'CEP inválido: informe os 8 dígitos, como 01310-200',
};

/** A mobile as a WhatsApp link (`https://wa.me/55…`, SPEC §2.2 'a messaging link'); null when it is not one. */
export function whatsappUrl(celular: string | null | undefined): string | null {
  if (!celular || !isValidCelular(celular)) return null;
  return `https://wa.me/55${nationalDigits(celular)}`;
}
