/** The day in UTC as YYYY-MM-DD: how the counts' tables key a day (migrations/), written and read. */
export const utcDayOf = (date: Date): string => date.toISOString().slice(0, 10);
