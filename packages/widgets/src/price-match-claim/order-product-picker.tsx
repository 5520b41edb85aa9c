// The post-purchase product picker: the signed-in customer's orders (newest first), one
// group per order. An option's value is the product's id (sent as selected_product_id);
// the order it belongs to rides along in data-order-id, because one product can be in
// several orders. Picking a product fills in that order's number and date. Guests, and
// customers whose product is missing, choose "not listed" and type the order details.
import { type OrderDetail } from '@horeca/core/api';
import { CLAIM_PRODUCT_NOT_LISTED } from '@horeca/core/forms';
import { formatMessage } from '@horeca/core/messages';
import useSWR from 'swr';
import type { ClaimApi } from './claim-api';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';
import { useWidgetMessages } from '../runtime/use-messages';

export function OrderProductPicker({ kit, api, signedIn }: { kit: FieldKit; api: ClaimApi; signedIn: boolean }) {
  const w = useWidgetMessages().claim;
  const orders = useSWR<OrderDetail[]>(signedIn ? 'horeca:claim-orders' : null, () => api.getOrders());
  const { setValue, clearErrors } = kit.form;
  const bound = kit.bind('selectedProductId');
  const note = !signedIn ? w.orderProductSignIn : orders.error ? w.ordersFailed : orders.isLoading ? w.ordersLoading : undefined;

  return (
    <FormField kit={kit} name="selectedProductId" label={w.orderProduct} required hint={note} wide>
      {(aria) => (
        <select
          {...bound}
          {...aria}
          aria-required
          required
          aria-busy={orders.isLoading || undefined}
          onChange={async (event) => {
            await bound.onChange(event);
            const orderId = event.target.selectedOptions[0]?.dataset.orderId;
            const order = orders.data?.find((candidate) => String(candidate.id) === orderId);
            if (!order) return;
            // The picked line belongs to exactly one order: its number and date go with it.
            setValue('orderNumber', order.number);
            setValue('orderDate', order.created_at.slice(0, 10));
            clearErrors(['orderNumber', 'selectedProductId']);
          }}
        >
          <option value="">{w.orderProductPlaceholder}</option>
          {orders.data?.map((order) => (
            <optgroup key={order.id} label={formatMessage(w.orderGroup, { number: order.number, date: order.created_at.slice(0, 10) })}>
              {order.order_products.map((line) => (
                <option key={line.id} value={String(line.product_id)} data-order-id={String(order.id)}>
                  {line.product.name}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={CLAIM_PRODUCT_NOT_LISTED}>{w.orderProductNotListed}</option>
        </select>
      )}
    </FormField>
  );
}
