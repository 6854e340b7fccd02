const INT4_MAX = 2_147_483_647;

/** A record id from the URL that the server could hold (a positive int4); anything else is a record that is not there, and no call is made. */
export const validRecordId = (raw: string | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= INT4_MAX ? Number(raw) : null;
