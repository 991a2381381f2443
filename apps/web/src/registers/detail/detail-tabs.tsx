import { useEffect } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DetailTabsProps } from './detail-tabs-props';
import { tabIdOf, tabIds } from './tab-ids';

/**
 * The detail's tab bar: MUI's Tabs, scrollable on a phone. A part fetched after the page paints
 * (detail-frame.tsx draws a bar of the same look until it arrives).
 */
export function DetailTabs({ labels, selected, onSelect, idPrefix, focusIndex }: DetailTabsProps) {
  useEffect(() => {
    // The placeholder's tab had the focus: the same tab of this bar takes it.
    if (focusIndex !== null) document.getElementById(tabIdOf(idPrefix, focusIndex))?.focus();
  }, [focusIndex, idPrefix]);
  return (
    <Tabs
      value={selected}
      onChange={(_, next: number) => onSelect(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Abas do cadastro"
    >
      {labels.map((label, index) => (
        <Tab key={label} label={label} {...tabIds(idPrefix, index)} />
      ))}
    </Tabs>
  );
}
