import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { TextInput } from '../../components/text-input';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../detail/section-card';
import { fieldGridSx } from '../form/register-form';
import { CARDS_QUERY, DataList } from '../../components/list/data-list';
import { lazyPart } from '../../lib/lazy-part';
import type {
  BeneficioDaClasse,
  ClienteContato as Contato,
  ClienteRecord,
  HistoricoClasse,
} from '@prix/shared/core';
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

/*
 * The class history (its reasons' words, the programme's levels they read) is a part fetched after the form
 * paints (lib/lazy-part.ts, decision 0036): the company form's first download stays within its budget. Until it
 * arrives, the card keeps about the table's height.
 */
const historicoPart = lazyPart(() => import('./historico-classe-card'));

/** Fetches the class history's chunk (screen tests load it first). */
export const loadHistoricoClasse = historicoPart.load;

/** A table row of the history on a wide screen, a card of four lines below 1000 px (DataList). */
const ROW_HEIGHT = { table: 33, card: 128 };

/** Every change of the company's class (decision 0053); none recorded, no card. */
export function HistoricoClasseCard({ historico }: { historico: readonly HistoricoClasse[] }) {
  const part = historicoPart.useLoaded();
  if (historico.length === 0) return null;
  const rows = historico.length;
  return (
    <SectionCard title="Histórico de classe">
      {part ? (
        <part.HistoricoClasseTabela historico={historico} />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            minHeight: (rows + 1) * ROW_HEIGHT.table,
            [`@media ${CARDS_QUERY}`]: { minHeight: rows * ROW_HEIGHT.card + (rows - 1) * 12 },
          }}
        />
      )}
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
    return [
      {
        label,
        value:
          key === 'email' ? (
            // A plain link: MUI's Link would add its own chunk (~1.4 kB) to the company form's first download.
            <Box component="a" href={`mailto:${value}`} sx={{ color: 'primary.main' }}>
              {value}
            </Box>
          ) : (
            value
          ),
      },
    ];
  });
  return (
    // A Card's look (its header's and content's padding) without MUI's Card, CardHeader and CardContent, which
    // would weigh ~1 kB in the company form's first download.
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, pb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {title}
      </Typography>
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
    </Paper>
  );
}
