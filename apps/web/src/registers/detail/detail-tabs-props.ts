/** The tab bar's props: the placeholder drawn with the page and the MUI tabs part that takes it over share them. */
export interface DetailTabsProps {
  readonly labels: readonly string[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  /** Prefix of the tabs' and panels' ids (tabIds). */
  readonly idPrefix: string;
  /** The tab that had the focus in the placeholder, to take it over; null when none had it. */
  readonly focusIndex: number | null;
}
