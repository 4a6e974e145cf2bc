import dayjs from 'dayjs';

/** '22 Nov 2026, 14:05' in the admin's own time zone. */
export const formatDateTime = (iso: string | undefined): string => (iso && dayjs(iso).isValid() ? dayjs(iso).format('D MMM YYYY, HH:mm') : '');

/** Rental days are calendar dates ('YYYY-MM-DD'): shown as '1 Dec 2026' without any time zone shift. */
export const formatDay = (day: string | undefined): string => (day && dayjs(day, 'YYYY-MM-DD').isValid() ? dayjs(day).format('D MMM YYYY') : day ?? '');
