import { useId, useMemo, useState } from 'react';
import { onlyParams, useLatestSearchParams } from '../../lib/search-params';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { FaqResponse } from '@prix/shared';
// The page opens inside the shell, which is always loaded first: importing its area makes the modules both use
// stay in the shell's chunks, instead of being split into new small chunks that every page would download.
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { sanitizeRichText } from '../../lib/rich-text';
import { useSession } from '../../lib/session-context';

export const FAQ_QUERY_KEY = ['faq'] as const;
/** The address keeps the chosen subject, so a link or a reload opens it again. */
export const SUBJECT_PARAM = 'assunto';

type Subject = FaqResponse['assuntos'][number];

/** /faq (SPEC §2.2): the programme's rules and the questions, by subject. */
export function FaqPage() {
  const faq = useQuery({
    queryKey: FAQ_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/faq', { signal, schema: checkedByServer('GET /api/faq') }),
  });
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          As regras do programa de parceiros e as respostas às perguntas mais comuns.
        </Typography>
      </PageTitle>
      {faq.isPending ? (
        <FaqLoading />
      ) : faq.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void faq.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {isApiError(faq.error) ? faq.error.errors.join(' ') : String(faq.error)}
        </Alert>
      ) : (
        <FaqContent data={faq.data} />
      )}
    </>
  );
}

function FaqContent({ data }: { data: FaqResponse }) {
  const [params, setParams] = useLatestSearchParams();
  const { env } = useSession();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const contact = data.contato ?? env.suporteEmail;
  const wanted = params.get(SUBJECT_PARAM);
  const current = data.assuntos.find((s) => s.assunto === wanted) ?? data.assuntos[0];
  const choose = (assunto: string) => setParams(onlyParams({ [SUBJECT_PARAM]: assunto }));

  if (!current) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Nenhuma dúvida cadastrada
          </Typography>
          <Typography color="text.secondary">As perguntas frequentes ainda não foram publicadas.</Typography>
        </Paper>
        <ContactCard email={contact} />
      </Box>
    );
  }
  const subjects = desktop ? (
    <SubjectList subjects={data.assuntos} current={current.assunto} onChoose={choose} />
  ) : (
    <SubjectChips subjects={data.assuntos} current={current.assunto} onChoose={choose} />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        gridTemplateAreas: {
          xs: '"subjects" "questions" "contact"',
          md: '"questions subjects" "questions contact"',
        },
        gridTemplateRows: { md: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'subjects', minWidth: 0 }}>{subjects}</Box>
      <Box sx={{ gridArea: 'questions', minWidth: 0 }}>
        {/* Keyed by subject: another subject opens with its own first question open. */}
        <Questions key={current.assunto} subject={current} />
      </Box>
      <Box sx={{ gridArea: 'contact', minWidth: 0 }}>
        <ContactCard email={contact} />
      </Box>
    </Box>
  );
}

/** Desktop: the subjects in a column on the right (SPEC §2.2). */
function SubjectList({ subjects, current, onChoose }: SubjectsProps) {
  return (
    <Paper variant="outlined" component="nav" aria-label="Assuntos">
      <Typography component="h2" variant="subtitle2" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
        Assuntos
      </Typography>
      <List>
        {/* A list holds list items only: each subject's button sits in its own li. */}
        {subjects.map(({ assunto, perguntas }) => (
          <li key={assunto}>
            <ListItemButton
              selected={assunto === current}
              aria-current={assunto === current ? 'true' : undefined}
              onClick={() => onChoose(assunto)}
            >
              <ListItemText primary={assunto} secondary={questionCount(perguntas.length)} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}

/** Phone and tablet: the subjects above the questions, as pill buttons that wrap. */
function SubjectChips({ subjects, current, onChoose }: SubjectsProps) {
  return (
    <Box component="nav" aria-label="Assuntos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {subjects.map(({ assunto }) => (
        <Button
          key={assunto}
          size="small"
          variant={assunto === current ? 'contained' : 'outlined'}
          disableElevation
          aria-current={assunto === current ? 'true' : undefined}
          onClick={() => onChoose(assunto)}
          sx={{ borderRadius: 4, textTransform: 'none' }}
        >
          {assunto}
        </Button>
      ))}
    </Box>
  );
}

interface SubjectsProps {
  subjects: readonly Subject[];
  current: string;
  onChoose: (assunto: string) => void;
}

const questionCount = (n: number) => (n === 1 ? '1 pergunta' : `${n} perguntas`);

/**
 * The subject's questions as an accordion, the first one open. Each question is a button in an h3 that shows or
 * hides its answer (aria-expanded, Enter or Space). Built on the shell's Button and Collapse rather than MUI's
 * Accordion, whose extra modules would be split into a chunk every form downloads (npm run budget).
 */
function Questions({ subject }: { subject: Subject }) {
  return (
    <Box component="section" aria-label={subject.assunto}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {subject.assunto}
      </Typography>
      <Paper variant="outlined">
        {subject.perguntas.map((item, index) => (
          <Question
            key={item.uuid}
            pergunta={item.pergunta}
            resposta={item.resposta}
            initiallyOpen={index === 0}
          />
        ))}
      </Paper>
    </Box>
  );
}

function Question({
  pergunta,
  resposta,
  initiallyOpen,
}: {
  pergunta: string;
  resposta: string;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <Box sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography component="h3" variant="body1" sx={{ m: 0 }}>
        <Button
          id={`${id}-pergunta`}
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls={`${id}-resposta`}
          onClick={() => setOpen((was) => !was)}
          endIcon={
            <ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          }
          sx={{
            justifyContent: 'space-between',
            textAlign: 'left',
            textTransform: 'none',
            fontSize: '1rem',
            fontWeight: 500,
            lineHeight: 1.5,
            px: 2,
            py: 1.5,
            borderRadius: 0,
          }}
        >
          {pergunta}
        </Button>
      </Typography>
      <Collapse in={open}>
        <Box id={`${id}-resposta`} role="region" aria-labelledby={`${id}-pergunta`} sx={{ px: 2, pb: 1.5 }}>
          <Answer html={resposta} />
        </Box>
      </Collapse>
    </Box>
  );
}

/** An answer's HTML, sanitised once more on show (decision 0021). */
function Answer({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      data-testid="resposta"
      sx={{
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, pl: 3 },
        '& li p': { my: 0.5 },
        '& h2': { typography: 'h6', mt: 2, mb: 1 },
        '& h3, & h4': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function ContactCard({ email }: { email: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 0.5 }}>
        Não encontrou sua dúvida?
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Escreva para{' '}
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      </Typography>
    </Paper>
  );
}

/** A spinner (the shell has it already) rather than skeletons, which would be one more chunk for every page. */
function FaqLoading() {
  return (
    <Box
      role="status"
      aria-label="Carregando"
      aria-busy="true"
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress aria-label="Carregando as perguntas" />
    </Box>
  );
}
