import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle, usePageTrail, type TrailStep } from '../lib/document-title';

// Kept apart from MUI (lib/document-title.ts) so the public pages set their titles without loading MUI.
export { APP_NAME, useDocumentTitle, usePageTitle } from '../lib/document-title';

/** The steps above the page (its breadcrumb), each a link where it has a page; the page itself is the h1 below. */
function PageTrail({ steps }: { steps: readonly TrailStep[] }) {
  return (
    <Box component="nav" aria-label="Trilha de navegação" sx={{ mb: 0.5 }}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, typography: 'body2' }}
      >
        {steps.map((step, index) => (
          <Box component="li" key={`${index}-${step.label}`} sx={{ color: 'text.secondary' }}>
            {index > 0 && (
              <Box component="span" aria-hidden="true" sx={{ mx: 0.75 }}>
                ›
              </Box>
            )}
            {step.to ? (
              <Box component={RouterLink} to={step.to} sx={{ color: 'inherit' }}>
                {step.label}
              </Box>
            ) : (
              step.label
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The page's one h1, plus the tab title: its row's title in the route table, or, given `record` (the name of the
 * one record the page shows), the title the row composes for it (`usePageTitle`); above it, the page's trail from
 * its row (`usePageTrail`; `parent`: the list a record belongs to, when its row does not say). The h1 can take the
 * focus (not by Tab): the shell moves the focus to it after a navigation (app/shell/use-focus-on-navigation.ts).
 */
export function PageTitle({
  record,
  parent,
  children,
}: {
  record?: string;
  parent?: TrailStep;
  children?: ReactNode;
}) {
  const title = usePageTitle(record);
  const trail = usePageTrail(record, parent);
  return (
    <Box sx={{ mb: 3 }}>
      {trail.length > 0 && <PageTrail steps={trail} />}
      <Typography
        variant="h1"
        component="h1"
        tabIndex={-1}
        sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
