import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FATURAMENTO_PATH } from '../../lib/paths';
import { PageTitle } from '../../components/page-title';
import { Selector } from '../../components/selector/selector';

/**
 * Staff without a company in the address choose one. A module of its own: the selector (MUI's Autocomplete and
 * Popper) stays out of the report that partners open (the route budget).
 */
export default function CompanyPicker({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={title} />
      <Typography sx={{ mb: 2 }}>Escolha o parceiro cujo faturamento deseja ver.</Typography>
      <Box sx={{ maxWidth: 480 }}>
        <Selector
          target="cliente"
          label="Parceiro"
          value={null}
          onChange={(id) => {
            if (id) void navigate(`${FATURAMENTO_PATH}/${encodeURIComponent(id)}`);
          }}
        />
      </Box>
    </>
  );
}
