import { useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { useDownloadAgreementMutation } from '../api/bookingApi';
import { Button } from './Button';

/** Saves the rental agreement PDF of an order booked with accepted terms; nothing for one booked without. */
export function AgreementDownload({ order }: { order: Order }) {
  const toast = useToast();
  const [download, { isLoading }] = useDownloadAgreementMutation();
  if (!order.acceptance) return null;
  const save = async () => {
    try {
      saveObjectUrl(await download(order.orderId).unwrap(), `rental-agreement-${order.orderId}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download the rental agreement'));
    }
  };
  return (
    <Button onClick={() => void save()} loading={isLoading} aria-label={`Download rental agreement ${order.orderId}`}>
      Download rental agreement
    </Button>
  );
}
