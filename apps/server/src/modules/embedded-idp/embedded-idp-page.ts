import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usuario } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';

export interface DemoAccount {
  email: string;
  nome: string;
  externo: boolean;
}

/** Every active user with an e-mail: the embedded provider lets you sign in as any of them. */
export async function listDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: usuario.email, nome: usuario.nomecompleto, externo: usuario.externo })
    .from(usuario)
    .where(and(isNotNull(usuario.email), eq(usuario.inativo, false)))
    .orderBy(asc(usuario.externo), asc(usuario.nomecompleto))
    .limit(50);
  return rows.map((r) => ({ ...r, email: r.email! }));
}

const STYLE = `
body{font-family:Roboto,system-ui,sans-serif;background:#eef2f8;margin:0;color:#1c2431}
main{max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 20px #0002}
h1{font-size:1.3rem;margin:0 0 4px;color:#0b3d91}p{color:#4a5568;margin:0 0 16px}
button{width:100%;text-align:left;padding:10px 14px;margin:4px 0;border:1px solid #cfd8e6;border-radius:8px;
background:#f8fafd;cursor:pointer;font:inherit}button:hover,button:focus{border-color:#0b3d91;background:#e8effb}
small{display:block;color:#6b7789}h2{font-size:.95rem;margin:18px 0 6px;color:#4a5568}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd8e6;border-radius:8px;font:inherit}
.primary{background:#0b3d91;color:#fff;text-align:center;margin-top:8px}.erro{color:#b00020}
@media (max-width:520px){main{margin:0;border-radius:0;min-height:100vh}}`;

function accountButton(action: string, a: DemoAccount): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="email" value="${escapeHtml(a.email)}">
<button type="submit">${escapeHtml(a.nome)}<small>${escapeHtml(a.email)}</small></button></form>`;
}

export function renderLoginPage(input: {
  uid: string;
  action: string;
  accounts: DemoAccount[];
  error?: string;
}): string {
  const internos = input.accounts.filter((a) => !a.externo);
  const externos = input.accounts.filter((a) => a.externo);
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Provedor de identidade de demonstração</title>
<style>${STYLE}</style></head><body><main>
<h1>Provedor de identidade de demonstração</h1>
<p>Este servidor está sem um provedor OpenID Connect configurado. Escolha a conta com que deseja entrar.</p>
${input.error ? `<p class="erro" role="alert">${escapeHtml(input.error)}</p>` : ''}
<h2>Colaboradores</h2>${internos.map((a) => accountButton(input.action, a)).join('')}
<h2>Parceiros</h2>${externos.map((a) => accountButton(input.action, a)).join('')}
<h2>Outro e-mail</h2>
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<button class="primary" type="submit">Entrar</button></form>
</main></body></html>`;
}
