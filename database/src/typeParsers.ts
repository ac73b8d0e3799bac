/** PostgreSQL type oids whose text form we keep or turn into numbers, the same for both drivers. */
export const numberOids = [20, 1700] as const; // int8, numeric
export const textOids = [1082, 1114, 1184] as const; // date, timestamp, timestamptz

export const toNumber = (value: string): number => Number(value);
export const asText = (value: string): string => value;
