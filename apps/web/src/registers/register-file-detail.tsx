import type { RegisterDef } from '@prix/shared/core';
import { UploadArea } from '../components/upload-area/upload-area';
import { RegisterDetail } from './register-detail';

/** The detail of a file register (arquivo, banner, …): the common one with its upload area (SPEC §4). */
export function RegisterFileDetail(props: { def: RegisterDef; id: string }) {
  return <RegisterDetail {...props} FileArea={UploadArea} />;
}
