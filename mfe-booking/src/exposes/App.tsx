// What the shell loads as `mfe_booking/App` for /booking.
import { ConfigProvider } from 'antd';
import { theme } from '@rental/platform';
import { BookingPage } from '../pages/BookingPage';

export default function BookingApp() {
  // antd is bundled per app (not shared, see bench/README.md), so each remote applies the theme itself.
  return (
    <ConfigProvider theme={theme}>
      <BookingPage />
    </ConfigProvider>
  );
}
