import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageTitle } from '../../components/page-title';

export interface DetailTab {
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * Title and tabs, starting on 'Cadastro' (SPEC §2.3). Every panel stays mounted, so typed values survive a
 * look at another tab.
 */
export function DetailFrame({ title, tabs }: { title: string; tabs: readonly DetailTab[] }) {
  const [current, setCurrent] = useState(0);
  const id = useId();
  const selected = Math.min(current, tabs.length - 1);
  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={selected}
          onChange={(_, next: number) => setCurrent(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Abas do cadastro"
        >
          {tabs.map((tab, index) => (
            <Tab
              key={tab.label}
              label={tab.label}
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          hidden={index !== selected}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {tab.content}
        </Box>
      ))}
    </>
  );
}
