import { queryOptions } from '@tanstack/react-query';
import { z } from '@prix/shared/zod';
import { FILE_FIELD, JSON_FIELD, insertResponseSchema, updateResponseSchema } from '@prix/shared';
import { api, sendForm, type UploadProgress } from '../lib/api-client';
import { registerKeys, type RegisterSource } from './queries';

// A record's reads and writes, with zod: the record forms import this module, the lists do not (their queries,
// ./queries.ts, read answers the server has checked; decision 0033).

/** GET {path}/{uuid}: every field, the audit fields and the related lists (fields are read per def). */
export const recordSchema = z.looseObject({
  uuid: z.string().optional(),
  dhcriacao: z.string().nullish(),
  uscriacao: z.string().nullish(),
  dhedicao: z.string().nullish(),
  usedicao: z.string().nullish(),
  related: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
});
export type RegisterRecordData = z.infer<typeof recordSchema>;

/** The 'Modificação' card's values of a loaded record. */
export const auditOf = (data: RegisterRecordData | undefined) =>
  data && {
    criadoEm: data.dhcriacao,
    criadoPor: data.uscriacao,
    editadoEm: data.dhedicao,
    editadoPor: data.usedicao,
  };

export const recordQueries = {
  detail: (source: RegisterSource, id: string) =>
    queryOptions({
      queryKey: registerKeys.detail(source.name, id),
      queryFn: ({ signal }) => api.get(`${source.apiPath}/${id}`, { signal, schema: recordSchema }),
    }),
};

/** A file register's body (decision 0015): the record as JSON in the part `json`, the file (if any) in `fileInput`. */
export function recordForm(body: object, file: File | null): FormData {
  const form = new FormData();
  form.append(JSON_FIELD, JSON.stringify(body));
  if (file) form.append(FILE_FIELD, file, file.name);
  return form;
}

export const recordCalls = {
  /** POST or PUT of a file register, multipart, with upload progress and cancel. */
  saveWithFile: (
    source: RegisterSource,
    id: string,
    body: object,
    file: File | null,
    options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
  ): Promise<{ uuid: string }> =>
    id === 'novo'
      ? sendForm('POST', source.apiPath, recordForm(body, file), { ...options, schema: insertResponseSchema })
      : sendForm('PUT', `${source.apiPath}/${id}`, recordForm(body, file), {
          ...options,
          schema: updateResponseSchema,
        }).then(() => ({ uuid: id })),
  insert: (source: RegisterSource, body: object) =>
    api.post(source.apiPath, body, { schema: insertResponseSchema }),
  update: (source: RegisterSource, id: string, body: object) =>
    api.put(`${source.apiPath}/${id}`, body, { schema: updateResponseSchema }),
};
