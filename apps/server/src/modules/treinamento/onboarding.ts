import { sql } from 'drizzle-orm';
import {
  CHECKLIST_ONBOARDING,
  ONBOARDING_DIAS,
  type ChecklistOnboarding,
  type Conformidade,
  type ItemChecklist,
} from '@prix/shared/candidatura';
import { TIPO_DOCUMENTO } from '@prix/shared';
import { queryRows, type Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

/** The programme manual's documents: 'manual-do-programa-{programa}/{file}' in the click records (decision 0019). */
const MANUAL = 'manual-do-programa-%';

/**
 * A new partner's onboarding checklist (decision 0047), during its first ONBOARDING_DIAS days (from the
 * company's creation, `dhcriacao`), else null. Each item is ticked by a real event:
 * - perfil: the viewer's own profile is complete ('Meus dados' saved: not `incompleto`, with a CPF or a
 *   foreign document);
 * - equipe: the company has another active person besides its owners (cargo Proprietário);
 * - manual: someone opened the programme manual for the company (a document view in the click records);
 * - treinamentos: the company is compliant (`conformidade`, the one rule; no mandatory type is compliant).
 */
export async function onboardingChecklist(
  db: Db,
  clienteId: string,
  usuarioId: string,
  conformidade: Conformidade | null,
  now = new Date(),
): Promise<ChecklistOnboarding> {
  const [row] = await queryRows<{
    ate: string;
    perfil: boolean;
    equipe: boolean;
    manual: boolean;
  }>(
    db,
    sql`select
          to_char((c.dhcriacao + make_interval(days => ${ONBOARDING_DIAS}::int)) at time zone ${REPORT_TIME_ZONE},
            'YYYY-MM-DD') as ate,
          exists (select 1 from usuario u where u.id = ${usuarioId} and not u.incompleto
            and coalesce(nullif(btrim(u.cpf), ''), nullif(btrim(u.docuestr), '')) is not null) as perfil,
          exists (select 1 from usuario_cliente uc join usuario u on u.id = uc.usuario_id
            where uc.cliente_id = c.id and not u.inativo
              and coalesce(u.cargo_id, '') <> 'PROPRIETARIO') as equipe,
          exists (select 1 from clique k
            where k.dh >= c.dhcriacao and k.tipo_relatorio = ${TIPO_DOCUMENTO}
              and k.nome_tipo like ${MANUAL} and k.cliente_id = c.id) as manual
        from cliente c
        where c.id = ${clienteId} and c.dhcriacao + make_interval(days => ${ONBOARDING_DIAS}::int) > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const feito: Record<ItemChecklist, boolean> = {
    perfil: row.perfil,
    equipe: row.equipe,
    manual: row.manual,
    treinamentos: conformidade?.conforme ?? true,
  };
  return {
    ate: row.ate,
    itens: (Object.keys(CHECKLIST_ONBOARDING) as ItemChecklist[]).map((id) => ({
      id,
      rotulo: CHECKLIST_ONBOARDING[id],
      feito: feito[id],
    })),
  };
}
