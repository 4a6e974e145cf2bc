// What the shell loads as `mfe_booking/App` for /booking.
import { BookingPage } from '../pages/BookingPage';

export default function BookingApp() {
  // antd is the shell's (shared), so the shell's ConfigProvider themes this page too.
  return <BookingPage />;
}
