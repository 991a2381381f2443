import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_FIELD, UPLOAD_MESSAGES } from '@prix/shared';
import { HttpError } from '../plugins/errors.js';
import { checkPart, jsonObjectPart, jsonPart } from './upload-json.js';

/** The 400 a call throws, with its messages. */
function refusal(call: () => unknown): { status: number; messages: string[] } {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, messages: error.messages };
    throw error;
  }
  throw new Error('not refused');
}

describe("a multipart form's JSON part", () => {
  it('is read as JSON; absent or not JSON is a 400 in Portuguese', () => {
    expect(jsonPart({ [JSON_FIELD]: '[1,2]' })).toEqual([1, 2]);
    expect(refusal(() => jsonPart({}))).toMatchObject({ status: 400 });
    expect(refusal(() => jsonPart({})).messages).toEqual([UPLOAD_MESSAGES.missingJson]);
    expect(refusal(() => jsonPart({ [JSON_FIELD]: '{' })).messages).toEqual([UPLOAD_MESSAGES.badJson]);
  });

  it('must be an object where the form names its fields', () => {
    expect(jsonObjectPart({ [JSON_FIELD]: '{"a":1}' })).toEqual({ a: 1 });
    for (const raw of ['[]', 'null', '3', '"x"'])
      expect(refusal(() => jsonObjectPart({ [JSON_FIELD]: raw })).messages, raw).toEqual([
        UPLOAD_MESSAGES.badJson,
      ]);
  });

  it('is checked by its schema, each message once', () => {
    const schema = z.object({ a: z.string('Informe a'), b: z.string('Informe a') });
    expect(checkPart(schema, { a: 'x', b: 'y' })).toEqual({ a: 'x', b: 'y' });
    expect(refusal(() => checkPart(schema, {}))).toEqual({ status: 400, messages: ['Informe a'] });
  });
});
