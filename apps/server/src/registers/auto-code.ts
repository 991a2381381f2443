/**
 * A readable code made from a name ('Gerente de Vendas' → 'GERENTE_DE_VENDAS'), cut to the column's size,
 * with a numeric suffix while `taken` says it exists. For registers whose code the user never types.
 */
export async function codeFromName(
  nome: string,
  max: number,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  const base =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'REG';
  for (let n = 1; n < 10_000; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const code = `${base.slice(0, max - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!(await taken(code))) return code;
  }
  throw new Error('não foi possível gerar um código livre');
}
