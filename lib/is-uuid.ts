const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the address is only sent to the API when it can be one of ours; anything else is "not found". */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
