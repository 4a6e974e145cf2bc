/** The site's top navigation (spec §2). My bookings is added when signed in, Admin for admins only. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/items', label: 'Items' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const MY_BOOKINGS_LINK = { to: '/bookings', label: 'My bookings' } as const;
export const ADMIN_LINK = { to: '/admin/', label: 'Admin' } as const;
export const BOOKING_LINK = { to: '/booking', label: 'Booking' } as const;
