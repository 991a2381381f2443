import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label/value pairs as a description list; the empty ones left out. `preWrap` keeps the values' line breaks. */
export function FieldList({
  fields,
  preWrap = false,
}: {
  fields: readonly (readonly [string, ReactNode])[];
  preWrap?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {fields
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                mb: { xs: 1, sm: 0 },
                overflowWrap: 'anywhere',
                ...(preWrap ? { whiteSpace: 'pre-wrap' } : {}),
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
