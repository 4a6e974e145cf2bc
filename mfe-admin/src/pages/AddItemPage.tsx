import { useNavigate } from 'react-router-dom';
import { readToken, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useAdminCreateProductMutation } from '../api/adminApi';
import type { ProductFields } from '../api/adminApi';
import { PageTitle } from '../components/PageTitle';
import { ProductForm } from '../components/ProductForm';

export const NOT_AUTHORIZED = 'You are not authorized to add items';

/** /admin/items/add: a new product; the server's message on success, its error on failure. */
export default function AddItemPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [createProduct, { isLoading }] = useAdminCreateProductMutation();

  const submit = async (key: string, fields: ProductFields) => {
    if (!readToken()) {
      toast.error(NOT_AUTHORIZED);
      return;
    }
    try {
      const answer = await createProduct({ key, ...fields }).unwrap();
      toast.success(answer.message || 'Product added');
      navigate('/admin/items');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to add item'));
    }
  };

  return (
    <div>
      <PageTitle>Add item</PageTitle>
      <ProductForm mode="add" submitting={isLoading} onSubmit={submit} />
    </div>
  );
}
