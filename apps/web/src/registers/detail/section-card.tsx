import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card of the detail ('Informações básicas', 'Modificação'). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2, fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
