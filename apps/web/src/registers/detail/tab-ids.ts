/** The ids that tie a tab to its panel, the same in the placeholder bar and in MUI's. */
export const tabIdOf = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const panelIdOf = (prefix: string, index: number) => `${prefix}-panel-${index}`;
export const tabIds = (prefix: string, index: number) => ({
  id: tabIdOf(prefix, index),
  'aria-controls': panelIdOf(prefix, index),
});
