import { useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageTitle } from '../../components/page-title';
import type { TrailStep } from '../../lib/document-title';
import { lazyPart } from '../../lib/lazy-part';
import type { DetailTabsProps } from './detail-tabs-props';
import { panelIdOf, tabIdOf, tabIds } from './tab-ids';

export interface DetailTab {
  readonly label: string;
  readonly content: ReactNode;
}

/*
 * MUI's Tabs (~6 kB brotli with its scroll buttons and roving focus) switch the tabs; painting the form needs
 * only their look. A part fetched after the page paints (lib/lazy-part.ts, decision 0036); until it arrives the
 * bar below, of the same size and look, already switches tabs on a click.
 */
const tabsPart = lazyPart(() => import('./detail-tabs'));

/** Fetches the tab bar's chunk (screen tests load it first). */
export const loadDetailTabs = tabsPart.load;

/** The look of MUI's Tab (textColor 'primary') and Tabs' indicator, without their code. */
const placeholderTabSx = {
  typography: 'button',
  lineHeight: 1.25,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  flexShrink: 0,
  position: 'relative',
  padding: '12px 16px',
  border: 0,
  margin: 0,
  borderRadius: 0,
  bgcolor: 'transparent',
  color: 'text.secondary',
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: 'primary.main' },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    bgcolor: 'primary.main',
  },
} as const;

function TabsPlaceholder({
  labels,
  selected,
  onSelect,
  idPrefix,
  onFocusTab,
}: DetailTabsProps & {
  onFocusTab: (index: number | null) => void;
}) {
  return (
    <Box
      role="tablist"
      aria-label="Abas do cadastro"
      sx={{ display: 'flex', minHeight: 48, overflow: 'hidden' }}
    >
      {labels.map((label, index) => (
        <Box
          component="button"
          type="button"
          role="tab"
          key={label}
          {...tabIds(idPrefix, index)}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onPointerEnter={tabsPart.fetch}
          onFocus={() => {
            onFocusTab(index);
            tabsPart.fetch();
          }}
          onBlur={() => onFocusTab(null)}
          onKeyDown={(event) => {
            // As MUI's bar: the arrows, Home and End move the focus along the tabs.
            const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: labels.length - 1 }[
              event.key
            ];
            if (next === undefined) return;
            event.preventDefault();
            const wrapped = (next + labels.length) % labels.length;
            document.getElementById(tabIdOf(idPrefix, wrapped))?.focus();
          }}
          sx={placeholderTabSx}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Title and tabs, starting on 'Cadastro' (SPEC §2.3). Every panel stays mounted, so typed values survive a
 * look at another tab.
 */
export function DetailFrame({
  title,
  parent,
  tabs,
}: {
  title: string;
  /** The register's list, the step above the record in the page's trail. */
  parent?: TrailStep;
  tabs: readonly DetailTab[];
}) {
  const [current, setCurrent] = useState(0);
  const id = useId();
  const focused = useRef<number | null>(null);
  const Loaded = tabsPart.useLoaded()?.DetailTabs;
  const selected = Math.min(current, tabs.length - 1);
  const bar: DetailTabsProps = {
    labels: tabs.map((tab) => tab.label),
    selected,
    onSelect: setCurrent,
    idPrefix: id,
    focusIndex: focused.current,
  };
  return (
    <>
      <PageTitle record={title} parent={parent} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {Loaded ? (
          <Loaded {...bar} />
        ) : (
          <TabsPlaceholder {...bar} onFocusTab={(index) => (focused.current = index)} />
        )}
      </Box>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          hidden={index !== selected}
          id={panelIdOf(id, index)}
          aria-labelledby={tabIdOf(id, index)}
        >
          {tab.content}
        </Box>
      ))}
    </>
  );
}
