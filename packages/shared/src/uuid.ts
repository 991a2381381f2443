/**
 * A record's public id (`uuid` columns, in addresses such as /contatos/{uuid}): 8-4-4-4-12 hexadecimal digits,
 * either case. An address whose id does not match names no record: the server answers 404 without asking the
 * database (which would refuse the text as a uuid with an error).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a uuid (UUID_PATTERN). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
