import type { SelectorSource } from '../../lib/register-keys';

/** The selector's props: the field drawn at once and the combobox part that takes it over share them. */
export interface CommonProps {
  /** The register whose records are offered (findRegisterDef), unless `source` says where to ask. */
  readonly target: string;
  readonly source?: SelectorSource;
  readonly label: string;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly onBlur?: () => void;
  /**
   * When this value changes the choice is cleared (SPEC §4: 'Changing the country resets the state'). Pass
   * the value the options depend on, together with a `source` built from it.
   */
  readonly dependsOn?: unknown;
}
export type SelectorProps = CommonProps &
  (
    | {
        readonly multiple: true;
        readonly value: readonly string[];
        readonly onChange: (keys: string[]) => void;
      }
    | {
        readonly multiple?: false;
        readonly value: string | null;
        readonly onChange: (key: string | null) => void;
      }
  );
