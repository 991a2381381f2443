import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The staff's side of 'Seja um parceiro' as a reviewer works it (/candidaturas), and what a partner's /home
 * shows of it, for the browser journeys: find an application, ask for a document, approve it, and read the
 * trainings tile and the onboarding checklist.
 */

/** Opens an application from the list, found by its razão social through the page's search. */
export async function abrirCandidatura(page: Page, razaoSocial: string): Promise<void> {
  await page.goto('/candidaturas');
  await page.getByRole('textbox', { name: 'Busca' }).fill(razaoSocial);
  await page.getByRole('textbox', { name: 'Busca' }).press('Enter');
  // A table on a desktop, cards on a phone: the link is the same.
  await page.getByRole('main').getByRole('link', { name: razaoSocial, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Candidatura de ${razaoSocial}` })).toBeVisible();
}

/** The decision buttons of the open application. */
export const decisoes = (page: Page): Locator => page.getByRole('group', { name: 'Decisões' });

/** The possible duplicates shown before the decisions (none: the alert is absent). */
export const duplicidades = (page: Page): Locator =>
  page.getByRole('alert', { name: 'Possíveis duplicidades' });

/** 'Iniciar análise' (from Recebida) or 'Voltar para análise' (from Pendência). */
export async function iniciarAnalise(page: Page): Promise<void> {
  await decisoes(page)
    .getByRole('button', { name: /(Iniciar|Voltar para) análise/ })
    .click();
  await expect(page.getByText('Candidatura em análise.')).toBeVisible();
}

/** 'Pedir documentos ou dados' with what is missing, e-mailed to the applicant. */
export async function pedirDocumentos(page: Page, mensagem: string): Promise<void> {
  await decisoes(page).getByRole('button', { name: 'Pedir documentos ou dados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedir documentos ou dados' });
  await dialog.getByRole('textbox', { name: 'O que falta' }).fill(mensagem);
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pendência informada ao candidato')).toBeVisible();
}

/** 'Recusar' with the reason, e-mailed to the applicant. */
export async function recusar(page: Page, motivo: string): Promise<void> {
  await decisoes(page).getByRole('button', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar candidatura' });
  await dialog.getByRole('textbox', { name: 'Motivo da recusa' }).fill(motivo);
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Motivo da recusa', { exact: true })).toBeVisible();
}

/**
 * 'Aprovar' with the company's ERP code: the company, its owner and the invitation are created at once. Returns
 * the link to the new company on the application's page.
 */
export async function aprovar(page: Page, codigoErp: string): Promise<Locator> {
  await decisoes(page).getByRole('button', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar candidatura' });
  await expect(dialog).toContainText('Prix 10');
  await dialog.getByRole('textbox', { name: 'Código ERP da empresa' }).fill(codigoErp);
  await dialog.getByRole('button', { name: 'Aprovar e criar a empresa' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Candidatura aprovada: empresa criada e convite enviado a/)).toBeVisible();
  await expect(decisoes(page)).toBeHidden();
  return page.getByRole('link', { name: new RegExp(`\\(${codigoErp}\\)$`) });
}

/** /home's mandatory trainings tile ('Treinamentos obrigatórios: 2 de 3 em dia'). */
export const tileTreinamentos = (page: Page): Locator =>
  page.getByRole('region', { name: /^Treinamentos obrigatórios: \d+ de \d+ em dia$/ });

/** The tile's row of one mandatory training type, by its name. */
export const treinamentoNoTile = (page: Page, nome: string): Locator =>
  tileTreinamentos(page).getByRole('listitem').filter({ hasText: nome });

/** /home's onboarding checklist (a partner's first 90 days). */
export const checklist = (page: Page): Locator =>
  page.getByRole('region', { name: 'Primeiros passos no programa' });

/** One step of the checklist, by its label ('Perfil completo', …): done or to do. */
export async function expectPasso(page: Page, rotulo: string, feito: boolean): Promise<void> {
  await expect(checklist(page).getByRole('listitem').filter({ hasText: rotulo })).toContainText(
    `${rotulo}: ${feito ? 'feito' : 'a fazer'}`,
  );
}
