import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from './page-title';
import { Selector } from './selector/selector';

/**
 * Staff choose the partner whose page they want to see (the billing report, the co-op fund). A module of its
 * own, fetched only then: the selector (MUI's Autocomplete and Popper) stays out of the pages partners open
 * (the route budget).
 */
export default function CompanyPicker({
  text,
  onPick,
}: {
  /** What the choice is for: 'Escolha o parceiro cujo faturamento deseja ver.' */
  text: string;
  onPick: (clienteId: string) => void;
}) {
  return (
    <>
      <PageTitle />
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Box sx={{ maxWidth: 480 }}>
        <Selector
          target="cliente"
          label="Parceiro"
          value={null}
          onChange={(id) => {
            if (id) onPick(id);
          }}
        />
      </Box>
    </>
  );
}
