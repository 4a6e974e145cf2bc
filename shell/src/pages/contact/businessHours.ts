/** Spec §2: Monday to Friday 9:00-18:00, Saturday 10:00-16:00, Sunday closed. */
export const businessHours = [
  { days: 'Monday - Friday', hours: '9:00 - 18:00' },
  { days: 'Saturday', hours: '10:00 - 16:00' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
