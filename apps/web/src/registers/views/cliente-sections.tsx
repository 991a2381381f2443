import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import { TextInput } from '../../components/text-input';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../detail/section-card';
import { fieldGridSx } from '../form/register-form';
import { DataList } from '../../components/list/data-list';
import type {
  BeneficioDaClasse,
  ClienteContato as Contato,
  ClienteRecord,
  HistoricoClasse,
} from '@prix/shared/core';
import { ORIGENS_CLASSE } from '@prix/shared/core/reclassificacao';
import { formatData, formatDataHora } from '../../lib/format-date-time';
import { formatBrl } from '../../lib/format-number';

/** The read-only cards of the company form (SPEC §3 Cliente): benefits, owner and contacts. */

/** A read-only value in the form's look. */
function ShownField({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} disabled fullWidth />;
}

/** The benefits of the company's class with their values, and the balance still available (internal). */
export function BeneficiosCard({
  beneficios,
  saldo,
}: {
  beneficios: readonly BeneficioDaClasse[];
  saldo: ClienteRecord['benefitResultFinal'];
}) {
  const hasSaldo = saldo !== null && saldo !== undefined && Number.isFinite(Number(saldo));
  if (beneficios.length === 0 && !hasSaldo) return null;
  return (
    <SectionCard title="Benefícios">
      {hasSaldo && (
        <Box sx={{ ...fieldGridSx, mb: beneficios.length ? 2.5 : 0 }}>
          <ShownField label="Saldo de benefícios disponível" value={formatBrl(Number(saldo))} />
        </Box>
      )}
      {beneficios.length > 0 && (
        <DataList<BeneficioDaClasse>
          rows={beneficios}
          caption="Benefícios da classe"
          rowKey={(row) => row.id}
          rowLabel={(row) => row.nome}
          columns={[
            { key: 'nome', label: 'Nome', render: (row) => row.nome },
            {
              key: 'valor',
              label: 'Valor',
              width: '30%',
              // A benefit without a value for the class (a service, not a percentage) says so.
              render: (row) => row.valor_beneficio?.trim() || '—',
            },
          ]}
        />
      )}
    </SectionCard>
  );
}

/** What changed the class: the reclassification with its year and billing, a staff edit, an approval. */
export function motivoDaMudanca(row: HistoricoClasse): string {
  if (row.origem === 'reclassificacao' && row.ano !== null)
    return `${ORIGENS_CLASSE.reclassificacao} de ${row.ano}${
      row.faturamento === null ? '' : ` (faturamento líquido ${formatBrl(row.faturamento)})`
    }`;
  return ORIGENS_CLASSE[row.origem];
}

/** Every change of the company's class, newest first, with when, why and by whom (decision 0053). */
export function HistoricoClasseCard({ historico }: { historico: readonly HistoricoClasse[] }) {
  if (historico.length === 0) return null;
  return (
    <SectionCard title="Histórico de classe">
      <DataList<HistoricoClasse>
        rows={historico}
        caption="Mudanças de classe"
        rowKey={(row) => `${row.dhcriacao}-${row.classePara}`}
        rowLabel={(row) =>
          `${formatData(row.dhcriacao)}: ${row.classeDe ?? 'sem classe'} para ${row.classePara}`
        }
        columns={[
          { key: 'quando', label: 'Data', width: '18%', render: (row) => formatDataHora(row.dhcriacao) },
          {
            key: 'mudanca',
            label: 'Mudança',
            render: (row) => `${row.classeDe ?? 'Sem classe'} → ${row.classePara}`,
          },
          { key: 'motivo', label: 'Motivo', render: motivoDaMudanca },
          { key: 'usuario', label: 'Por', render: (row) => row.usuario ?? '—' },
        ]}
      />
    </SectionCard>
  );
}

const PROPRIETARIO = [
  ['codigoprop', 'Código'],
  ['nomeprop', 'Nome'],
  ['emailprop', 'E-mail'],
  ['telefoneprop', 'Telefone'],
  ['ramalprop', 'Ramal'],
  ['celularprop', 'Celular'],
] as const;

/** The owner as the ERP knows it: shown, never edited here. */
export function ProprietarioCard({ record }: { record: ClienteRecord }) {
  return (
    <SectionCard title="Proprietário">
      <Box sx={fieldGridSx}>
        {PROPRIETARIO.map(([key, label]) => (
          <ShownField key={key} label={label} value={record[key] ?? ''} />
        ))}
      </Box>
    </SectionCard>
  );
}

/** A partner's people at Prix: the responsible and their superior, each when there is one. */
export function ContatoCards({ contatos }: { contatos: NonNullable<ClienteRecord['contatos']> }) {
  const cards = [
    { title: 'Responsável', contato: contatos.responsavel },
    { title: 'Superior do responsável', contato: contatos.superior },
  ].filter((card): card is { title: string; contato: Contato } => card.contato !== null);
  if (cards.length === 0) return null;
  return (
    <Box sx={{ ...fieldGridSx, gap: 2, mb: 2 }}>
      {cards.map(({ title, contato }) => (
        <ContatoCard key={title} title={title} contato={contato} />
      ))}
    </Box>
  );
}

const CONTATO = [
  ['nomecompleto', 'Nome completo'],
  ['email', 'E-mail'],
  ['telefone', 'Telefone'],
  ['ramal', 'Ramal'],
  ['celular', 'Celular'],
] as const;

/** One contact, its missing data left out; the e-mail opens the mail program. */
function ContatoCard({ title, contato }: { title: string; contato: Contato }) {
  const rows = CONTATO.flatMap(([key, label]) => {
    const value = contato[key];
    if (!value) return [];
    return [{ label, value: key === 'email' ? <Link href={`mailto:${value}`}>{value}</Link> : value }];
  });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h2', sx: { fontSize: '1.125rem' } } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75 }}>
          {rows.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
