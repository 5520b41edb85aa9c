// The lines of an order as sold (picture, name, quantity, unit and line price), for the order
// page, the order confirmation and the invoice; the invoice adds each item number and leaves
// the pictures out. On a phone each line is two rows of one block (commerce.css), so the
// table fits 412 px without cutting "Line total" or wrapping a name a word per line.
import type { OrderDetail } from '@horeca/core/api';
import { useNumbers } from '@horeca/widgets';
import { useWords } from '../lib/words';

export function OrderLinesTable({ order, withSku = false, withPictures = !withSku }: { order: OrderDetail; withSku?: boolean; withPictures?: boolean }) {
  const { orders: ordersText } = useWords();
  const numbers = useNumbers();
  const money = (value: number) => numbers.money(value, order.storefront);
  return (
    <table className="cf-table cf-lines">
      <thead>
        <tr>
          <th scope="col">{ordersText.items}</th>
          {withSku ? <th scope="col">{ordersText.sku}</th> : null}
          <th scope="col">{ordersText.quantity}</th>
          <th scope="col">{ordersText.unitPrice}</th>
          <th scope="col">{ordersText.lineTotal}</th>
        </tr>
      </thead>
      <tbody>
        {order.order_products.map((line) => (
          <tr key={String(line.id)}>
            <td className="cf-lines-item">
              {withPictures ? (
                line.product.images[0] ? <img src={line.product.images[0]} alt="" width={48} height={48} loading="lazy" /> : <span className="cf-thumb-empty" />
              ) : null}
              <span>{line.product.name}</span>
            </td>
            {withSku ? <td data-label={ordersText.sku}>{line.product.sku}</td> : null}
            <td data-label={ordersText.quantity}>{line.quantity}</td>
            <td data-label={ordersText.unitPrice}>{money(line.unit_price)}</td>
            <td data-label={ordersText.lineTotal} className="cf-lines-total">
              {money(line.line_total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
