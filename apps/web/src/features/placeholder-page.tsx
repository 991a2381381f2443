import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../components/page-title';

/** Stand-in for a page whose content arrives in a later issue. */
export function PlaceholderPage({
  title,
  text = 'Esta página estará disponível em breve.',
}: {
  title: string;
  text?: string;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">{text}</Typography>
      </Paper>
    </>
  );
}
